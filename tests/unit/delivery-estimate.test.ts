// The delivery estimate after an order (issue 36 item 12): 2 to 5 business days, weekends skipped.
import { describe, expect, it } from 'vitest';
import { deliveryEstimate, deliveryWindow } from '../../src/lib/checkout/delivery-estimate';

describe('the delivery estimate of a placed order', () => {
  it('counts 2 to 5 business days from a Monday', () => {
    const { first, last } = deliveryWindow(new Date('2026-11-30T15:00:00Z'));
    expect(first.toISOString().slice(0, 10)).toBe('2026-12-02');
    expect(last.toISOString().slice(0, 10)).toBe('2026-12-07');
  });

  it('skips the weekend for an order placed on a Saturday', () => {
    expect(deliveryEstimate(new Date('2026-11-28T23:30:00Z'))).toBe('Tue, Dec 1 – Fri, Dec 4');
  });

  it('skips the weekend for an order placed on a Friday', () => {
    expect(deliveryEstimate(new Date('2026-11-27T09:00:00Z'))).toBe('Tue, Dec 1 – Fri, Dec 4');
  });
});
