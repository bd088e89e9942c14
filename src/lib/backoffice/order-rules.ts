// What an operator may do to an order, and with how much (issue 38 §2): ship what has not shipped, cancel what has
// not left, refund no more than was paid. Pure: the order service reads the order, asks here, then writes.
import type { Order } from '../orders/types';
import { cents, formatMoney } from '../site/money';

export type LineState = {
  id: string;
  title: string;
  quantity: number;
  shippedQuantity: number;
  refundedQuantity: number;
  subtotalCents: number;
};

export type OrderState = {
  cancelledAt: string | null;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  refundedCents: number;
  lines: readonly LineState[];
};

export type LineCount = { lineId: string; quantity: number };

/** The state the rules read, from an order as the shop presents it (the back office's page and its answer). */
export function orderStateOf(order: Order): OrderState {
  return {
    cancelledAt: order.cancelledAt,
    subtotalCents: cents(order.subtotalPrice),
    shippingCents: cents(order.totalShippingPrice),
    totalCents: cents(order.totalPrice),
    refundedCents: cents(order.totalRefunded),
    lines: order.lineItems.map((l) => ({
      id: l.id,
      title: `${l.title} (${l.variantTitle})`,
      quantity: l.quantity,
      shippedQuantity: l.shippedQuantity,
      refundedQuantity: l.refundedQuantity,
      subtotalCents: cents(l.discountedTotal),
    })),
  };
}

export type Refusal = { ok: false; code: 'CONFLICT' | 'INVALID'; field: string[]; message: string };
const conflict = (field: string, message: string): Refusal => ({
  ok: false,
  code: 'CONFLICT',
  field: [field],
  message,
});
const invalid = (field: string, message: string): Refusal => ({ ok: false, code: 'INVALID', field: [field], message });

/** Units of a line still to ship: neither shipped nor refunded. */
export const openUnits = (line: LineState): number =>
  Math.max(0, line.quantity - line.shippedQuantity - line.refundedQuantity);

/** The lines a shipment carries: those asked (each at most what is still to ship), or everything still to ship. */
export function planShipment(
  order: OrderState,
  asked: readonly LineCount[] | undefined,
): { ok: true; lines: LineCount[] } | Refusal {
  if (order.cancelledAt) return conflict('orderId', 'This order was cancelled; it cannot be shipped.');
  if (!asked || asked.length === 0) {
    const lines = order.lines.filter((l) => openUnits(l) > 0).map((l) => ({ lineId: l.id, quantity: openUnits(l) }));
    return lines.length > 0
      ? { ok: true, lines }
      : conflict('orderId', 'Everything on this order has already shipped.');
  }
  const seen = new Set<string>();
  for (const want of asked) {
    const line = order.lines.find((l) => l.id === want.lineId);
    if (!line) return invalid('lines', 'That line is not on this order.');
    if (seen.has(want.lineId)) return invalid('lines', `${line.title} is listed twice.`);
    seen.add(want.lineId);
    if (want.quantity > openUnits(line))
      return conflict(
        'lines',
        openUnits(line) === 0
          ? `${line.title} has already shipped.`
          : `Only ${openUnits(line)} of ${line.title} are left to ship.`,
      );
  }
  return { ok: true, lines: asked.map((l) => ({ ...l })) };
}

/** An order may be cancelled until any of it has shipped; after that, it is refunded instead. */
export function cancelRefusal(order: OrderState): Refusal | null {
  if (order.lines.some((l) => l.shippedQuantity > 0))
    return conflict('orderId', 'Part of this order has shipped, so it cannot be cancelled. Refund it instead.');
  return null;
}

/** What is left of what was paid, to refund. */
export const refundableCents = (order: OrderState): number => Math.max(0, order.totalCents - order.refundedCents);

/**
 * What `quantity` units of a line paid: their share of the goods after discounts and with their tax, so refunding
 * every line gives back all but the shipping.
 */
export function lineRefundCents(order: OrderState, line: LineState, quantity: number): number {
  if (order.subtotalCents <= 0 || line.quantity <= 0) return 0;
  const goodsAndTax = order.totalCents - order.shippingCents;
  return Math.round(((line.subtotalCents / line.quantity) * quantity * goodsAndTax) / order.subtotalCents);
}

export type RefundAsk = { lines?: readonly LineCount[] | undefined; amountCents?: number | undefined };

/** How much a refund gives back and for which units; never more than is left of what was paid. */
export function planRefund(
  order: OrderState,
  ask: RefundAsk,
): { ok: true; amountCents: number; lines: LineCount[] } | Refusal {
  if (ask.lines && ask.lines.length > 0 && ask.amountCents !== undefined)
    return invalid('amount', 'Give either the lines to refund or an amount, not both.');
  const left = refundableCents(order);
  if (left === 0) return conflict('orderId', 'Everything paid for this order has already been refunded.');
  let amountCents = ask.amountCents ?? 0;
  const lines: LineCount[] = [];
  if (ask.lines && ask.lines.length > 0) {
    amountCents = 0;
    for (const want of ask.lines) {
      const line = order.lines.find((l) => l.id === want.lineId);
      if (!line) return invalid('lines', 'That line is not on this order.');
      if (lines.some((l) => l.lineId === want.lineId)) return invalid('lines', `${line.title} is listed twice.`);
      const refundable = line.quantity - line.refundedQuantity;
      if (want.quantity > refundable)
        return conflict(
          'lines',
          refundable === 0
            ? `${line.title} has already been refunded.`
            : `Only ${refundable} of ${line.title} can still be refunded.`,
        );
      amountCents += lineRefundCents(order, line, want.quantity);
      lines.push({ lineId: want.lineId, quantity: want.quantity });
    }
    // Rounding by line may pass the last cent left: the refund is what is left.
    amountCents = Math.min(amountCents, left);
  }
  if (!(amountCents > 0)) return invalid('amount', 'Choose the lines to refund or an amount above $0.00.');
  if (amountCents > left)
    return conflict('amount', `You can refund at most ${formatMoney(left)}: that is what is left of what was paid.`);
  return { ok: true, amountCents, lines };
}
