// The product analytics item of spec 001 §3 ("Cart line and product analytics item") and the data-layer push of
// spec 001 §7 ("Analytics"): events go to `window.dataLayer` for the tag manager.
import type { LineItem } from '../cart/types';
import { cents } from '../site/money';

export type AnalyticsItem = {
  item_id: string;
  name: string;
  brand: string;
  category: string;
  variant: string;
  price: number;
  quantity: number;
  discount: number;
  index: number;
};

export type ItemSource = {
  sku: string;
  title: string;
  brand: string;
  productType: string;
  variantTitle: string;
  priceCents: number;
  quantity: number;
  discountCents?: number;
  index?: number;
};

const dollars = (cents: number) => Math.round(cents) / 100;

export function analyticsItem(source: ItemSource): AnalyticsItem {
  return {
    item_id: source.sku,
    name: source.title,
    brand: source.brand,
    category: source.productType,
    variant: source.variantTitle,
    price: dollars(source.priceCents),
    quantity: source.quantity,
    discount: dollars(source.discountCents ?? 0),
    index: source.index ?? 0,
  };
}

/** A cart line as an analytics item: its sku, product and unit price, for the quantity that moved. */
export function lineAnalyticsItem(
  line: Pick<LineItem, 'variant' | 'product' | 'cost'>,
  quantity: number,
): AnalyticsItem {
  const { variant, product } = line;
  return analyticsItem({
    sku: variant.sku,
    title: product.title,
    brand: product.brand,
    productType: product.productType,
    variantTitle: variant.title,
    priceCents: cents(line.cost.amountPerQuantity),
    quantity,
  });
}

export type DataLayerEvent = { event: string } & Record<string, unknown>;

/** Pushes one event; a page without the tag manager still collects them, so nothing is lost when it loads late. */
export function pushEvent(event: DataLayerEvent): void {
  const target = window as unknown as { dataLayer?: unknown[] };
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}

export const cartEvent = (event: 'addToCart' | 'removeFromCart', items: AnalyticsItem[]): DataLayerEvent => ({
  event,
  ecommerce: { currency: 'USD', items },
});
