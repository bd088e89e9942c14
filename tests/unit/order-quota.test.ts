// The program's monthly quota on the customer (spec 000 §3 Customer profile: quotaMonth, quotaValue, quotaReached).
import { describe, expect, it } from 'vitest';
import { monthSpan, quotaMonthOf, quotaReached } from '../../src/lib/orders/quota';

describe('the monthly quota (spec 000 §3)', () => {
  it('counts calendar months in UTC', () => {
    expect(quotaMonthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(quotaMonthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    expect(monthSpan('2026-12')).toEqual({ from: '2026-12-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' });
    expect(monthSpan('2027-02')).toEqual({ from: '2027-02-01T00:00:00.000Z', to: '2027-03-01T00:00:00.000Z' });
  });

  it('is reached by a program member whose month came to the allowance; no allowance is no limit', () => {
    expect(quotaReached(50_000, 50_000, true)).toBe(true);
    expect(quotaReached(49_999, 50_000, true)).toBe(false);
    expect(quotaReached(90_000, 50_000, false)).toBe(false);
    expect(quotaReached(90_000, 0, true)).toBe(false);
  });
});
