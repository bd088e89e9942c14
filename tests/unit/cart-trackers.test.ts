import { describe, expect, it } from 'vitest';
import { freeShippingProgress, remainingMessage, TRACKER_BAR_HEIGHT } from '../../src/lib/cart/free-shipping';
import { cartPounds, lineUnitPounds, showsCartWeight, withWeightAttributes } from '../../src/lib/cart/weight';

describe('free-shipping tracker (spec 001 §4, §9)', () => {
  it('subtracts positive line subtotals from the minimum and skips the excluded product type', () => {
    const lines = [
      { productType: 'Dry Food', subtotalCents: 2000 },
      { productType: 'Treats', subtotalCents: 900 },
      { productType: 'Wet Food', subtotalCents: -300 },
    ];
    expect(freeShippingProgress(lines, 50, 'Treats')).toEqual({ earned: false, remainingCents: 3000, percent: 40 });
    expect(freeShippingProgress(lines, 50, null).remainingCents).toBe(2100);
  });

  it('floors the remainder at 0, says free shipping is earned, and keeps the bar at 100%', () => {
    expect(freeShippingProgress([{ productType: 'Dry Food', subtotalCents: 6200 }], 50, null)).toEqual({
      earned: true,
      remainingCents: 0,
      percent: 100,
    });
  });

  it('states the remaining dollars with two decimals', () => {
    expect(remainingMessage(1250)).toBe("You're $12.50 away from free shipping");
    expect(remainingMessage(3000)).toBe("You're $30.00 away from free shipping");
  });

  it('draws the bar 8 px high in the full layout and 6 px in the small one', () => {
    expect(TRACKER_BAR_HEIGHT).toEqual({ full: 8, small: 6 });
  });
});

describe('cart weight (spec 000 §3 line attributes, §9 unit factors)', () => {
  it('is shown to clinic staff only, and never as 0 (issue 36: only where it matters)', () => {
    expect(showsCartWeight(true, 12.5)).toBe(true);
    expect(showsCartWeight(true, 0)).toBe(false);
    expect(showsCartWeight(false, 12.5)).toBe(false);
  });

  it('sums each line weight times quantity in pounds', () => {
    const lines = [
      {
        quantity: 2,
        attributes: [
          { key: '_weightValue', value: '15' },
          { key: '_weightUnit', value: 'lbs' },
        ],
      },
      {
        quantity: 4,
        attributes: [
          { key: '_weightValue', value: '5.5' },
          { key: '_weightUnit', value: 'oz' },
        ],
      },
      {
        quantity: 1,
        attributes: [
          { key: '_weightValue', value: '1' },
          { key: '_weightUnit', value: 'kg' },
        ],
      },
    ];
    expect(cartPounds(lines)).toBeCloseTo(30 + 4 * 5.5 * 0.0625 + 2.20462, 5);
  });

  it('counts a missing or unreadable weight as 0 and a missing unit as lbs', () => {
    expect(lineUnitPounds([])).toBe(0);
    expect(lineUnitPounds([{ key: '_weightValue', value: 'heavy' }])).toBe(0);
    expect(lineUnitPounds([{ key: '_weightValue', value: '3' }])).toBe(3);
  });

  it('fills in the weight attributes from the variant only where the caller sent none', () => {
    expect(withWeightAttributes([{ key: '_weightValue', value: '2' }], 15, 'lbs')).toEqual([
      { key: '_weightValue', value: '2' },
      { key: '_weightUnit', value: 'lbs' },
    ]);
  });
});
