// What every product card of a list shares, written once on the element that holds them (a listing's grid, a
// carousel's track) rather than on each card (src/lib/cart/size-choice.ts).
import { cardListData } from './size-choice';
import type { CatalogProduct } from '../catalog/types';
import { isStaffSite, type SiteId } from '../site/site';
import type { StockAtZip } from '../stock/stock';

/** What the cards of a list share: the free-shipping minimum, the stock at the shopper's ZIP and the site. */
export type CardListShared = { freeShippingMinimum: number; stock: StockAtZip; site: SiteId };

/** The list's data attributes. The store's autoship schedules are every product's. */
export function cardListAttributes(
  products: readonly CatalogProduct[],
  shared: CardListShared,
): Record<string, string> {
  const plans = products.flatMap((p) => p.variants).find((v) => v.sellingPlans.length > 0)?.sellingPlans ?? [];
  return cardListData({
    zip: shared.stock.zip,
    plans: plans.map(({ id, name }) => ({ id, name })),
    freeShippingMinimum: isStaffSite(shared.site) ? null : shared.freeShippingMinimum,
  });
}
