// The order confirmation mail (issue: after the order): what was ordered, where it goes and what it cost.
import { describeDonation } from '../giving/donation-text';
import type { OrderDonation } from '../giving/types';
import type { Mail } from '../mail/outbox.server';
import type { OrderLineRecord } from '../orders/record.server';
import { formatMoney } from '../site/money';
import type { CheckoutSummary } from './summary';
import { STOCK_FALLBACK_NOTE } from './stock-rule';

type Input = {
  to: string;
  name: string;
  firstName: string;
  lines: readonly OrderLineRecord[];
  summary: CheckoutSummary;
  address: { address1: string; address2: string | null; city: string; provinceCode: string; zip: string };
  stockFallback: boolean;
  /** what the order gives, when it gives anything */
  donation?: OrderDonation | null;
};

export function confirmationMail(input: Input): Mail {
  const items = input.lines.map(
    (l) =>
      `  ${l.quantity} × ${l.title} (${l.variantTitle})${l.sellingPlanId ? ', Autoship' : ''}: ${formatMoney(l.unitCents * l.quantity)}`,
  );
  const s = input.summary;
  const a = input.address;
  const giving = input.donation
    ? describeDonation(input.donation.totalDonationAmount, input.donation.donationRecipients)
    : null;
  const body = [
    `Hi ${input.firstName},`,
    '',
    `Thank you for your order ${input.name}. We are getting it ready.`,
    '',
    ...items,
    '',
    `Subtotal: ${formatMoney(s.subtotalCents)}`,
    ...(s.discountCents > 0 ? [`Discounts: -${formatMoney(s.discountCents)}`] : []),
    `Shipping: ${s.shippingCents === 0 ? 'Free' : formatMoney(s.shippingCents)}`,
    `Estimated tax: ${formatMoney(s.taxCents)}`,
    `Total: ${formatMoney(s.totalCents)}`,
    ...(giving ? ['', `Thank you for giving: ${giving}, at no extra cost to you.`] : []),
    '',
    'Shipping to:',
    `  ${a.address1}${a.address2 ? `, ${a.address2}` : ''}`,
    `  ${a.city}, ${a.provinceCode} ${a.zip}`,
    ...(input.stockFallback ? ['', STOCK_FALLBACK_NOTE] : []),
  ].join('\n');
  return { to: input.to, subject: `Your order ${input.name}`, body };
}
