// Who has which back-office role (issue 38 §1), which only admins change. An admin cannot take their own role away,
// so the shop always keeps one; a clinic staff account keeps its program and is given no role.
import type { Db } from '../db/connect.server';
import { accountKindFromRow } from '../account/rows';
import { isRole, ROLE_LABELS, type Role } from '../account/roles';
import { recordAction } from './audit.server';
import type { Actor, TeamMember } from './types';

export async function listTeam(db: Db): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('profiles')
    .innerJoin('auth_users', 'auth_users.id', 'profiles.user_id')
    .select(['profiles.user_id', 'profiles.kind', 'profiles.first_name', 'profiles.last_name', 'auth_users.email'])
    .where('profiles.kind', 'in', ['editor', 'operator', 'admin'])
    .orderBy('auth_users.email')
    .execute();
  return rows.flatMap((row) => {
    const kind = accountKindFromRow(row);
    return isRole(kind)
      ? [{ id: row.user_id, email: row.email, name: `${row.first_name} ${row.last_name}`.trim(), role: kind }]
      : [];
  });
}

export type RoleOutcome =
  | { ok: true; repeated: boolean }
  | { ok: false; code: 'NOT_FOUND' | 'CONFLICT'; field: string[]; message: string };

const roleName = (kind: string) => (isRole(kind) ? ROLE_LABELS[kind] : 'no role');

/** Gives the account with `email` a role, or none (`null`), in one transaction with its audit row. */
export async function setRole(
  db: Db,
  actor: Actor,
  input: { email: string; role: Role | null },
  now = new Date(),
): Promise<RoleOutcome> {
  return db.transaction().execute(async (trx): Promise<RoleOutcome> => {
    const row = await trx
      .selectFrom('profiles')
      .innerJoin('auth_users', 'auth_users.id', 'profiles.user_id')
      .select(['profiles.user_id', 'profiles.kind'])
      .where('auth_users.email', '=', input.email.trim().toLowerCase())
      .executeTakeFirst();
    if (!row)
      return { ok: false, code: 'NOT_FOUND', field: ['email'], message: 'There is no account with that email.' };
    const next = input.role ?? 'consumer';
    if (row.kind === next) return { ok: true, repeated: true };
    if (row.user_id === actor.id)
      return { ok: false, code: 'CONFLICT', field: ['email'], message: 'You cannot change your own role.' };
    if (row.kind === 'staff')
      return {
        ok: false,
        code: 'CONFLICT',
        field: ['email'],
        message: 'This is a clinic staff account; give the role to a separate account.',
      };
    await trx
      .updateTable('profiles')
      .set({ kind: next, updated_at: now.toISOString() })
      .where('user_id', '=', row.user_id)
      .execute();
    await recordAction(
      trx,
      actor,
      'account.role_changed',
      { type: 'account', id: row.user_id },
      { email: input.email, from: roleName(row.kind), to: roleName(next) },
      now,
    );
    return { ok: true, repeated: false };
  });
}
