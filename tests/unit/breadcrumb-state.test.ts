import { beforeEach, describe, expect, it } from 'vitest';
import { BREADCRUMB_STORAGE_KEYS as KEYS } from '../../src/lib/catalog/breadcrumbs';
import { followBreadcrumb, trackPageView, type KeyValueStore } from '../../src/lib/catalog/breadcrumb-state';

class MemoryStorage implements KeyValueStore {
  readonly values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

const product = '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb';
let storage: MemoryStorage;
beforeEach(() => (storage = new MemoryStorage()));

describe('breadcrumb state in local storage (spec 000 §2)', () => {
  it('keeps the previous and current page kind and the last search', () => {
    trackPageView(storage, '/products', '?search=salmon');
    trackPageView(storage, product, '');
    expect(storage.getItem(KEYS.previousPageKind)).toBe('search results');
    expect(storage.getItem(KEYS.currentPageKind)).toBe('product detail');
    expect(storage.getItem(KEYS.lastSearchQuery)).toBe('salmon');
  });

  it('keeps the listing filters and brings them back through a breadcrumb click from the product', () => {
    trackPageView(storage, '/products', '?species=dog&food-form=dry-food&page=2');
    trackPageView(storage, product, '');
    expect(followBreadcrumb(storage, '/products')).toBe('/products?species=dog&food-form=dry-food');
    trackPageView(storage, '/products', '?species=dog&food-form=dry-food');
    expect(storage.getItem(KEYS.listingFilters)).toBe('species=dog&food-form=dry-food');
    expect(storage.getItem(KEYS.breadcrumbClicked)).toBeNull(); // the flag is spent by the page it led to
  });

  it('clears them going from a product to the listing without a breadcrumb click', () => {
    trackPageView(storage, '/products', '?species=cat');
    trackPageView(storage, product, '');
    trackPageView(storage, '/products', '');
    expect(storage.getItem(KEYS.listingFilters)).toBeNull();
    expect(followBreadcrumb(storage, '/products')).toBe('/products');
  });

  it('clears them going from the listing to a category, and from a category to the listing', () => {
    trackPageView(storage, '/products', '?species=cat');
    trackPageView(storage, '/products/dog/food-form/dry-food', '');
    expect(storage.getItem(KEYS.listingFilters)).toBeNull();
    trackPageView(storage, '/products', '?species=cat');
    expect(storage.getItem(KEYS.listingFilters)).toBe('species=cat');
  });

  it('leaves other breadcrumb links as they are', () => {
    trackPageView(storage, '/products', '?species=dog');
    expect(followBreadcrumb(storage, '/products/dog/species')).toBe('/products/dog/species');
    expect(storage.getItem(KEYS.breadcrumbClicked)).toBe('true');
  });
});
