// What the shopper pays, shown before paying (issue: shipping and tax): the cart's goods after its discounts, home
// shipping (free once the free-shipping minimum is earned, a flat rate below it), shipping to a clinic free, the $4
// service charge on anything shipped to Alaska or Hawaii (a clinic there too), and tax estimated for the destination
// state. Amounts are integer cents.
import { freeShippingProgress, type TrackedLine } from '../cart/free-shipping';
import type { OrderTotals } from '../orders/types';
import type { ShippingLocation } from './attributes';
import { orderCharges } from './charges';

export type SummaryInput = {
  subtotalCents: number;
  /** every discount, the program's included */
  discountCents: number;
  /** the staff program's part of discountCents */
  programDiscountCents?: number;
  lines: readonly TrackedLine[];
  freeShippingMinimum: number;
  excludedType: string | null;
  location: ShippingLocation;
  provinceCode: string | null;
};

export type CheckoutSummary = {
  subtotalCents: number;
  discountCents: number;
  programDiscountCents: number;
  goodsCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  freeShipping: boolean;
  taxKnown: boolean;
};

export function checkoutSummary(input: SummaryInput): CheckoutSummary {
  const goodsCents = input.subtotalCents - input.discountCents;
  const freeShipping =
    input.location === 'ship_to_work' ||
    freeShippingProgress(input.lines, input.freeShippingMinimum, input.excludedType).earned;
  // Until the address is known, no state's tax or remote charge is added.
  const charges = orderCharges(goodsCents, freeShipping, input.provinceCode ?? '');
  return {
    subtotalCents: input.subtotalCents,
    discountCents: input.discountCents,
    programDiscountCents: input.programDiscountCents ?? 0,
    goodsCents,
    ...charges,
    freeShipping,
    taxKnown: input.provinceCode !== null,
  };
}

/** A placed order's summary, as its confirmation shows it again: the amounts it was placed with, tax known. */
export const summaryOfPlacedOrder = (totals: OrderTotals): CheckoutSummary => ({
  subtotalCents: totals.subtotalCents,
  discountCents: totals.discountCents,
  programDiscountCents: totals.programDiscountCents,
  goodsCents: totals.subtotalCents - totals.discountCents,
  shippingCents: totals.shippingCents,
  taxCents: totals.taxCents ?? 0,
  totalCents: totals.totalCents,
  freeShipping: totals.shippingCents === 0,
  taxKnown: true,
});
