// The product card's promotional lines (spec 000 §2 Product card, §9): shipping against the free-shipping minimum,
// and the extra 5% of autoship. Staff (HPSF) see none of them.
import { spokenList } from '../site/spoken-list';

export const AUTOSHIP_EXTRA_SAVING = 0.05;
export const AUTOSHIP_PROMO = 'Autoship saves an extra 5%';
export const HAWAII_DELIVERY_NOTE = 'See checkout for delivery date';

export type PurchaseType = 'autoship' | 'single';
export const PURCHASE_LABELS: Record<PurchaseType, string> = { autoship: 'Autoship', single: 'Single Purchase' };

/** Below the minimum the shopper is told the threshold; at or above it, that this item ships free. */
export function shippingPromo(priceCents: number, freeShippingMinimumDollars: number): string {
  return priceCents >= Math.round(freeShippingMinimumDollars * 100)
    ? 'Eligible for free 2-5 day shipping'
    : `Free 2-5 day shipping on orders over $${Number.isInteger(freeShippingMinimumDollars) ? freeShippingMinimumDollars : freeShippingMinimumDollars.toFixed(2)}`;
}

/** The autoship price: 5% off, rounded to the cent. */
export const autoshipPriceCents = (priceCents: number) => Math.round(priceCents * (1 - AUTOSHIP_EXTRA_SAVING));

/** A card's promotions; a product that does not count toward the free-shipping minimum promises no free shipping. */
export function cardPromos(input: {
  priceCents: number;
  hasAutoship: boolean;
  freeShippingMinimum: number;
  staff: boolean;
  countsTowardFreeShipping?: boolean;
}): string[] {
  if (input.staff) return [];
  return [
    ...(input.countsTowardFreeShipping === false ? [] : [shippingPromo(input.priceCents, input.freeShippingMinimum)]),
    ...(input.hasAutoship ? [AUTOSHIP_PROMO] : []),
  ];
}

/**
 * How often an autoship can come, in the product page's words: "every 2, 4, 6 or 8 weeks" from plans named "Every 2
 * weeks" … "Every 8 weeks"; plans named otherwise are listed by name ("every 2 weeks or monthly").
 */
export function deliveryChoices(planNames: readonly string[]): string {
  const names = planNames.map((name) => name.trim().toLowerCase()).filter(Boolean);
  const weeks = names.flatMap((name) => /^every (\d+) weeks?$/.exec(name)?.[1] ?? []);
  if (names.length > 1 && weeks.length === names.length) return `every ${spokenList(weeks, 'or')} weeks`;
  return spokenList(names, 'or');
}
