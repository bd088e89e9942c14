// When an order should arrive: standard shipping takes 2 to 5 business days (the delivery step's promise), counted
// from the day it is placed, weekends skipped. Said on the confirmation page and in its mail.
const FIRST_BUSINESS_DAY = 2;
const LAST_BUSINESS_DAY = 5;

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  for (let left = days; left > 0; ) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** The first and last day an order placed at `placedAt` should arrive. */
export function deliveryWindow(placedAt: Date): { first: Date; last: Date } {
  return { first: addBusinessDays(placedAt, FIRST_BUSINESS_DAY), last: addBusinessDays(placedAt, LAST_BUSINESS_DAY) };
}

/** "Tue, Dec 1 – Fri, Dec 4" */
export function deliveryEstimate(placedAt: Date): string {
  const { first, last } = deliveryWindow(placedAt);
  return `${DAY.format(first)} – ${DAY.format(last)}`;
}
