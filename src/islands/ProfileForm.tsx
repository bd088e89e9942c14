// My Profile (spec 000 §2): name, phone and email consent through update-customer (a refused change is not shown as
// saved, spec 000 §4), and the password, changed only after entering the current one.
import { useState, type FormEvent } from 'react';
import { postJson } from '../lib/site/api-client';
import { useSubmission } from './parts/use-submission';

type Details = { firstName: string; lastName: string; phone: string | null; acceptsMarketing: boolean };
type Props = { customerId: string; email: string; initial: Details };
type Problem = { message: string };

export default function ProfileForm({ customerId, email, initial }: Props) {
  const [saved, setSaved] = useState(initial);
  const [status, setStatus] = useState<string | null>(null);
  const details = useSubmission();
  const password = useSubmission();
  const [passwordStatus, setPasswordStatus] = useState<string | null>(null);

  function saveDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const updateInput = {
      firstName: value('firstName'),
      lastName: value('lastName'),
      phone: value('phone') || null,
      acceptsMarketing: form.get('acceptsMarketing') === 'on',
    };
    setStatus(null);
    return details.run(async () => {
      const answer = await postJson<{ customerUpdate: { userErrors: Problem[] } }>('/api/ecom/v1.0/update-customer', {
        customerId,
        updateInput,
      });
      if (answer.customerUpdate.userErrors.length > 0)
        return details.setError(answer.customerUpdate.userErrors[0]!.message);
      setSaved(updateInput);
      setStatus('Your details are saved.');
    });
  }

  function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const form = new FormData(target);
    setPasswordStatus(null);
    return password.run(async () => {
      const answer = await postJson<{ userErrors: Problem[] }>('/api/account/change-password', {
        currentPassword: String(form.get('currentPassword') ?? ''),
        newPassword: String(form.get('newPassword') ?? ''),
      });
      if (answer.userErrors.length > 0) return password.setError(answer.userErrors[0]!.message);
      target.reset();
      setPasswordStatus('Your password is changed. Other devices have been signed out.');
    });
  }

  return (
    <div className="profile">
      <form className="account-form" onSubmit={saveDetails} aria-label="Your details">
        <p>
          <span>Email</span>
          <strong>{email}</strong>
        </p>
        <p>
          <label htmlFor="profile-first">First name</label>
          <input
            id="profile-first"
            name="firstName"
            defaultValue={saved.firstName}
            required
            maxLength={80}
            autoComplete="given-name"
          />
        </p>
        <p>
          <label htmlFor="profile-last">Last name</label>
          <input
            id="profile-last"
            name="lastName"
            defaultValue={saved.lastName}
            required
            maxLength={80}
            autoComplete="family-name"
          />
        </p>
        <p>
          <label htmlFor="profile-phone">Phone (optional)</label>
          <input
            id="profile-phone"
            name="phone"
            type="tel"
            defaultValue={saved.phone ?? ''}
            maxLength={20}
            autoComplete="tel"
          />
        </p>
        <p className="check">
          <label>
            <input type="checkbox" name="acceptsMarketing" defaultChecked={saved.acceptsMarketing} /> Send me offers and
            news by email
          </label>
        </p>
        {details.error && (
          <p className="form-error" role="alert">
            {details.error}
          </p>
        )}
        {status && <p role="status">{status}</p>}
        <button type="submit" className="button" disabled={!details.ready || details.busy} aria-busy={details.busy}>
          Save Details
        </button>
      </form>
      <form className="account-form" onSubmit={changePassword} aria-label="Change password">
        <h2>Change password</h2>
        <p>
          <label htmlFor="profile-current">Current password</label>
          <input
            id="profile-current"
            name="currentPassword"
            type="password"
            required
            autoComplete="current-password"
            maxLength={128}
          />
        </p>
        <p>
          <label htmlFor="profile-new">New password</label>
          <input
            id="profile-new"
            name="newPassword"
            type="password"
            required
            minLength={10}
            maxLength={128}
            autoComplete="new-password"
          />
          <small>At least 10 characters.</small>
        </p>
        {password.error && (
          <p className="form-error" role="alert">
            {password.error}
          </p>
        )}
        {passwordStatus && <p role="status">{passwordStatus}</p>}
        <button type="submit" className="button" disabled={!password.ready || password.busy} aria-busy={password.busy}>
          Change Password
        </button>
      </form>
    </div>
  );
}
