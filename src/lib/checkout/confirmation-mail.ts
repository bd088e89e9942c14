// The order confirmation mail (issue: after the order): what was ordered, where it goes, when it should arrive and
// what it cost, with absolute links (a mail client has no page to resolve a path against): a customer's order, their
// giving and autoships, and for a guest the way to ask about it.
import { describeDonation } from '../giving/donation-text';
import type { OrderDonation } from '../giving/types';
import type { Mail } from '../mail/outbox.server';
import type { OrderLineRecord } from '../orders/record.server';
import { formatMoney } from '../site/money';
import type { CheckoutSummary } from './summary';
import { STOCK_FALLBACK_NOTE } from './stock-rule';
import { deliveryEstimate } from './delivery-estimate';

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
  orderId: string;
  /** Whether a signed-in customer placed it, so My Account holds it. */
  customer: boolean;
  placedAt: Date;
  /** A path of the shop as an absolute link. */
  link: (path: string) => string;
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
    `Tax: ${formatMoney(s.taxCents)}`,
    `Total: ${formatMoney(s.totalCents)}`,
    ...(giving
      ? [
          '',
          `Thank you for giving: ${giving}, at no extra cost to you.`,
          ...(input.customer ? [`See your giving: ${input.link('/account/giving')}`] : []),
        ]
      : []),
    '',
    'Shipping to:',
    `  ${a.address1}${a.address2 ? `, ${a.address2}` : ''}`,
    `  ${a.city}, ${a.provinceCode} ${a.zip}`,
    `Estimated delivery: ${deliveryEstimate(input.placedAt)}`,
    ...(input.stockFallback ? ['', STOCK_FALLBACK_NOTE] : []),
    '',
    ...(input.customer
      ? [
          `See your order: ${input.link(`/account/orders/${input.orderId}`)}`,
          ...(input.lines.some((l) => l.sellingPlanId)
            ? [`Manage your autoships: ${input.link('/account/autoships')}`]
            : []),
        ]
      : [`Questions about your order? Write to us: ${input.link('/contact-us')}`]),
  ].join('\n');
  return { to: input.to, subject: `Your order ${input.name}`, body };
}
