// The browser side of the page events of spec 001 §7: viewItem once a product page is shown, selectItem when a
// shopper follows a card's link out of a list (listing, search results, carousel), naming the size the card shows,
// and addToCart when a card's Add to Cart has put that size in the cart.
import { CARD_ADDED, type CardAddition } from '../cart/card-cart';
import { chosenSize, SIZE_CARD } from '../cart/card-sizes';
import { autoshipPriceCents } from '../catalog/promos';
import { analyticsItemFromJson, cardItem, selectItemEvent, viewItemEvent } from './events';
import { analyticsItem, cartEvent, pushEvent } from './items';

/** The element that holds a product page's item, as JSON in this attribute. */
export const VIEW_ITEM_ATTRIBUTE = 'data-view-item';

export function reportViewItem(): void {
  const item = analyticsItemFromJson(
    document.querySelector(`[${VIEW_ITEM_ATTRIBUTE}]`)?.getAttribute(VIEW_ITEM_ATTRIBUTE) ?? undefined,
  );
  if (item) pushEvent(viewItemEvent(item));
}

export function reportCardSelections(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-card-link]') : null;
    const card = link?.closest<HTMLElement>(SIZE_CARD);
    const list = card?.closest<HTMLElement>('[data-item-list]')?.dataset.itemList;
    const size = card ? chosenSize(card) : null;
    if (!card || !list || !size) return;
    const { productTitle = '', productBrand = '', productType = '', itemIndex = '0' } = card.dataset;
    const product = { title: productTitle, brand: productBrand, productType };
    pushEvent(selectItemEvent(list, cardItem(product, size, Number(itemIndex) || 0)));
  });
}

/** addToCart for a card's add, at the unit price the line has (autoship takes its 5% off, reported as the discount). */
export function reportCardAdds(): void {
  document.addEventListener(CARD_ADDED, (event) => {
    const card = event.target instanceof HTMLElement ? event.target : null;
    if (!card || !(event instanceof CustomEvent)) return;
    const { choice, quantity, autoship } = event.detail as CardAddition;
    const { productTitle = '', productBrand = '', productType = '' } = card.dataset;
    const unitCents = autoship ? autoshipPriceCents(choice.priceCents) : choice.priceCents;
    const item = analyticsItem({
      sku: choice.sku,
      title: productTitle,
      brand: productBrand,
      productType,
      variantTitle: choice.title,
      priceCents: unitCents,
      quantity,
      discountCents: choice.priceCents - unitCents,
    });
    pushEvent(cartEvent('addToCart', [item]));
  });
}
