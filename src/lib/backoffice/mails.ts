// The mail a shopper gets when an operator acts on their order (issue 38 §2): it shipped (with the carrier's
// tracking link), it was cancelled, money was given back. Plain text with absolute links, like the confirmation.
import type { Mail } from '../mail/outbox.server';
import { formatMoney } from '../site/money';

type Common = {
  to: string;
  orderName: string;
  firstName: string;
  orderPath: string | null;
  link: (path: string) => string;
};

const closing = (c: Common) =>
  c.orderPath
    ? [`See your order: ${c.link(c.orderPath)}`]
    : [`Questions about your order? Write to us: ${c.link('/contact-us')}`];

export function shippedMail(
  c: Common & { items: string[]; carrier: string; trackingNumber: string; trackingUrl: string | null },
): Mail {
  const body = [
    `Hi ${c.firstName},`,
    '',
    `Good news: your order ${c.orderName} is on its way with ${c.carrier}.`,
    '',
    ...c.items.map((item) => `  ${item}`),
    '',
    `Tracking number: ${c.trackingNumber}`,
    ...(c.trackingUrl ? [`Follow your parcel: ${c.trackingUrl}`] : []),
    '',
    ...closing(c),
  ].join('\n');
  return { to: c.to, subject: `Your order ${c.orderName} has shipped`, body };
}

export function cancelledMail(c: Common & { refundedCents: number; voided: boolean }): Mail {
  const money = c.voided
    ? 'The charge on your card has been cancelled, so you will not pay for it.'
    : `We have refunded ${formatMoney(c.refundedCents)} to your card; it may take 5 to 10 business days to appear.`;
  const body = [
    `Hi ${c.firstName},`,
    '',
    `Your order ${c.orderName} has been cancelled. ${money}`,
    '',
    'Any autoship that began with this order has been cancelled too.',
    '',
    ...closing(c),
  ].join('\n');
  return { to: c.to, subject: `Your order ${c.orderName} was cancelled`, body };
}

export function refundMail(c: Common & { amountCents: number; reason: string }): Mail {
  const body = [
    `Hi ${c.firstName},`,
    '',
    `We have refunded ${formatMoney(c.amountCents)} for your order ${c.orderName} to your card (${c.reason}). It may take 5 to 10 business days to appear.`,
    '',
    ...closing(c),
  ].join('\n');
  return { to: c.to, subject: `A refund for your order ${c.orderName}`, body };
}
