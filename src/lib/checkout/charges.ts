// What an order adds on top of its goods (spec 000 §9; issue: checkout shipping and tax): home shipping is free once
// the free-shipping minimum is earned and a flat rate below it; Alaska and Hawaii add a $4 service charge either way;
// tax is estimated from the destination state's base sales-tax rate on the goods after discounts and on shipping.
import { isRemoteState } from '../site/us-states';

export const FLAT_SHIPPING_CENTS = 599;
export const REMOTE_STATE_CHARGE_CENTS = 400;

/** Base state sales-tax rates in percent, an estimate shown before paying; local taxes are not added. */
const STATE_TAX_PERCENT: Record<string, number> = {
  AL: 4,
  AK: 0,
  AZ: 5.6,
  AR: 6.5,
  CA: 7.25,
  CO: 2.9,
  CT: 6.35,
  DE: 0,
  DC: 6,
  FL: 6,
  GA: 4,
  HI: 4,
  ID: 6,
  IL: 6.25,
  IN: 7,
  IA: 6,
  KS: 6.5,
  KY: 6,
  LA: 4.45,
  ME: 5.5,
  MD: 6,
  MA: 6.25,
  MI: 6,
  MN: 6.875,
  MS: 7,
  MO: 4.225,
  MT: 0,
  NE: 5.5,
  NV: 6.85,
  NH: 0,
  NJ: 6.625,
  NM: 4.875,
  NY: 4,
  NC: 4.75,
  ND: 5,
  OH: 5.75,
  OK: 4.5,
  OR: 0,
  PA: 6,
  RI: 7,
  SC: 6,
  SD: 4.2,
  TN: 7,
  TX: 6.25,
  UT: 6.1,
  VT: 6,
  VA: 5.3,
  WA: 6.5,
  WV: 6,
  WI: 5,
  WY: 4,
};

export const taxPercent = (provinceCode: string): number => STATE_TAX_PERCENT[provinceCode] ?? 0;

export function shippingCents(freeShippingEarned: boolean, provinceCode: string): number {
  return (freeShippingEarned ? 0 : FLAT_SHIPPING_CENTS) + (isRemoteState(provinceCode) ? REMOTE_STATE_CHARGE_CENTS : 0);
}

export function taxCents(goodsCents: number, shipping: number, provinceCode: string): number {
  return Math.round(((goodsCents + shipping) * taxPercent(provinceCode)) / 100);
}

export type OrderCharges = { shippingCents: number; taxCents: number; totalCents: number };

/** `goodsCents` is the subtotal less every discount. */
export function orderCharges(goodsCents: number, freeShippingEarned: boolean, provinceCode: string): OrderCharges {
  const shipping = shippingCents(freeShippingEarned, provinceCode);
  const tax = taxCents(goodsCents, shipping, provinceCode);
  return { shippingCents: shipping, taxCents: tax, totalCents: goodsCents + shipping + tax };
}
