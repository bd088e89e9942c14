// Dollar amounts of the giving service (spec 001 §5): rounded to 2 decimals, USD unless the store names another
// currency with a conversion rate. Worked out in whole cents, so 1.005 is 1.01 and 0.1 + 0.2 is 0.3, never 0.30000000000000004.
// Pure, shared by the service and the widget.

export const DEFAULT_CURRENCY = 'USD';

/**
 * A dollar amount in whole cents, half a cent rounded up. The product with 100 is read to 12 significant digits first:
 * 1.005 * 100 is 100.49999999999999 in binary, which is 100.5 as written.
 */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`not an amount of money: ${dollars}`);
  return Math.round(Number((dollars * 100).toPrecision(12))) || 0;
}

/** Cents as dollars: a number with at most 2 decimals. */
export const fromCents = (cents: number): number => Math.round(cents) / 100;

/** An amount of dollars rounded to 2 decimals. */
export const roundDollars = (dollars: number): number => fromCents(toCents(dollars));

/** Whether a number of dollars has at most 2 decimals (as confirmation data must). */
export const hasAtMostTwoDecimals = (dollars: number): boolean =>
  Number.isFinite(dollars) && Math.abs(dollars * 100 - toCents(dollars)) < 1e-6;

/** Dollars in the store's currency: `rate` units of it per US dollar (none or 1: USD), rounded to 2 decimals. */
export function convertDollars(dollars: number, rate?: number | null): number {
  if (rate === undefined || rate === null || rate === 1) return roundDollars(dollars);
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`not a conversion rate: ${rate}`);
  return roundDollars(dollars * rate);
}

/**
 * The rounding helper of spec 001 §5: a value whose remainder modulo 0.1 is under 0.05 gets 0.05 added, then one
 * decimal is kept (half up). So every value from 1.20 up to 1.29 becomes 1.3: the next tenth up, and a whole tenth
 * one more. In cents, so 0.3 stays 0.3 plus 0.05 and never drifts to 0.35000000000000003.
 */
export function roundUpToTenth(value: number): number {
  let cents = toCents(value);
  const remainder = ((cents % 10) + 10) % 10;
  if (remainder < 5) cents += 5;
  return Math.round(cents / 10) / 10;
}
