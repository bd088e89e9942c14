// An order's state after it is placed (issue 38 §2), as Shopify's order reports it: how much of it has shipped, what
// has happened to the money, and the one word a shopper reads in My Orders.

export type FulfillmentStatus = 'UNFULFILLED' | 'PARTIALLY_FULFILLED' | 'FULFILLED';
export type FinancialStatus = 'PAID' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'VOIDED';

type LineCounts = { quantity: number; shippedQuantity: number; refundedQuantity: number };

/** Shipped when every unit not refunded has left; partly when some have. */
export function fulfillmentStatusOf(lines: readonly LineCounts[]): FulfillmentStatus {
  const due = lines.reduce((sum, l) => sum + l.quantity - l.refundedQuantity, 0);
  const shipped = lines.reduce((sum, l) => sum + Math.min(l.shippedQuantity, l.quantity - l.refundedQuantity), 0);
  if (shipped === 0) return due === 0 && lines.some((l) => l.shippedQuantity > 0) ? 'FULFILLED' : 'UNFULFILLED';
  return shipped >= due ? 'FULFILLED' : 'PARTIALLY_FULFILLED';
}

/** What happened to the money: all of it kept, some or all given back, or the charge voided before it settled. */
export function financialStatusOf(order: {
  totalCents: number;
  refundedCents: number;
  voided: boolean;
}): FinancialStatus {
  if (order.voided) return 'VOIDED';
  if (order.refundedCents <= 0) return 'PAID';
  return order.refundedCents >= order.totalCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

export type ShopperStatus = 'Processing' | 'Partially shipped' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Refunded';

/** The word My Orders shows: cancelled and refunded first, then how far the parcels have come. */
export function shopperStatus(order: {
  cancelledAt: string | null;
  financialStatus: string;
  fulfillmentStatus: string;
  shipments: readonly { deliveredAt: string | null }[];
}): ShopperStatus {
  if (order.cancelledAt) return 'Cancelled';
  if (order.financialStatus === 'REFUNDED' && order.fulfillmentStatus === 'UNFULFILLED') return 'Refunded';
  if (order.fulfillmentStatus === 'PARTIALLY_FULFILLED') return 'Partially shipped';
  if (order.fulfillmentStatus === 'FULFILLED') {
    const delivered = order.shipments.length > 0 && order.shipments.every((s) => s.deliveredAt !== null);
    return delivered ? 'Delivered' : 'Shipped';
  }
  return 'Processing';
}
