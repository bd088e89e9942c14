import { describe, it, expect } from 'vitest';
import {
  DEFAULT_SORT,
  SORTS,
  isBrandNew,
  lowestPrice,
  paginate,
  parseSort,
  sortProducts,
} from '../../src/lib/catalog/listing';
import type { Product, Variant } from '../../src/lib/catalog/types';

function variant(handle: string, amount: string, badgeTags: string[] = []): Variant {
  return {
    id: `${handle}-${amount}`,
    adminGraphqlId: `gid://shopify/ProductVariant/${handle}-${amount}`,
    sku: `${handle}-${amount}`,
    variantURL: `science-diet/${handle}/chicken/5lb`,
    inStock: true,
    price: { amount, currencyCode: 'USD' },
    compareAtPrice: null,
    weight: 5,
    weightUnit: 'lbs',
    packCount: 1,
    selectedOptions: [],
    badgeTags,
    sellingPlans: [],
    imagePrimary: null,
  };
}

function product(handle: string, title: string, variants: Variant[], badgeTags: string[] = []): Product {
  return {
    handle,
    title,
    productType: 'Dry Food',
    description: '',
    brand: 'science-diet',
    species: ['dog'],
    featuredImage: null,
    badgeTags,
    options: [],
    variants,
  };
}

const PRODUCTS = [
  product('adult-chicken', 'Adult Chicken & Barley', [
    variant('adult-chicken', '45.99'),
    variant('adult-chicken', '20.99'),
  ]),
  product('kitten-tuna', 'Kitten Tuna Entrée', [variant('kitten-tuna', '3.49')], ['new']),
  product('senior-beef', 'Senior 7+ Beef Stew', [variant('senior-beef', '12.00'), variant('senior-beef', '9.50')]),
  product('adult-10', 'Adult 10+ Small Bites', [variant('adult-10', '30.00', ['brand-new'])]),
  product('adult-2', 'adult 2 Large Breed', [variant('adult-2', '20.99')]),
  product('bundle', 'Bundle', []),
];
const handles = (list: Product[]) => list.map((p) => p.handle);

describe('sortProducts', () => {
  it('keeps the given order for featured, the default, without touching the input', () => {
    const sorted = sortProducts(PRODUCTS, DEFAULT_SORT);
    expect(DEFAULT_SORT).toBe('featured');
    expect(handles(sorted)).toEqual(['adult-chicken', 'kitten-tuna', 'senior-beef', 'adult-10', 'adult-2', 'bundle']);
    expect(sorted).not.toBe(PRODUCTS);
  });

  it('puts what the shopper cannot buy in any size after the rest on Featured, in the given order', () => {
    const soldOutHere = new Set(['adult-chicken', 'senior-beef']);
    const available = (sku: string) => !soldOutHere.has(sku.replace(/-[\d.]+$/, ''));
    expect(handles(sortProducts(PRODUCTS, 'featured', available))).toEqual([
      'kitten-tuna',
      'adult-10',
      'adult-2',
      'adult-chicken',
      'senior-beef',
      'bundle',
    ]);
    // Another sort the shopper chose is theirs: prices decide, stock does not.
    expect(handles(sortProducts(PRODUCTS, 'price-asc', available))[0]).toBe('kitten-tuna');
  });

  it('sorts by the lowest variant price, ties in the given order and unpriced last', () => {
    expect(handles(sortProducts(PRODUCTS, 'price-asc'))).toEqual([
      'kitten-tuna',
      'senior-beef',
      'adult-chicken',
      'adult-2',
      'adult-10',
      'bundle',
    ]);
    expect(handles(sortProducts(PRODUCTS, 'price-desc'))).toEqual([
      'adult-10',
      'adult-chicken',
      'adult-2',
      'senior-beef',
      'kitten-tuna',
      'bundle',
    ]);
    expect(handles(PRODUCTS)).toEqual(['adult-chicken', 'kitten-tuna', 'senior-beef', 'adult-10', 'adult-2', 'bundle']);
  });

  it('sorts titles alphabetically, ignoring case and reading numbers as numbers', () => {
    expect(sortProducts(PRODUCTS, 'title-asc').map((p) => p.title)).toEqual([
      'adult 2 Large Breed',
      'Adult 10+ Small Bites',
      'Adult Chicken & Barley',
      'Bundle',
      'Kitten Tuna Entrée',
      'Senior 7+ Beef Stew',
    ]);
  });

  it('puts brand-new products first, the tag new counting as brand-new (spec 000 §3 Badge tags)', () => {
    expect(handles(sortProducts(PRODUCTS, 'newest'))).toEqual([
      'kitten-tuna',
      'adult-10',
      'adult-chicken',
      'senior-beef',
      'adult-2',
      'bundle',
    ]);
  });
});

describe('parseSort, lowestPrice and isBrandNew', () => {
  it('accepts each sort and heals anything else to featured', () => {
    for (const sort of SORTS) expect(parseSort(sort)).toBe(sort);
    expect(parseSort('cheapest')).toBe('featured');
    expect(parseSort(undefined)).toBe('featured');
    expect(parseSort(null)).toBe('featured');
  });

  it('reads the cheapest variant price, null without variants', () => {
    expect(lowestPrice(PRODUCTS[2] as Product)).toBe(9.5);
    expect(lowestPrice(PRODUCTS[5] as Product)).toBeNull();
  });

  it('sees the new badge on the product or a variant (spec 000 §3 Badge tags)', () => {
    expect(PRODUCTS.map(isBrandNew)).toEqual([false, true, false, true, false, false]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 50 }, (_, i) => i + 1);

  it('gives 24 items on page 1 by default (API.md Products)', () => {
    const page = paginate(items);
    expect(page).toEqual({ items: items.slice(0, 24), total: 50, page: 1, limit: 24, pageCount: 3 });
  });

  it('gives the rest on the last page', () => {
    expect(paginate(items, 3, 24)).toEqual({ items: [49, 50], total: 50, page: 3, limit: 24, pageCount: 3 });
    expect(paginate(items, 2, 10).items).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('gives an empty page past the end with the right total', () => {
    expect(paginate(items, 4, 24)).toEqual({ items: [], total: 50, page: 4, limit: 24, pageCount: 3 });
    expect(paginate([], 1, 24)).toEqual({ items: [], total: 0, page: 1, limit: 24, pageCount: 0 });
  });

  it('keeps the limit within 1–100 and the page from 1 (API.md Products)', () => {
    expect(paginate(items, 1, 500)).toMatchObject({ limit: 100, pageCount: 1, total: 50 });
    expect(paginate(items, 1, 0)).toMatchObject({ items: [1], limit: 1, pageCount: 50 });
    expect(paginate(items, 1, Number.NaN)).toMatchObject({ limit: 24 });
    expect(paginate(items, 0, 10)).toMatchObject({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], page: 1 });
    expect(paginate(items, -3, 10).page).toBe(1);
    expect(paginate(items, 2.7, 10)).toMatchObject({ items: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], page: 2 });
  });
});
