import { describe, expect, it } from 'vitest';
import { cardExpired, cardProblems, savedCardLabel, TEST_CARDS } from '../../src/lib/checkout/cards';

const now = new Date('2026-11-25T12:00:00Z');

describe('a saved card at the payment step', () => {
  it('reads as the brand, the last four digits and the expiry', () => {
    expect(savedCardLabel({ brand: 'Visa', last4: '4242', expMonth: 3, expYear: 2029 })).toBe(
      'Visa ending 4242, expires 03/2029',
    );
  });

  it('works to the end of its expiry month, and not after', () => {
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(12, 26, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
  });

  it('is the same rule a new card is checked by', () => {
    const card = { number: TEST_CARDS.approve, cvc: '123' };
    expect(cardProblems({ ...card, expMonth: 10, expYear: 2026 }, now).map((p) => p.field)).toEqual(['expiry']);
    expect(cardProblems({ ...card, expMonth: 11, expYear: 2026 }, now)).toEqual([]);
  });
});
