// When the mail relay tries a queued mail again, and when it stops.
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs, shifted } from '../../src/lib/mail/delivery';

describe('retrying a mail', () => {
  it('waits longer after each failed attempt, and gives up after a few', () => {
    const waits = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1) / 60_000);
    expect(waits).toEqual([1, 4, 16, 64]);
  });

  it('keeps times as the ISO text the database holds', () => {
    expect(shifted(new Date('2025-01-01T00:00:00.000Z'), 90_000)).toBe('2025-01-01T00:01:30.000Z');
    expect(shifted(new Date('2025-01-01T00:00:00.000Z'), -1)).toBe('2024-12-31T23:59:59.999Z');
  });
});
