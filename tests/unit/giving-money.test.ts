import { describe, expect, it } from 'vitest';
import {
  convertDollars,
  fromCents,
  hasAtMostTwoDecimals,
  roundDollars,
  roundUpToTenth,
  toCents,
} from '../../src/lib/giving/money';

describe('giving money: dollars rounded to 2 decimals (spec 001 §5)', () => {
  it('rounds half a cent up without float drift', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(roundDollars(0.1 + 0.2)).toBe(0.3);
    expect(roundDollars(12.99 * 0.01)).toBe(0.13);
    expect(roundDollars(2.675)).toBe(2.68);
    expect(roundDollars(0.004)).toBe(0);
    expect(fromCents(1299)).toBe(12.99);
  });

  it('refuses what is not an amount', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('knows an amount with at most 2 decimals', () => {
    expect(hasAtMostTwoDecimals(0.12)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(12)).toBe(true);
    expect(hasAtMostTwoDecimals(0.125)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });

  it('is USD by default, with an optional conversion rate', () => {
    expect(convertDollars(1.234)).toBe(1.23);
    expect(convertDollars(1.234, 1)).toBe(1.23);
    expect(convertDollars(10, 1.3456)).toBe(13.46);
    expect(convertDollars(0.13, 0.5)).toBe(0.07);
    expect(() => convertDollars(1, 0)).toThrow(RangeError);
    expect(() => convertDollars(1, -2)).toThrow(RangeError);
  });
});

describe('the rounding helper of spec 001 §5', () => {
  it('adds 0.05 to a value whose remainder mod 0.1 is under 0.05, then keeps one decimal', () => {
    expect(roundUpToTenth(1.23)).toBe(1.3); // 1.28 → 1.3
    expect(roundUpToTenth(1.2)).toBe(1.3); // 1.25 → 1.3
    expect(roundUpToTenth(1.24)).toBe(1.3); // 1.29 → 1.3
    expect(roundUpToTenth(1.27)).toBe(1.3); // remainder 0.07: nothing added
    expect(roundUpToTenth(1.25)).toBe(1.3); // remainder 0.05: nothing added
    expect(roundUpToTenth(0)).toBe(0.1);
    expect(roundUpToTenth(0.3)).toBe(0.4); // 0.3 % 0.1 is 0.09999… in binary; in cents it is 0
    expect(roundUpToTenth(9.99)).toBe(10);
  });
});
