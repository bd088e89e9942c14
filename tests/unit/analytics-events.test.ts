// The data-layer events of spec 001 §7 beyond the Add button's: viewItem, selectItem with item_list_id, the autoship
// call to action with its frequency, and the cart page's quantity changes.
import { describe, expect, it } from 'vitest';
import {
  analyticsItemFromJson,
  autoshipCtaEvent,
  cardItem,
  itemListId,
  quantityChangeEvent,
  selectItemEvent,
  viewItemEvent,
} from '../../src/lib/analytics/events';
import { analyticsItem } from '../../src/lib/analytics/items';

const PUPPY = {
  title: 'Science Diet Puppy Chicken & Brown Rice Dry Dog Food',
  brand: 'Science Diet',
  productType: 'Dry Food',
};

const line = {
  product: { ...PUPPY, handle: 'science-diet-puppy-chicken-brown-rice-dry-dog' },
  variant: { sku: '10014', title: 'Chicken & Brown Rice / 4.5 lb' },
  cost: { amountPerQuantity: { amount: '15.99', currencyCode: 'USD' } },
} as unknown as Parameters<typeof quantityChangeEvent>[0];

describe('shopper events of spec 001 §7', () => {
  it('names the list a card was chosen from: the listing, the search results or a page’s carousel', () => {
    expect(itemListId({ kind: 'listing' })).toBe('product_listing');
    expect(itemListId({ kind: 'search' })).toBe('search_results');
    expect(itemListId({ kind: 'carousel', page: 'HomePage' })).toBe('recommended_products_homepage');
    expect(itemListId({ kind: 'carousel', page: '404' })).toBe('recommended_products_404');
    // The home page's other carousels are keyed by what they show.
    expect(itemListId({ kind: 'carousel', page: 'HomePage-dog' })).toBe('recommended_products_homepage_dog');
  });

  it('selectItem carries the list id and the size the card showed, at its place in the list', () => {
    const size = { sku: '10021', title: 'Chicken & Brown Rice / 15.5 lb', priceCents: 3899 };
    expect(selectItemEvent('search_results', cardItem(PUPPY, size, 3))).toEqual({
      event: 'selectItem',
      ecommerce: {
        item_list_id: 'search_results',
        items: [
          {
            item_id: '10021',
            name: PUPPY.title,
            brand: 'Science Diet',
            category: 'Dry Food',
            variant: 'Chicken & Brown Rice / 15.5 lb',
            price: 38.99,
            quantity: 1,
            discount: 0,
            index: 3,
          },
        ],
      },
    });
  });

  it('viewItem carries the shown variant and its value', () => {
    const item = analyticsItem({ sku: '10007', ...PUPPY, variantTitle: '2.5 lb', priceCents: 1199, quantity: 1 });
    expect(viewItemEvent(item)).toEqual({
      event: 'viewItem',
      ecommerce: { currency: 'USD', value: 11.99, items: [item] },
    });
  });

  it('the autoship call to action names its frequency', () => {
    expect(autoshipCtaEvent('10007', 'Every 4 weeks')).toEqual({
      event: 'cta',
      cta_name: 'autoship',
      item_id: '10007',
      frequency: 'Every 4 weeks',
    });
  });

  it('a cart quantity that rose is addToCart, one that fell removeFromCart, for the quantity that moved', () => {
    expect(quantityChangeEvent(line, 1, 3)).toMatchObject({
      event: 'addToCart',
      ecommerce: { currency: 'USD', items: [{ item_id: '10014', quantity: 2, price: 15.99 }] },
    });
    expect(quantityChangeEvent(line, 4, 1)).toMatchObject({
      event: 'removeFromCart',
      ecommerce: { items: [{ item_id: '10014', quantity: 3 }] },
    });
    // Refused or capped back to where it was: nothing moved, nothing to report.
    expect(quantityChangeEvent(line, 2, 2)).toBeNull();
  });

  it('reads a page’s item back only when every field has its type', () => {
    const item = analyticsItem({ sku: '10007', ...PUPPY, variantTitle: '2.5 lb', priceCents: 1199, quantity: 1 });
    expect(analyticsItemFromJson(JSON.stringify({ ...item, extra: 'dropped' }))).toEqual(item);
    expect(analyticsItemFromJson(undefined)).toBeNull();
    expect(analyticsItemFromJson('{oops')).toBeNull();
    expect(analyticsItemFromJson(JSON.stringify({ ...item, price: '11.99' }))).toBeNull();
    expect(analyticsItemFromJson('null')).toBeNull();
  });
});
