import { describe, expect, it } from 'vitest';
import { cents, formatMoney, money } from '../../src/lib/site/money';

describe('money (spec 001 §5: dollar amounts to 2 decimals, USD)', () => {
  it('writes cents as a two-decimal USD amount', () => {
    expect(money(1250)).toEqual({ amount: '12.50', currencyCode: 'USD' });
    expect(money(5)).toEqual({ amount: '0.05', currencyCode: 'USD' });
    expect(money(0)).toEqual({ amount: '0.00', currencyCode: 'USD' });
  });

  it('reads an amount back into whole cents without float drift', () => {
    expect(cents({ amount: '19.99', currencyCode: 'USD' })).toBe(1999);
    expect(cents('0.29')).toBe(29);
  });

  it('formats for people with a dollar sign and thousands separators', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney({ amount: '4.00', currencyCode: 'USD' })).toBe('$4.00');
  });
});
