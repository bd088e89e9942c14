// When an autoship comes (spec 000 §3 Subscription: frequency_days, every_period, start_date): dates are calendar
// days (YYYY-MM-DD, UTC). Skipping moves the next order on by one interval; changing the frequency keeps the next
// order date unless it would now be later than one new interval from today.
const DAY_MS = 86_400_000;

export const isoDate = (when: Date): string => when.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** The next order after skipping one: one interval later than the one skipped. */
export const nextAfterSkip = (nextOrderDate: string, frequencyDays: number): string =>
  addDays(nextOrderDate, frequencyDays);

/** A shorter frequency brings the next order forward to at most one new interval from today; a longer one keeps it. */
export function nextAfterFrequencyChange(nextOrderDate: string, newFrequencyDays: number, today: string): string {
  const latest = addDays(today, newFrequencyDays);
  return nextOrderDate > latest ? latest : nextOrderDate;
}

/** A reactivated autoship starts again one interval from today. */
export const nextAfterReactivate = (frequencyDays: number, today: string): string => addDays(today, frequencyDays);

/** The subscription service's frequency: weeks when it divides evenly, otherwise days. */
export function everyPeriod(frequencyDays: number): { every: number; every_period: 'week' | 'day' } {
  return frequencyDays % 7 === 0
    ? { every: frequencyDays / 7, every_period: 'week' }
    : { every: frequencyDays, every_period: 'day' };
}

/** "Every 4 weeks", "Every week", "Every 10 days". */
export function frequencyLabel(frequencyDays: number): string {
  const { every, every_period } = everyPeriod(frequencyDays);
  return every === 1 ? `Every ${every_period}` : `Every ${every} ${every_period}s`;
}
