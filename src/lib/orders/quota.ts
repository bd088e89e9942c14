// The staff feeding program's monthly quota (spec 000 §3 Customer profile: quotaMonth, quotaValue, quotaReached): what
// a customer's orders of one calendar month (UTC) came to, counted after discounts and before shipping and tax, and
// whether a program member has reached the month's allowance.

/** The month an instant falls in, as `YYYY-MM` (UTC). */
export const quotaMonthOf = (now: Date): string => now.toISOString().slice(0, 7);

/** The month's first instant and the next month's first instant, as ISO strings (orders are stamped the same way). */
export function monthSpan(month: string): { from: string; to: string } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, index - 1, 1)).toISOString(),
    to: new Date(Date.UTC(year, index, 1)).toISOString(),
  };
}

/** A program member reaches the quota once the month's orders come to the allowance; no allowance (0) is no limit. */
export const quotaReached = (orderedCents: number, allowanceCents: number, programMember: boolean): boolean =>
  programMember && allowanceCents > 0 && orderedCents >= allowanceCents;
