// The shopper events of spec 001 §7 beside the cart's: viewItem on a product page, selectItem when a card is chosen
// from a list (with the list's item_list_id), the autoship call to action on a product page with its frequency, and
// the cart page's quantity changes as addToCart or removeFromCart.
import type { LineItem } from '../cart/types';
import { analyticsItem, cartEvent, lineAnalyticsItem, type AnalyticsItem, type DataLayerEvent } from './items';

/** Where a card was shown: the product listing, the search results, or one of a page's carousels (by its key). */
export type ItemList = { kind: 'listing' } | { kind: 'search' } | { kind: 'carousel'; page: string };

/** `product_listing`, `search_results`, or `recommended_products_homepage` for the home page's carousel. */
export function itemListId(list: ItemList): string {
  if (list.kind === 'listing') return 'product_listing';
  if (list.kind === 'search') return 'search_results';
  return `recommended_products_${list.page.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}

export const viewItemEvent = (item: AnalyticsItem): DataLayerEvent => ({
  event: 'viewItem',
  ecommerce: { currency: 'USD', value: item.price, items: [item] },
});

export const selectItemEvent = (listId: string, item: AnalyticsItem): DataLayerEvent => ({
  event: 'selectItem',
  ecommerce: { item_list_id: listId, items: [item] },
});

/** The shopper chose Autoship, or another frequency for it, on a product page. */
export const autoshipCtaEvent = (sku: string, frequency: string): DataLayerEvent => ({
  event: 'cta',
  cta_name: 'autoship',
  item_id: sku,
  frequency,
});

/**
 * A cart line that went from one quantity to another: addToCart for what was added, removeFromCart for what was
 * taken out, nothing when the quantity stayed (the server may have refused or capped the change).
 */
export function quantityChangeEvent(
  line: Pick<LineItem, 'variant' | 'product' | 'cost'>,
  before: number,
  after: number,
): DataLayerEvent | null {
  if (after === before) return null;
  const moved = Math.abs(after - before);
  return cartEvent(after > before ? 'addToCart' : 'removeFromCart', [lineAnalyticsItem(line, moved)]);
}

/** An analytics item read back from a page's data attribute; null unless every field has its type. */
export function analyticsItemFromJson(text: string | undefined): AnalyticsItem | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const strings = ['item_id', 'name', 'brand', 'category', 'variant'] as const;
  const numbers = ['price', 'quantity', 'discount', 'index'] as const;
  if (!strings.every((key) => typeof item[key] === 'string')) return null;
  if (!numbers.every((key) => typeof item[key] === 'number' && Number.isFinite(item[key]))) return null;
  return Object.fromEntries([...strings, ...numbers].map((key) => [key, item[key]])) as AnalyticsItem;
}

/** The size a card shows, as the item a selectItem names: its product, that size's sku and price, its place in the list. */
export function cardItem(
  product: { title: string; brand: string; productType: string },
  size: { sku: string; title: string; priceCents: number },
  index: number,
): AnalyticsItem {
  return analyticsItem({
    sku: size.sku,
    title: product.title,
    brand: product.brand,
    productType: product.productType,
    variantTitle: size.title,
    priceCents: size.priceCents,
    quantity: 1,
    index,
  });
}
