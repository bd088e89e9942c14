// One autoship on My Autoships: its food, when it next comes, and the changes a shopper may make — how often, how
// many (up to 5), skip the next, cancel with a reason, or reactivate a cancelled one. The card shows only what the
// shop answered; a refused change leaves it as it was, with the reason.
import { useState, type FormEvent } from 'react';
import type { Autoship } from '../../lib/subscriptions/autoship';
import { CANCEL_REASONS } from '../../lib/subscriptions/changes';
import { changeAutoship, type ChangeKind } from '../../lib/subscriptions/client';
import { MAX_AUTOSHIP_LINE_QUANTITY } from '../../lib/cart/limits';
import { longDate } from '../../lib/site/dates';
import { formatMoney } from '../../lib/site/money';
import StoreImage from './StoreImage';
import { useSubmission } from './use-submission';

type Props = { autoship: Autoship; onChange: (next: Autoship) => void };
const QUANTITIES = Array.from({ length: MAX_AUTOSHIP_LINE_QUANTITY }, (_, i) => i + 1);

export default function AutoshipCard({ autoship: a, onChange }: Props) {
  const { busy, error, setError, ready, run } = useSubmission();
  const [status, setStatus] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [confirmingSend, setConfirmingSend] = useState(false);
  const [reason, setReason] = useState<string>('');
  const id = `autoship-${a.id}`;

  function send(kind: ChangeKind, body: Record<string, unknown>, done: (next: Autoship) => string) {
    setStatus(null);
    return run(async () => {
      const answer = await changeAutoship(kind, { subscription: a.id, ...body });
      if (answer.userErrors.length > 0) return setError(answer.userErrors.map((e) => e.message).join(' '));
      if (answer.subscription) {
        onChange(answer.subscription);
        setStatus(done(answer.subscription));
      }
    });
  }

  const value = (event: FormEvent<HTMLFormElement>, name: string) =>
    String(new FormData(event.currentTarget).get(name) ?? '');
  const nextText = (next: Autoship) => (next.nextOrderDate ? `Next delivery ${longDate(next.nextOrderDate)}.` : '');

  return (
    <article className="autoship-card" aria-labelledby={`${id}-title`}>
      <div className="autoship-food">
        {a.image && <StoreImage src={a.image.url} alt="" width={80} height={80} loading="lazy" />}
        <div>
          <h2 id={`${id}-title`}>{a.handle ? <a href={`/products/${a.handle}`}>{a.title}</a> : a.title}</h2>
          {a.variantTitle && <p>{a.variantTitle}</p>}
          {a.price && <p>{formatMoney(a.price)} each with Autoship</p>}
        </div>
      </div>
      {a.cancelled ? (
        <p className="autoship-state cancelled">Canceled{a.cancelReason && `: ${a.cancelReason}`}</p>
      ) : (
        <p className="autoship-state">
          {a.frequency}, {a.quantity} at a time.{' '}
          {a.nextOrderDate && <strong>Next delivery {longDate(a.nextOrderDate)}</strong>}
        </p>
      )}
      {!a.cancelled && (
        <div className="autoship-controls">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void send(
                'change-frequency',
                { frequencyDays: Number(value(e, 'frequencyDays')) },
                (n) => `Now ${n.frequency.toLowerCase()}. ${nextText(n)}`,
              );
            }}
          >
            <label htmlFor={`${id}-frequency`}>Deliver</label>
            <select
              id={`${id}-frequency`}
              name="frequencyDays"
              defaultValue={a.frequencyDays}
              key={`f${a.frequencyDays}`}
            >
              {a.frequencies.map((f) => (
                <option key={f.days} value={f.days}>
                  {f.label}
                </option>
              ))}
            </select>
            <button type="submit" className="button secondary" disabled={!ready || busy}>
              Save frequency
            </button>
          </form>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void send(
                'change-quantity',
                { quantity: Number(value(e, 'quantity')) },
                (n) => `Quantity saved: ${n.quantity}.`,
              );
            }}
          >
            <label htmlFor={`${id}-quantity`}>Quantity</label>
            <select id={`${id}-quantity`} name="quantity" defaultValue={a.quantity} key={`q${a.quantity}`}>
              {QUANTITIES.map((q) => (
                <option key={q} value={q}>
                  {q}
                </option>
              ))}
            </select>
            <button type="submit" className="button secondary" disabled={!ready || busy}>
              Save quantity
            </button>
          </form>
          <p className="autoship-actions">
            <button
              type="button"
              className="button secondary"
              disabled={!ready || busy}
              onClick={() => void send('skip', {}, (n) => `Skipped. ${nextText(n)}`)}
            >
              Skip next delivery
            </button>
            {!confirmingSend && (
              <button
                type="button"
                className="button secondary"
                disabled={!ready || busy}
                onClick={() => setConfirmingSend(true)}
              >
                Send now
              </button>
            )}
            {!cancelling && (
              <button
                type="button"
                className="button secondary"
                disabled={!ready || busy}
                onClick={() => setCancelling(true)}
              >
                Cancel autoship
              </button>
            )}
          </p>
          {confirmingSend && (
            <div className="autoship-confirm" role="group" aria-label="Send now">
              <p>
                Send this autoship now? We will place the order and charge your card on file, and the next delivery
                comes one interval later.
              </p>
              <p className="autoship-actions">
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() =>
                    void send('send-now', {}, (n) => `Sent: your order is placed. ${nextText(n)}`).then(() =>
                      setConfirmingSend(false),
                    )
                  }
                >
                  Send it now
                </button>
                <button type="button" className="button secondary" onClick={() => setConfirmingSend(false)}>
                  Not now
                </button>
              </p>
            </div>
          )}
          {cancelling && (
            <form
              className="autoship-cancel"
              onSubmit={(e) => {
                e.preventDefault();
                void send(
                  'cancel',
                  { reason, detail: value(e, 'detail') || null },
                  () => 'Your autoship is canceled. You can reactivate it at any time.',
                ).then(() => setCancelling(false));
              }}
            >
              <fieldset>
                <legend>Why are you cancelling?</legend>
                {CANCEL_REASONS.map((r) => (
                  <label key={r}>
                    <input
                      type="radio"
                      name="reason"
                      value={r}
                      checked={reason === r}
                      onChange={() => setReason(r)}
                      required
                    />{' '}
                    {r}
                  </label>
                ))}
              </fieldset>
              {reason === 'Other' && (
                <p>
                  <label htmlFor={`${id}-detail`}>Tell us more</label>
                  <textarea id={`${id}-detail`} name="detail" maxLength={500} rows={3} required />
                </p>
              )}
              <p className="autoship-actions">
                <button type="submit" className="button" disabled={busy || !reason}>
                  Confirm cancellation
                </button>
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => {
                    setCancelling(false);
                    setReason('');
                  }}
                >
                  Keep my autoship
                </button>
              </p>
            </form>
          )}
        </div>
      )}
      {a.cancelled && (
        <p className="autoship-actions">
          <button
            type="button"
            className="button"
            disabled={!ready || busy}
            onClick={() => void send('reactivate', {}, (n) => `Your autoship is active again. ${nextText(n)}`)}
          >
            Reactivate
          </button>
        </p>
      )}
      <p className="autoship-status" role="status" aria-live="polite">
        {status}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
