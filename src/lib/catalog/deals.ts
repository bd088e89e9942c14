// Deals (spec 000 §3 Badge tags: `deal`, shown as "Deal"; §7 get-skus-with-deal). A variant is a deal when its tags
// carry badge::deal, or when editors list its SKU in a published skus_with_deal entry for the site.
import type { CatalogProduct } from './types';

const DEAL = 'deal';

/**
 * The products with the deal badge on every variant whose SKU is listed; a product with none of them is the same
 * object as before. SKUs that are not in `products` change nothing.
 */
export function withListedDeals(products: readonly CatalogProduct[], listed: Iterable<string>): CatalogProduct[] {
  const skus = new Set(listed);
  if (skus.size === 0) return [...products];
  return products.map((product) => {
    const marks = (sku: string, badgeTags: string[]) => skus.has(sku) && !badgeTags.includes(DEAL);
    if (!product.variants.some((v) => marks(v.sku, v.badgeTags))) return product;
    return {
      ...product,
      variants: product.variants.map((v) =>
        marks(v.sku, v.badgeTags) ? { ...v, badgeTags: [...v.badgeTags, DEAL] } : v,
      ),
    };
  });
}

/** The SKUs of the variants with the deal badge, in the catalogue's order, each once. */
export function dealSkusOf(products: readonly CatalogProduct[]): string[] {
  const skus = new Set<string>();
  for (const product of products)
    for (const variant of product.variants) if (variant.badgeTags.includes(DEAL)) skus.add(variant.sku);
  return [...skus];
}
