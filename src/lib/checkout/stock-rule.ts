// Which cart lines the stock check looks at (spec 001 §5): lines with a SKU whose product type is not one the check
// leaves out, counted per SKU (the same food on autoship and bought once is one need). It needs a ZIP and a
// destination, HOME or CLINIC.
/** What the shopper is told when an order went ahead without the stock service. */
export const STOCK_FALLBACK_NOTE =
  'We could not confirm stock just now. Your order is placed, and we will email you if any item is delayed.';

export const STOCK_EXEMPT_TYPES: readonly string[] = ['Gift Card', 'Donation'];

export type StockLine = { sku: string; productType: string; quantity: number; title: string };
export type StockNeed = { sku: string; quantity: number; title: string };

export function stockNeeds(lines: readonly StockLine[], exempt: readonly string[] = STOCK_EXEMPT_TYPES): StockNeed[] {
  const needs = new Map<string, StockNeed>();
  for (const line of lines) {
    if (!line.sku || exempt.includes(line.productType)) continue;
    const need = needs.get(line.sku);
    needs.set(line.sku, { sku: line.sku, title: line.title, quantity: (need?.quantity ?? 0) + line.quantity });
  }
  return [...needs.values()];
}

/** The needs the region cannot meet, each with what it has. */
export function shortages(
  needs: readonly StockNeed[],
  onHand: ReadonlyMap<string, number>,
): (StockNeed & { available: number })[] {
  return needs.flatMap((need) => {
    const available = onHand.get(need.sku) ?? 0;
    return available < need.quantity ? [{ ...need, available }] : [];
  });
}
