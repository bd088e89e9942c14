// "Bought before" on My Account (issue 42 §4): the products of a customer's past orders, the most recently bought
// first, each once, and only those the shop still sells on this site to this shopper. Each links to the size last
// bought while it is still sold, else to the product's first size.
import type { CatalogProduct, Image } from '../catalog/types';
import { ownPicture, variantHref } from '../catalog/variants';

/** A line of a past order, not cancelled: what was bought and when. */
export type Purchase = { handle: string; variantId: string; boughtAt: string };

export type BoughtProduct = { handle: string; title: string; href: string; image: Image | null; lastBoughtAt: string };

/** How many the shelf shows. */
export const BOUGHT_BEFORE_SHOWN = 8;

/** `purchases` newest first; `product` finds a product on this shopper's shelf by its handle. */
export function boughtBefore(
  purchases: readonly Purchase[],
  product: (handle: string) => CatalogProduct | undefined,
  shown = BOUGHT_BEFORE_SHOWN,
): BoughtProduct[] {
  const seen = new Set<string>();
  const products: BoughtProduct[] = [];
  for (const purchase of purchases) {
    if (products.length >= shown) break;
    if (seen.has(purchase.handle)) continue;
    seen.add(purchase.handle);
    const found = product(purchase.handle);
    const variant = found?.variants.find((v) => v.id === purchase.variantId) ?? found?.variants[0];
    if (!found || !variant) continue;
    products.push({
      handle: found.handle,
      title: found.title,
      href: variantHref(variant),
      image: ownPicture(variant, found.title) ?? found.featuredImage,
      lastBoughtAt: purchase.boughtAt,
    });
  }
  return products;
}
