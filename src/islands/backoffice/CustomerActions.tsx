// Helping a customer (issue 38 §4): send the account's confirmation link again while it is unconfirmed, and lift a
// sign-in lock after too many wrong passwords. Each asks the shop and then shows the page again.
import { postJson } from '../../lib/site/api-client';
import { useSubmission } from '../parts/use-submission';
import { ActionError } from './FormParts';

type Props = { customerId: string; confirmed: boolean; locked: boolean };

export default function CustomerActions({ customerId, confirmed, locked }: Props) {
  const { busy, error, ready, run } = useSubmission();
  const call = (path: string, done: string) =>
    run(async () => {
      await postJson(`/api/admin/customers/${path}`, { customerId });
      window.location.assign(`/admin/customers/${encodeURIComponent(customerId)}?done=${done}`);
    });
  return (
    <section className="admin-card" aria-labelledby="help-heading">
      <h2 id="help-heading">Help this customer</h2>
      <p className="admin-actions">
        <button
          className="button secondary"
          type="button"
          disabled={!ready || busy || confirmed}
          onClick={() => call('resend-confirmation', 'resent')}
        >
          Resend account confirmation
        </button>
        <button
          className="button secondary"
          type="button"
          disabled={!ready || busy || !locked}
          onClick={() => call('unlock', 'unlocked')}
        >
          Lift sign-in lock
        </button>
      </p>
      <p className="muted">
        {confirmed ? 'The account’s email is confirmed.' : 'The account’s email is not confirmed yet.'}{' '}
        {locked ? 'Sign-in is locked after too many wrong passwords.' : 'Sign-in is not locked.'}
      </p>
      <ActionError error={error} />
    </section>
  );
}
