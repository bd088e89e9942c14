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

/** The code a line takes: the one covering it with the highest percent, the first listed on a tie. */
function bestCodeFor(line: PricedLine, codes: readonly DiscountDefinition[]): DiscountDefinition | null {
  let best: DiscountDefinition | null = null;
  for (const c of codes)
    if ((c.appliesTo === 'all' || line.autoship) && c.percent > 0 && (!best || c.percent > best.percent)) best = c;
  return best;
}

/** What each applicable code takes off, in cents; a code that wins no line takes nothing. */
export function savingsByCode(lines: readonly PricedLine[], codes: readonly DiscountDefinition[]): Map<string, number> {
  const savings = new Map(codes.map((c) => [c.code, 0]));
  for (const line of lines) {
    const best = bestCodeFor(line, codes);
    if (best)
      savings.set(best.code, (savings.get(best.code) ?? 0) + percentOf(lineCost(line).subtotalCents, best.percent));
  }
  return savings;
}

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
    discountCodesCents += percentOf(lineSubtotal, bestCodeFor(line, codes)?.percent ?? 0);
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
