// What a cart costs (spec 000 §2 Cart page, §9; API.md "Cart"). Autoship lines cost 5% less; each line gets the best
// applicable code that covers it; eligible clinic staff then get the program discount. Total Savings is everything
// the shopper saves against the regular (compare-at) price. All amounts are integer cents.
import { autoshipPriceCents } from '../catalog/promos';
import type { DiscountDefinition } from './discounts';

export type PricedLine = { quantity: number; priceCents: number; compareAtCents: number | null; autoship: boolean };

export function lineCost(line: PricedLine): { unitCents: number; subtotalCents: number } {
  const unitCents = line.autoship ? autoshipPriceCents(line.priceCents) : line.priceCents;
  return { unitCents, subtotalCents: unitCents * line.quantity };
}

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

export type CartCost = {
  subtotalCents: number;
  discountCodesCents: number;
  programDiscountCents: number;
  totalCents: number;
  totalSavingsCents: number;
};

/** `codes` are the applicable ones only; `programPercent` is 0 for anyone not eligible. */
export function cartCost(
  lines: readonly PricedLine[],
  codes: readonly DiscountDefinition[],
  programPercent: number,
): CartCost {
  let subtotalCents = 0;
  let discountCodesCents = 0;
  let regularCents = 0;
  for (const line of lines) {
    const { subtotalCents: lineSubtotal } = lineCost(line);
    subtotalCents += lineSubtotal;
    regularCents += Math.max(line.compareAtCents ?? 0, line.priceCents) * line.quantity;
    const best = Math.max(0, ...codes.filter((c) => c.appliesTo === 'all' || line.autoship).map((c) => c.percent));
    discountCodesCents += percentOf(lineSubtotal, best);
  }
  const programDiscountCents = percentOf(subtotalCents - discountCodesCents, programPercent);
  const totalCents = subtotalCents - discountCodesCents - programDiscountCents;
  return {
    subtotalCents,
    discountCodesCents,
    programDiscountCents,
    totalCents,
    totalSavingsCents: regularCents - totalCents,
  };
}
