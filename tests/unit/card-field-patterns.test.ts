// The card fields' `pattern` attributes, compiled as Chromium compiles them: anchored, with the `v` flag.
import { describe, expect, it } from 'vitest';
import { CARD_FIELD_PATTERNS, TEST_CARDS } from '../../src/lib/checkout/cards';

const asBrowser = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

describe('card field patterns (issue: payment through a test gateway)', () => {
  it.each(Object.entries(CARD_FIELD_PATTERNS))('the %s pattern compiles with the v flag', (_, pattern) => {
    expect(() => asBrowser(pattern)).not.toThrow();
  });

  it('takes a card number as shoppers type it: digits, spaces or dashes', () => {
    const number = asBrowser(CARD_FIELD_PATTERNS.number);
    expect(number.test(TEST_CARDS.approve)).toBe(true);
    expect(number.test('4242 4242 4242 4242')).toBe(true);
    expect(number.test('4242-4242-4242-4242')).toBe(true);
    expect(number.test('4242 4242 abcd 4242')).toBe(false);
    expect(number.test('4242')).toBe(false);
  });

  it('takes an expiry as MM/YY or MM/YYYY and a three- or four-digit code', () => {
    expect(asBrowser(CARD_FIELD_PATTERNS.expiry).test('12 / 29')).toBe(true);
    expect(asBrowser(CARD_FIELD_PATTERNS.expiry).test('1/2031')).toBe(true);
    expect(asBrowser(CARD_FIELD_PATTERNS.expiry).test('1229')).toBe(false);
    expect(asBrowser(CARD_FIELD_PATTERNS.cvc).test('123')).toBe(true);
    expect(asBrowser(CARD_FIELD_PATTERNS.cvc).test('12')).toBe(false);
  });
});
