// Comparing foods side by side (issue 37): which SKUs a compare address names, and the figures each food is compared
// by. Pure, so the page, its tests and the browser's compare bar agree.
import type { ProductContent } from '../content/product-content';
import type { CatalogProduct, Variant } from './types';

export const MAX_COMPARED = 4;

/** The SKUs of `/compare?skus=…`: comma-separated, each once, in order, at most four; anything else left out. */
export function comparedSkus(param: string | null): string[] {
  const skus = (param ?? '')
    .split(',')
    .map((sku) => sku.trim())
    .filter((sku) => /^[A-Za-z0-9-]{1,64}$/.test(sku));
  return [...new Set(skus)].slice(0, MAX_COMPARED);
}

/** The address that compares these SKUs. */
export const compareHref = (skus: readonly string[]): string =>
  skus.length > 0 ? `/compare?skus=${skus.map(encodeURIComponent).join(',')}` : '/compare';

/** A nutrient's figure for the table: its minimum or maximum as a label states it. */
export function nutrientFigure(content: ProductContent | null, nutrient: string): number | null {
  const row = content?.analysis.find((r) => r.nutrient.toLowerCase() === nutrient.toLowerCase());
  return row ? (row.min ?? row.max ?? null) : null;
}

export type Compared = { product: CatalogProduct; variant: Variant; content: ProductContent | null };
