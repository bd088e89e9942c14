// The words the back office shows for an order's states, as Shopify admin names them.
export const FULFILLMENT_WORDS: Record<string, string> = {
  UNFULFILLED: 'Unfulfilled',
  PARTIALLY_FULFILLED: 'Partially fulfilled',
  FULFILLED: 'Fulfilled',
};

export const FINANCIAL_WORDS: Record<string, string> = {
  PAID: 'Paid',
  PARTIALLY_REFUNDED: 'Partially refunded',
  REFUNDED: 'Refunded',
  VOIDED: 'Voided',
};

export const STATUS_FILTER_WORDS: Record<string, string> = {
  open: 'Open (not yet fulfilled)',
  unfulfilled: 'Unfulfilled',
  partially_fulfilled: 'Partially fulfilled',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  refunded: 'Refunded (in part or whole)',
};

/** A query string for the order list, keeping its filters and changing the page. */
export function listHref(base: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const query = next.toString();
  return query ? `${base}?${query}` : base;
}

/** A moment as the back office shows it: "Nov 29, 2026, 3:04 AM UTC", in UTC so every operator reads the same. */
export const stamp = (iso: string): string =>
  `${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
