// What the shopper reviewed, as a short key: every line's food, plan and quantity. Place Order sends it back, and an
// order whose cart no longer has exactly those lines is not placed, even when the total is the same (a line swapped
// for another of the same price).
import { createHash } from 'node:crypto';

export type ReviewedLine = { sku: string; quantity: number; sellingPlanId: string | null };

export function reviewedLinesKey(lines: readonly ReviewedLine[]): string {
  const text = lines
    .map((l) => `${l.sku}|${l.sellingPlanId ?? ''}|${l.quantity}`)
    .sort()
    .join('\n');
  return createHash('sha256').update(text).digest('base64url').slice(0, 32);
}

export const cartReviewedLines = (cart: {
  lineItems: readonly {
    variant: { sku: string };
    quantity: number;
    sellingPlanAllocation: { sellingPlan: { id: string } } | null;
  }[];
}): ReviewedLine[] =>
  cart.lineItems.map((l) => ({
    sku: l.variant.sku,
    quantity: l.quantity,
    sellingPlanId: l.sellingPlanAllocation?.sellingPlan.id ?? null,
  }));
