// The free-shipping tracker (spec 001 §4, §9): what is left to spend and how far along the bar is. Lines of the one
// excluded product type do not count; neither do lines with no positive subtotal.
export type TrackedLine = { productType: string; subtotalCents: number };

export type FreeShippingProgress = { earned: boolean; remainingCents: number; percent: number };

export function freeShippingProgress(
  lines: readonly TrackedLine[],
  minimumDollars: number,
  excludedType: string | null,
): FreeShippingProgress {
  const minimumCents = Math.round(minimumDollars * 100);
  const counted = lines
    .filter((l) => l.subtotalCents > 0 && (!excludedType || l.productType !== excludedType))
    .reduce((sum, l) => sum + l.subtotalCents, 0);
  const remainingCents = Math.max(0, minimumCents - counted);
  const percent = minimumCents <= 0 ? 100 : Math.min(100, (counted / minimumCents) * 100);
  return { earned: remainingCents <= 0, remainingCents, percent };
}

export const FREE_SHIPPING_EARNED = "You've earned free shipping!";

/** `$12.50 away from free shipping`: the remaining dollars with two decimals. */
export const remainingMessage = (remainingCents: number): string =>
  `You're $${(remainingCents / 100).toFixed(2)} away from free shipping`;

/** Bar heights of the two layouts, in pixels. */
export const TRACKER_BAR_HEIGHT = { full: 8, small: 6 } as const;
