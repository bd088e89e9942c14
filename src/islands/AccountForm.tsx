// The sign-in and create-account forms (spec 000 §2 "After login"): the fields, a clear message next to the form when
// the shop refuses, and then the place the shop says to go (the previous page, the `redirect` value, checkout after
// free-trial consent, or home).
import { useId, useState, type FormEvent } from 'react';
import { postJson, shopperMessage } from '../lib/site/api-client';
import { FetchError } from 'ofetch';
import { useSubmission } from './parts/use-submission';

type Mode = 'sign-in' | 'register';
type Props = { mode: Mode; redirect: string | null; minPassword: number };
type Answer = { redirectTo: string | null; confirmationSent?: boolean; userErrors?: { message: string }[] };

function failure(error: unknown): string {
  if (error instanceof FetchError && error.response?.status === 401)
    return 'That email and password do not match an account.';
  return shopperMessage(error);
}

export default function AccountForm({ mode, redirect, minPassword }: Props) {
  const { busy, error, setError, ready, run } = useSubmission(failure);
  const id = useId();
  /** The address a new account's confirmation link went to, once the shop has sent it. */
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    await run(async () => {
      const previous = document.referrer.startsWith(location.origin)
        ? document.referrer.slice(location.origin.length)
        : null;
      const common = {
        email: text('email'),
        password: String(form.get('password') ?? ''),
        redirect,
        previous,
        ftcAcknowledged: localStorage.getItem('isFTCAcknowledged') === 'true',
      };
      const answer =
        mode === 'sign-in'
          ? await postJson<Answer>('/api/account/sign-in', common)
          : await postJson<Answer>('/api/account/register', {
              ...common,
              firstName: text('firstName'),
              lastName: text('lastName'),
              acceptsMarketing: form.get('acceptsMarketing') === 'on',
            });
      if (answer.userErrors?.length) return setError(answer.userErrors[0]!.message);
      if (answer.confirmationSent) return setSentTo(common.email);
      // The acknowledgement has done its work once it has led to checkout.
      if (answer.redirectTo === '/checkout') localStorage.removeItem('isFTCAcknowledged');
      window.location.assign(answer.redirectTo ?? '/');
    });
  }

  if (sentTo)
    return (
      <div className="confirm-sent" role="status">
        <h2>Check your email</h2>
        <p>
          We sent a link to <strong>{sentTo}</strong>. Open it within 24 hours to confirm your email and finish creating
          your account; your cart stays as it is.
        </p>
        <p>
          Nothing there? Check your spam folder. If you already had an account with this email, we have sent you a mail
          about that instead: <a href="/shelter/login">log in</a> or{' '}
          <a href="/shelter/forgot-password">reset your password</a>.
        </p>
      </div>
    );

  return (
    <form
      className="account-form"
      onSubmit={submit}
      noValidate={false}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      {mode === 'register' && (
        <>
          <p>
            <label htmlFor={`${id}-first`}>First name</label>
            <input id={`${id}-first`} name="firstName" autoComplete="given-name" required maxLength={80} />
          </p>
          <p>
            <label htmlFor={`${id}-last`}>Last name</label>
            <input id={`${id}-last`} name="lastName" autoComplete="family-name" required maxLength={80} />
          </p>
        </>
      )}
      <p>
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} />
      </p>
      <p>
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          required
          minLength={mode === 'register' ? minPassword : 1}
          maxLength={128}
        />
        {mode === 'register' && <small>At least {minPassword} characters.</small>}
      </p>
      {mode === 'register' && (
        <p className="check">
          <label>
            <input type="checkbox" name="acceptsMarketing" /> Send me offers and news by email
          </label>
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={!ready || busy} aria-busy={busy}>
        {busy ? 'Please wait…' : mode === 'sign-in' ? 'Log In' : 'Create Account'}
      </button>
    </form>
  );
}
