// Forgot password (ask for the link) and reset password (choose the new one), with the shop's answer beside the form.
import { useId, useState, type FormEvent } from 'react';
import { postJson } from '../lib/site/api-client';
import { useSubmission } from './parts/use-submission';

type Props = { mode: 'forgot' | 'reset'; token: string | null; minPassword: number };
type Answer = { message?: string; redirectTo?: string | null; userErrors?: { message: string }[] };

export default function PasswordForm({ mode, token, minPassword }: Props) {
  const { busy, error, setError, ready, run } = useSubmission();
  const [done, setDone] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await run(async () => {
      if (mode === 'forgot') {
        const answer = await postJson<Answer>('/api/account/forgot-password', {
          email: String(form.get('email') ?? '').trim(),
        });
        setDone(answer.message ?? null);
      } else {
        const answer = await postJson<Answer>('/api/account/reset-password', {
          token: token ?? '',
          newPassword: String(form.get('password') ?? ''),
        });
        if (answer.userErrors?.length) return setError(answer.userErrors[0]!.message);
        setDone('Your password is changed. Taking you to Log In…');
        setTimeout(() => window.location.assign(answer.redirectTo ?? '/shelter/login'), 1000);
      }
    });
  }

  if (done) return <p role="status">{done}</p>;
  if (mode === 'reset' && !token)
    return (
      <p role="alert">
        This page needs the link from your email. <a href="/shelter/forgot-password">Ask for a new link</a>.
      </p>
    );
  return (
    <form className="account-form" onSubmit={submit}>
      {mode === 'forgot' ? (
        <p>
          <label htmlFor={`${id}-email`}>Email</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} />
        </p>
      ) : (
        <p>
          <label htmlFor={`${id}-password`}>New password</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={minPassword}
            maxLength={128}
          />
          <small>At least {minPassword} characters.</small>
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={!ready || busy} aria-busy={busy}>
        {mode === 'forgot' ? 'Send Link' : 'Change Password'}
      </button>
    </form>
  );
}
