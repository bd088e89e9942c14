import { describe, expect, it } from 'vitest';
import { clampOnBlur, digitsOnly, showsAutoshipAlert, stepButtons } from '../../src/lib/cart/quantity-input';

describe('quantity input (spec 000 §5 Quantity input)', () => {
  it('keeps digits only while typing', () => {
    expect(digitsOnly('1a2')).toBe('12');
    expect(digitsOnly('-3')).toBe('3');
    expect(digitsOnly('2.5')).toBe('25');
    expect(digitsOnly('')).toBe('');
  });

  it('on blur turns a non-number or a value under the minimum into the minimum and caps at the maximum', () => {
    expect(clampOnBlur('', 1, 10)).toBe(1);
    expect(clampOnBlur('0', 1, 10)).toBe(1);
    expect(clampOnBlur('7', 1, 10)).toBe(7);
    expect(clampOnBlur('42', 1, 10)).toBe(10);
  });

  it('disables decrease at the minimum, increase at the maximum, and both when out of stock', () => {
    expect(stepButtons(1, 1, 10, false)).toEqual({ decrease: false, increase: true });
    expect(stepButtons(10, 1, 10, false)).toEqual({ decrease: true, increase: false });
    expect(stepButtons(4, 1, 10, true)).toEqual({ decrease: false, increase: false });
  });

  it('shows the autoship alert once an autoship line reaches the autoship maximum', () => {
    expect(showsAutoshipAlert(5, true, 5)).toBe(true);
    expect(showsAutoshipAlert(4, true, 5)).toBe(false);
    expect(showsAutoshipAlert(5, false, 5)).toBe(false);
  });
});
