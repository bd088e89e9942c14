// Who has which back-office role (issue 38 §1), for admins: give an account a role by its email, or take it away.
// The shop refuses an admin's change to their own role, so the shop always keeps an admin.
import { useState, type FormEvent } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../lib/account/roles';
import type { TeamMember } from '../../lib/backoffice/types';
import { postJson } from '../../lib/site/api-client';
import { useSubmission } from '../parts/use-submission';
import { ActionError, SubmitRow } from './FormParts';

type Props = { initial: TeamMember[]; self: string };

export default function TeamRoles({ initial, self }: Props) {
  const [team, setTeam] = useState(initial);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role | ''>('operator');
  const [said, setSaid] = useState<string | null>(null);
  const { busy, error, ready, run } = useSubmission();

  async function change(target: string, next: Role | null) {
    setSaid(null);
    await run(async () => {
      const answer = await postJson<{ team: TeamMember[]; repeated: boolean }>('/api/admin/team/set-role', {
        email: target,
        role: next,
      });
      setTeam(answer.team);
      setSaid(
        answer.repeated
          ? `${target} already had that role.`
          : `${target} now has ${next ? `the ${ROLE_LABELS[next]} role` : 'no role'}.`,
      );
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void change(email.trim(), role === '' ? null : role);
  }

  return (
    <>
      <section className="admin-card" aria-labelledby="team-heading">
        <h2 id="team-heading">Who has a role</h2>
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Team members">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Role</th>
                <th scope="col">
                  <span className="visually-hidden">Change</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {team.map((m) => (
                <tr key={m.id}>
                  <th scope="row">
                    {m.name || m.email}
                    <br />
                    <span className="muted">{m.email}</span>
                  </th>
                  <td>{ROLE_LABELS[m.role]}</td>
                  <td>
                    {m.email !== self && (
                      <button
                        className="button secondary"
                        type="button"
                        disabled={!ready || busy}
                        onClick={() => change(m.email, null)}
                      >
                        Remove role<span className="visually-hidden"> of {m.email}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="admin-card" aria-labelledby="give-heading">
        <h2 id="give-heading">Give a role</h2>
        <form className="admin-form" onSubmit={submit}>
          <label>
            <span>Account email</span>
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} disabled={!ready} required />
          </label>
          <label>
            <span>Role</span>
            <select value={role} onChange={(e) => setRole(e.target.value as Role | '')} disabled={!ready}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
              <option value="">No role</option>
            </select>
          </label>
          <ActionError error={error} />
          {said && (
            <p className="admin-status" role="status">
              {said}
            </p>
          )}
          <SubmitRow ready={ready} busy={busy} label="Save role" />
        </form>
      </section>
    </>
  );
}
