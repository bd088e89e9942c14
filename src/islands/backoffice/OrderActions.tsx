// What an operator can do to the order shown (issue 38 §2): ship lines with a carrier and tracking number, mark a
// parcel delivered, refund lines or an amount, cancel before it ships, send the confirmation again. Each form asks
// the shop, and on success the page is shown again with what changed; a refusal is said beside the form. A refund
// carries a key made when the form opened, so a double click or a retry refunds once. Nothing can be typed before
// the island hydrates, as hydration would put back the values it started with.
import { useMemo, useState, type FormEvent } from 'react';
import { openUnits, orderStateOf, type LineState } from '../../lib/backoffice/order-rules';
import type { OrderDetail } from '../../lib/backoffice/types';
import { CARRIERS } from '../../lib/orders/shipping-carriers';
import { postJson } from '../../lib/site/api-client';
import { formatMoney } from '../../lib/site/money';
import ConfirmDialog from '../parts/ConfirmDialog';
import { useSubmission } from '../parts/use-submission';
import { ActionError, SubmitRow } from './FormParts';

type Props = { detail: OrderDetail };

const newKey = () => `rf-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function done(orderId: string, what: string) {
  window.location.assign(`/admin/orders/${encodeURIComponent(orderId)}?done=${what}`);
}

export default function OrderActions({ detail }: Props) {
  const orderId = detail.order.id;
  const lines = useMemo(() => orderStateOf(detail.order).lines, [detail]);
  const open = lines.filter((l) => openUnits(l) > 0);
  const cancelled = detail.order.cancelledAt !== null;
  const shippedAny = lines.some((l) => l.shippedQuantity > 0);

  return (
    <div className="order-actions">
      {!cancelled && open.length > 0 && <FulfilForm orderId={orderId} open={open} />}
      {detail.order.shipments.some((s) => !s.deliveredAt) && <DeliverForm detail={detail} />}
      {detail.refundableCents > 0 && <RefundForm detail={detail} lines={lines} />}
      {!cancelled && !shippedAny && <CancelForm orderId={orderId} name={detail.order.name} />}
      <ResendForm orderId={orderId} email={detail.order.email} />
    </div>
  );
}

function FulfilForm({ orderId, open }: { orderId: string; open: readonly LineState[] }) {
  const [counts, setCounts] = useState(() => Object.fromEntries(open.map((l) => [l.id, openUnits(l)])));
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  const [tracking, setTracking] = useState('');
  const { busy, error, ready, run } = useSubmission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = open.map((l) => ({ lineId: l.id, quantity: counts[l.id] ?? 0 })).filter((l) => l.quantity > 0);
    await run(async () => {
      await postJson('/api/admin/orders/fulfil', { orderId, lines: chosen, carrier, trackingNumber: tracking });
      done(orderId, 'shipped');
    });
  }

  return (
    <section className="admin-card" aria-labelledby="fulfil-heading">
      <h2 id="fulfil-heading">Ship items</h2>
      <form className="admin-form" onSubmit={submit}>
        <fieldset>
          <legend>Items to ship</legend>
          {open.map((l) => (
            <label key={l.id}>
              <span>
                {l.title}, {openUnits(l)} to ship
              </span>
              <input
                type="number"
                min={0}
                max={openUnits(l)}
                value={counts[l.id] ?? 0}
                onChange={(e) => setCounts({ ...counts, [l.id]: Number(e.target.value) })}
                disabled={!ready}
              />
            </label>
          ))}
        </fieldset>
        <label>
          <span>Carrier</span>
          <select value={carrier} onChange={(e) => setCarrier(e.target.value)} disabled={!ready}>
            {CARRIERS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label>
          <span>Tracking number</span>
          <input
            value={tracking}
            onChange={(e) => setTracking(e.target.value)}
            disabled={!ready}
            required
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <ActionError error={error} />
        <SubmitRow ready={ready} busy={busy} label="Mark as shipped" busyLabel="Saving…" />
      </form>
    </section>
  );
}

function DeliverForm({ detail }: { detail: OrderDetail }) {
  const { busy, error, ready, run } = useSubmission();
  const waiting = detail.order.shipments.filter((s) => !s.deliveredAt);
  return (
    <section className="admin-card" aria-labelledby="deliver-heading">
      <h2 id="deliver-heading">On the way</h2>
      {waiting.map((s) => (
        <p key={s.id} className="admin-actions">
          <span>
            {s.carrier} {s.trackingNumber}
          </span>
          <button
            className="button secondary"
            type="button"
            disabled={!ready || busy}
            onClick={() =>
              run(async () => {
                await postJson('/api/admin/orders/deliver', { orderId: detail.order.id, shipmentId: s.id });
                done(detail.order.id, 'delivered');
              })
            }
          >
            Mark delivered<span className="visually-hidden"> ({s.trackingNumber})</span>
          </button>
        </p>
      ))}
      <ActionError error={error} />
    </section>
  );
}

const REFUND_MODES = [
  ['lines', 'Items'],
  ['amount', 'An amount'],
] as const;

function RefundForm({ detail, lines }: { detail: OrderDetail; lines: readonly LineState[] }) {
  const [mode, setMode] = useState<'lines' | 'amount'>('lines');
  const refundable = lines.filter((l) => l.quantity - l.refundedQuantity > 0);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key] = useState(newKey);
  const { busy, error, ready, run } = useSubmission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = refundable.map((l) => ({ lineId: l.id, quantity: counts[l.id] ?? 0 })).filter((l) => l.quantity > 0);
    await run(async () => {
      await postJson('/api/admin/orders/refund', {
        orderId: detail.order.id,
        ...(mode === 'lines' ? { lines: chosen } : { amount: amount.trim() }),
        reason,
        requestKey: key,
      });
      done(detail.order.id, 'refunded');
    });
  }

  return (
    <section className="admin-card" aria-labelledby="refund-heading">
      <h2 id="refund-heading">Refund</h2>
      <p className="muted">Up to {formatMoney(detail.refundableCents)} is left of what was paid.</p>
      <form className="admin-form" onSubmit={submit}>
        <fieldset>
          <legend>Refund by</legend>
          {REFUND_MODES.map(([value, label]) => (
            <label className="inline" key={value}>
              <input
                type="radio"
                name="refund-mode"
                checked={mode === value}
                onChange={() => setMode(value)}
                disabled={!ready}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        {mode === 'lines' ? (
          refundable.map((l) => (
            <label key={l.id}>
              <span>
                {l.title}, {l.quantity - l.refundedQuantity} refundable
              </span>
              <input
                type="number"
                min={0}
                max={l.quantity - l.refundedQuantity}
                value={counts[l.id] ?? 0}
                onChange={(e) => setCounts({ ...counts, [l.id]: Number(e.target.value) })}
                disabled={!ready}
              />
            </label>
          ))
        ) : (
          <label>
            <span>Amount in dollars</span>
            <input
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder="12.50"
              disabled={!ready}
            />
          </label>
        )}
        <label>
          <span>Reason (the shopper sees it)</span>
          <input
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            disabled={!ready}
            required
            minLength={3}
            maxLength={300}
          />
        </label>
        <ActionError error={error} />
        <SubmitRow ready={ready} busy={busy} label="Refund" busyLabel="Refunding…" />
      </form>
    </section>
  );
}

function CancelForm({ orderId, name }: { orderId: string; name: string }) {
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const { busy, error, ready, run } = useSubmission();
  return (
    <section className="admin-card" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">Cancel order</h2>
      <form
        className="admin-form"
        onSubmit={(e) => {
          e.preventDefault();
          setAsking(true);
        }}
      >
        <label>
          <span>Reason</span>
          <input
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            disabled={!ready}
            required
            minLength={3}
            maxLength={300}
          />
        </label>
        <ActionError error={error} />
        <SubmitRow ready={ready} busy={busy} label="Cancel order…" secondary />
      </form>
      <ConfirmDialog
        open={asking}
        title={`Cancel order ${name}?`}
        confirmLabel="Cancel the order"
        cancelLabel="Keep the order"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          run(async () => {
            await postJson('/api/admin/orders/cancel', { orderId, reason });
            done(orderId, 'cancelled');
          }).finally(() => setAsking(false))
        }
      >
        <p>
          Its stock goes back, the payment is voided or refunded, its autoships end and the shopper is told. This cannot
          be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function ResendForm({ orderId, email }: { orderId: string; email: string }) {
  const { busy, error, ready, run } = useSubmission();
  return (
    <section className="admin-card" aria-labelledby="resend-heading">
      <h2 id="resend-heading">Confirmation mail</h2>
      <p className="admin-actions">
        <button
          className="button secondary"
          type="button"
          disabled={!ready || busy}
          onClick={() =>
            run(async () => {
              await postJson('/api/admin/orders/resend-confirmation', { orderId });
              done(orderId, 'resent');
            })
          }
        >
          Send it again to {email}
        </button>
      </p>
      <ActionError error={error} />
    </section>
  );
}
