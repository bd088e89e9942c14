import { describe, expect, it, vi } from 'vitest';
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

  it('always shows two decimals, for whole dollars, single cents and millions alike', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(1199)).toBe('$11.99');
    expect(formatMoney(100_000_000)).toBe('$1,000,000.00');
    expect(formatMoney({ amount: '68.9', currencyCode: 'USD' })).toBe('$68.90');
  });

  it('formats a whole page of prices without building a formatter for each', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    for (let price = 0; price < 100; price += 1) formatMoney(price * 101);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
