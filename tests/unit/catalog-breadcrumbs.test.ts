import { describe, it, expect } from 'vitest';
import {
  BREADCRUMB_STORAGE_KEYS,
  breadcrumbCacheKey,
  consumerTrail,
  pageKindOf,
  shouldClearListingFilters,
  staffTrail,
  type PageKind,
} from '../../src/lib/catalog/breadcrumbs';

const KINDS: [string, string, PageKind][] = [
  ['/', '', 'HOME'],
  ['/products', '', 'product listing'],
  ['/products/', '', 'product listing'],
  ['/products/dog', '', 'category listing'],
  ['/products/cat/food-form', '', 'category listing'],
  ['/products/dog/brand/science-diet', '', 'category listing'],
  ['/products/dog/pet-age/adult/', '', 'category listing'],
  ['/products/adult-perfect-weight-dog-food', '', 'product detail'],
  ['/products/science-diet/adult-dog-food/chicken/15lb', '', 'product detail'],
  ['/account/dashboard', '', 'My Account'],
  ['/account/my-profile', '', 'My Profile'],
  ['/account/profile', '', 'My Profile'],
  ['/account/orders', '', 'My Orders'],
  ['/account/orders/123', '', 'My Order Details'],
  ['/account/autoships', '', 'My Autoships'],
  ['/account/address-book', '', 'Address Book'],
  ['/cart', '', 'Other'],
  ['/contact-us', '', 'Other'],
  ['/account', '', 'Other'],
  ['/account/constructor', '', 'Other'],
  ['/search', '?search=chicken', 'search results'],
  ['/products', 'search=chicken', 'search results'],
  ['/products?search=chicken', '', 'search results'],
];

describe('pageKindOf', () => {
  it.each(KINDS)('reads %s%s as %s (spec 000 §2 Breadcrumbs, Route table)', (path, search, kind) => {
    expect(pageKindOf(path, search)).toBe(kind);
  });

  it('takes the query as URLSearchParams too (spec 000 §2 Route table)', () => {
    expect(pageKindOf('/products/dog', new URLSearchParams({ search: '10086' }))).toBe('search results');
    expect(pageKindOf('/products/dog', new URLSearchParams({ sku: '10086' }))).toBe('category listing');
  });
});

describe('consumerTrail', () => {
  it('builds Home, All Products, species, brand, pet age, food form and the product (spec 000 §2 Breadcrumbs)', () => {
    expect(
      consumerTrail({
        species: 'dog',
        brand: 'science-diet',
        petAge: 'adult',
        foodForm: 'dry',
        current: 'Adult Perfect Weight',
      }),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All Products', href: '/products' },
      { label: 'Dog', href: '/products/dog/species' },
      { label: 'Science Diet', href: '/products/dog/brand/science-diet' },
      { label: 'Adult', href: '/products/dog/pet-age/adult/' },
      { label: 'Dry Food', href: '/products/dog/food-form/dry-food' },
      { label: 'Adult Perfect Weight', href: null },
    ]);
  });

  it('links treat brands to the treats brand slug (spec 000 §2 Breadcrumbs)', () => {
    expect(consumerTrail({ species: 'dog', brand: 'hills-treats', foodForm: 'treats' }).slice(3)).toEqual([
      { label: "Hill's Treats", href: '/products/dog/brand/treats' },
      { label: 'Treats', href: '/products/dog/food-form/treats' },
    ]);
  });

  it('links Prescription Diet, Kitten and Wet Food under the cat (spec 000 §2 Breadcrumbs)', () => {
    expect(
      consumerTrail({ species: 'cat', brand: 'prescription-diet', petAge: 'kitten', foodForm: 'wet' }).slice(2),
    ).toEqual([
      { label: 'Cat', href: '/products/cat/species' },
      { label: 'Prescription Diet', href: '/products/cat/brand/prescription-diet' },
      { label: 'Kitten', href: '/products/cat/pet-age/kitten/' },
      { label: 'Wet Food', href: '/products/cat/food-form/wet-food' },
    ]);
  });

  it('leaves out the steps it has nothing for (spec 000 §2 Breadcrumbs)', () => {
    expect(consumerTrail({ species: 'cat', petAge: 'senior' })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All Products', href: '/products' },
      { label: 'Cat', href: '/products/cat/species' },
      { label: 'Senior', href: '/products/cat/pet-age/senior/' },
    ]);
    expect(consumerTrail({})).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All Products', href: '/products' },
    ]);
  });

  it('leaves out the species-scoped steps without a species (spec 000 §2 Breadcrumbs)', () => {
    expect(consumerTrail({ brand: 'science-diet', foodForm: 'dry', current: 'Puppy Chow' })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All Products', href: '/products' },
      { label: 'Puppy Chow', href: null },
    ]);
  });
});

describe('staffTrail', () => {
  it('shows Catalog and the selected filter labels (spec 000 §2 Breadcrumbs)', () => {
    expect(staffTrail(['Dog', 'Dry Food'], 'c/d Multicare')).toEqual([
      { label: 'Catalog', href: '/products' },
      { label: 'Dog', href: null },
      { label: 'Dry Food', href: null },
      { label: 'c/d Multicare', href: null },
    ]);
  });

  it('skips blank and repeated labels (spec 000 §2 Breadcrumbs)', () => {
    expect(staffTrail(['Dog', ' ', 'Dog'])).toEqual([
      { label: 'Catalog', href: '/products' },
      { label: 'Dog', href: null },
    ]);
    expect(staffTrail([])).toEqual([{ label: 'Catalog', href: '/products' }]);
  });
});

describe('shouldClearListingFilters', () => {
  it('clears filters going from a product to the listing without a breadcrumb click (spec 000 §2 Breadcrumbs)', () => {
    expect(shouldClearListingFilters('product detail', 'product listing', false)).toBe(true);
    expect(shouldClearListingFilters('product detail', 'product listing', true)).toBe(false);
  });

  it('clears filters between the listing and a category, both ways (spec 000 §2 Breadcrumbs)', () => {
    expect(shouldClearListingFilters('product listing', 'category listing', false)).toBe(true);
    expect(shouldClearListingFilters('product listing', 'category listing', true)).toBe(true);
    expect(shouldClearListingFilters('category listing', 'product listing', false)).toBe(true);
  });

  it('keeps filters otherwise (spec 000 §2 Breadcrumbs)', () => {
    expect(shouldClearListingFilters(null, 'product listing', false)).toBe(false);
    expect(shouldClearListingFilters('product listing', 'product detail', false)).toBe(false);
    expect(shouldClearListingFilters('product listing', 'product listing', false)).toBe(false);
    expect(shouldClearListingFilters('category listing', 'category listing', false)).toBe(false);
    expect(shouldClearListingFilters('search results', 'product listing', false)).toBe(false);
  });
});

describe('breadcrumb storage', () => {
  it('names a key for each kept value (spec 000 §2 Breadcrumbs)', () => {
    expect(BREADCRUMB_STORAGE_KEYS).toEqual({
      previousPageKind: 'breadcrumbs:previous-page-kind',
      currentPageKind: 'breadcrumbs:current-page-kind',
      lastSearchQuery: 'breadcrumbs:last-search-query',
      listingFilters: 'breadcrumbs:listing-filters',
      breadcrumbClicked: 'breadcrumbs:breadcrumb-clicked',
    });
  });

  it('caches product trails per parent name (spec 000 §2 Breadcrumbs)', () => {
    expect(breadcrumbCacheKey('Adult Perfect Weight')).toBe('breadcrumbs:product:adult perfect weight');
    expect(breadcrumbCacheKey('  Adult  Perfect Weight ')).toBe(breadcrumbCacheKey('Adult Perfect Weight'));
    expect(breadcrumbCacheKey('Adult 7+')).not.toBe(breadcrumbCacheKey('Adult'));
  });
});
