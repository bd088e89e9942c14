// The autoship scheduler's rules (issue: autoship engine): when an autoship is due, where its next date moves after an
// order, what a declined card leads to, and the attempt key that keeps one delivery to one order.
import { describe, expect, it } from 'vitest';
import {
  afterDecline,
  CLAIM_MINUTES,
  deliveryKey,
  isDue,
  MAX_PAYMENT_TRIES,
  nextAfterOrder,
  RETRY_AFTER_HOURS,
} from '../../src/lib/autoship/engine-rules';

describe('due (issue: places each subscription’s next order when due)', () => {
  it.each([
    ['2026-03-07', '2026-03-08', true],
    ['2026-03-08', '2026-03-08', true],
    ['2026-03-09', '2026-03-08', false],
    ['2026-12-31', '2027-01-01', true],
    ['2027-01-01', '2026-12-31', false],
  ])('next order %s is due on %s: %s', (next, today, due) => {
    expect(isDue(next, today)).toBe(due);
  });
});

describe('the next date after an order', () => {
  it('is one interval after the date it was due, when that is after today', () => {
    expect(nextAfterOrder('2026-03-08', 28, '2026-03-08')).toBe('2026-04-05');
    expect(nextAfterOrder('2026-03-08', 14, '2026-03-10')).toBe('2026-03-22');
    expect(nextAfterOrder('2026-12-20', 28, '2026-12-20')).toBe('2027-01-17');
    expect(nextAfterOrder('2028-02-01', 28, '2028-02-01')).toBe('2028-02-29');
  });

  it('keeps to the schedule when a send-now or a late pass orders early or late: the first date after today', () => {
    // Five weeks late on a four-week autoship: the date four weeks on is already past, so eight weeks on.
    expect(nextAfterOrder('2026-01-01', 28, '2026-02-05')).toBe('2026-02-26');
    // Exactly one interval late: that date is today, which is not after today.
    expect(nextAfterOrder('2026-01-01', 28, '2026-01-29')).toBe('2026-02-26');
    expect(nextAfterOrder('2026-01-01', 7, '2026-03-01')).toBe('2026-03-05');
  });

  it('is always after today and on the schedule of the date it was due', () => {
    const due = '2026-05-10';
    for (const frequency of [7, 14, 28, 42, 56]) {
      for (let late = 0; late <= 120; late += 3) {
        const today = new Date(Date.parse(`${due}T00:00:00Z`) + late * 86_400_000).toISOString().slice(0, 10);
        const next = nextAfterOrder(due, frequency, today);
        expect(next > today).toBe(true);
        const days = (Date.parse(`${next}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / 86_400_000;
        expect(days % frequency).toBe(0);
        expect(days - frequency <= late).toBe(true);
      }
    }
  });
});

describe('a declined card (issue: retries a declined payment with a notice)', () => {
  const now = new Date('2026-03-08T09:30:00.000Z');

  it('is tried again a day later, counting the failed tries', () => {
    expect(RETRY_AFTER_HOURS).toBe(24);
    expect(afterDecline(0, '2026-03-08', 28, '2026-03-08', now)).toEqual({
      kind: 'retry',
      failedAttempts: 1,
      retryAt: new Date('2026-03-09T09:30:00.000Z'),
    });
    expect(afterDecline(1, '2026-03-08', 28, '2026-03-09', new Date('2026-03-09T09:30:01.000Z'))).toEqual({
      kind: 'retry',
      failedAttempts: 2,
      retryAt: new Date('2026-03-10T09:30:01.000Z'),
    });
  });

  it(`skips that delivery on the third decline and moves on to the next date on the schedule`, () => {
    expect(MAX_PAYMENT_TRIES).toBe(3);
    expect(afterDecline(2, '2026-03-08', 28, '2026-03-10', now)).toEqual({ kind: 'skip', nextOrderDate: '2026-04-05' });
    expect(afterDecline(5, '2026-03-08', 28, '2026-04-05', now)).toEqual({ kind: 'skip', nextOrderDate: '2026-05-03' });
  });
});

describe('the attempt key of a delivery', () => {
  it('is autoship:<id>:<n>, the autoship’s n-th order, different for each delivery and each autoship', () => {
    expect(deliveryKey('3f2a', 1)).toBe('autoship:3f2a:1');
    expect(deliveryKey('3f2a', 13)).toBe('autoship:3f2a:13');
    expect(new Set([deliveryKey('a', 1), deliveryKey('a', 2), deliveryKey('b', 1)]).size).toBe(3);
  });

  it('a claim lasts minutes, far less than the day a declined card waits', () => {
    expect(CLAIM_MINUTES).toBeGreaterThan(0);
    expect(CLAIM_MINUTES * 60).toBeLessThan(RETRY_AFTER_HOURS * 3600);
  });
});
