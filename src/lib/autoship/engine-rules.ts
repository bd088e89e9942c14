// The autoship scheduler's rules (issue: autoship engine): an autoship is due on its next order date; after an order
// the next date moves on by whole intervals past today; a declined card is tried again the next day, and after three
// declines that delivery is skipped, the schedule moves on and the customer is told.
import { addDays } from '../subscriptions/schedule';

export const CLAIM_MINUTES = 10;
export const RETRY_AFTER_HOURS = 24;
export const MAX_PAYMENT_TRIES = 3;

export const isDue = (nextOrderDate: string, today: string): boolean => nextOrderDate <= today;

/** The first date after today on the autoship's schedule, counted from the date it was due. */
export function nextAfterOrder(due: string, frequencyDays: number, today: string): string {
  let next = addDays(due, frequencyDays);
  while (next <= today) next = addDays(next, frequencyDays);
  return next;
}

export type DeclinePlan =
  | { kind: 'retry'; failedAttempts: number; retryAt: Date }
  | { kind: 'skip'; nextOrderDate: string };

export function afterDecline(
  failedAttempts: number,
  due: string,
  frequencyDays: number,
  today: string,
  now: Date,
): DeclinePlan {
  const attempts = failedAttempts + 1;
  if (attempts >= MAX_PAYMENT_TRIES) return { kind: 'skip', nextOrderDate: nextAfterOrder(due, frequencyDays, today) };
  return { kind: 'retry', failedAttempts: attempts, retryAt: new Date(now.getTime() + RETRY_AFTER_HOURS * 3_600_000) };
}

/**
 * The attempt key of one delivery, the autoship's `sequence`-th order: unique on orders, so whichever instances work
 * on the same autoship in the same state, only one of them can order that delivery.
 */
export const deliveryKey = (subscriptionId: string, sequence: number): string =>
  `autoship:${subscriptionId}:${sequence}`;
