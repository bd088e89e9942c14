// What an order adds to its goods (spec 000 §9: "Alaska and Hawaii service charge $4", the free-shipping minimum):
// free or flat shipping, the $4 charge, and tax by the destination state.
import { describe, expect, it } from 'vitest';
import {
  FLAT_SHIPPING_CENTS,
  REMOTE_STATE_CHARGE_CENTS,
  orderCharges,
  shippingCents,
  taxCents,
  taxPercent,
} from '../../src/lib/checkout/charges';

describe('shipping (spec 000 §9)', () => {
  it('is free once the free-shipping minimum is earned and $5.99 below it', () => {
    expect(shippingCents(true, 'CO')).toBe(0);
    expect(shippingCents(false, 'CO')).toBe(599);
    expect(FLAT_SHIPPING_CENTS).toBe(599);
  });

  it('adds the $4 Alaska and Hawaii service charge whether or not shipping is free', () => {
    expect(REMOTE_STATE_CHARGE_CENTS).toBe(400);
    expect(shippingCents(true, 'AK')).toBe(400);
    expect(shippingCents(true, 'HI')).toBe(400);
    expect(shippingCents(false, 'AK')).toBe(599 + 400);
    expect(shippingCents(false, 'HI')).toBe(599 + 400);
  });

  it('adds no service charge for the other states, nor for a missing one', () => {
    for (const state of ['CA', 'NY', 'TX', 'WA', 'OR', '']) expect(shippingCents(true, state)).toBe(0);
  });
});

describe('tax by state', () => {
  it('charges a tax state its rate on the goods after discounts and on shipping, to the nearest cent', () => {
    expect(taxPercent('CA')).toBe(7.25);
    expect(taxCents(10_000, 0, 'CA')).toBe(725);
    expect(taxCents(1234, 599, 'CA')).toBe(133); // 18.33 × 7.25% = 1.3289…
    expect(taxCents(2277, 599, 'CO')).toBe(83); // 28.76 × 2.9% = 0.834…
  });

  it('rounds to the nearest cent, a half cent up', () => {
    expect(taxCents(1250, 0, 'CO')).toBe(36); // 36.25 cents
    expect(taxCents(1750, 0, 'NC')).toBe(83); // 83.125 cents
    expect(taxCents(10, 0, 'WI')).toBe(1); // 0.5 cent
    expect(taxCents(30, 0, 'WI')).toBe(2); // 1.5 cents
  });

  it.each(['OR', 'MT', 'NH', 'DE', 'AK'])('charges no tax in %s, a state without sales tax', (state) => {
    expect(taxPercent(state)).toBe(0);
    expect(taxCents(10_000, 599, state)).toBe(0);
  });

  it('charges no tax for a destination it does not know', () => {
    expect(taxCents(10_000, 599, 'ZZ')).toBe(0);
    expect(taxCents(10_000, 599, '')).toBe(0);
  });
});

describe('an order’s charges', () => {
  it.each([
    ['Colorado, free shipping', 6000, true, 'CO', { shippingCents: 0, taxCents: 174, totalCents: 6174 }],
    ['Colorado, flat shipping', 2277, false, 'CO', { shippingCents: 599, taxCents: 83, totalCents: 2959 }],
    ['Oregon, flat shipping, no tax', 2000, false, 'OR', { shippingCents: 599, taxCents: 0, totalCents: 2599 }],
    [
      'Alaska, free shipping, $4 charge, no tax',
      6000,
      true,
      'AK',
      { shippingCents: 400, taxCents: 0, totalCents: 6400 },
    ],
    [
      'Hawaii, flat shipping, $4 charge, 4% tax on all',
      2000,
      false,
      'HI',
      { shippingCents: 999, taxCents: 120, totalCents: 3119 },
    ],
  ] as const)('%s', (_where, goods, free, state, expected) => {
    const charges = orderCharges(goods, free, state);
    expect(charges).toEqual(expected);
    expect(charges.totalCents).toBe(goods + charges.shippingCents + charges.taxCents);
  });
});
