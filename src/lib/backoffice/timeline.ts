// An order's or a customer's timeline in words (issue 38 §2): what the audit trail recorded, as Shopify's order page
// tells it. Pure.
import { formatMoney } from '../site/money';
import type { AuditEntry, TimelineEvent } from './types';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const DESCRIBE: Record<string, (d: Record<string, unknown>) => string> = {
  'order.fulfilled': (d) =>
    `Shipped ${plural(count(d.units), 'item')} with ${text(d.carrier)}, tracking number ${text(d.trackingNumber)}`,
  'order.delivered': (d) => `Delivered: the ${text(d.carrier)} parcel ${text(d.trackingNumber)}`,
  'order.cancelled': (d) =>
    `Cancelled (${text(d.reason)}); ${d.voided ? 'the charge was voided' : `${formatMoney(count(d.refundedCents))} refunded`}` +
    `${count(d.autoshipsEnded) > 0 ? `; ${plural(count(d.autoshipsEnded), 'autoship')} ended` : ''}; stock put back`,
  'order.refunded': (d) => `Refunded ${formatMoney(count(d.amountCents))} (${text(d.reason)})`,
  'order.refund_failed': (d) =>
    `A refund of ${formatMoney(count(d.amountCents))} failed: ${text(d.message)} Nothing was refunded.`,
  'order.confirmation_resent': (d) => `Confirmation mail sent again to ${text(d.to)}`,
  'customer.confirmation_resent': (d) => `Account confirmation mail sent again to ${text(d.to)}`,
  'customer.unlocked': () => 'Sign-in lock lifted',
  'account.role_changed': (d) => `Role changed from ${text(d.from)} to ${text(d.to)}`,
};

export const describeAction = (entry: Pick<AuditEntry, 'action' | 'detail'>): string =>
  DESCRIBE[entry.action]?.(entry.detail) ?? entry.action;

/** The order's placing first, then each recorded action, oldest first. */
export function orderTimeline(placed: { at: string; by: string; autoship: boolean }, entries: readonly AuditEntry[]) {
  const events: TimelineEvent[] = [
    { at: placed.at, who: placed.by, text: placed.autoship ? 'Placed by autoship' : 'Order placed' },
    ...entries.map((e) => ({ at: e.at, who: e.actor, text: describeAction(e) })),
  ];
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
