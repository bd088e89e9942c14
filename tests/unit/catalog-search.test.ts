import { describe, expect, it } from 'vitest';
import { searchProducts, searchTarget, searchTerms } from '../../src/lib/catalog/search';
import type { CatalogProduct } from '../../src/lib/catalog/types';

function product(
  handle: string,
  title: string,
  description: string,
  flavors: string[],
  skus: string[] = [],
): CatalogProduct {
  return {
    handle,
    title,
    description,
    productType: 'Dry Food',
    brand: 'Science Diet',
    species: ['dog'],
    featuredImage: null,
    badgeTags: [],
    options: [],
    variants: flavors.map((flavor, i) => ({
      id: `${handle}-${i}`,
      adminGraphqlId: '',
      sku: skus[i] ?? `${handle}-${i}`,
      variantURL: '',
      inStock: true,
      price: { amount: '1.00', currencyCode: 'USD' },
      compareAtPrice: null,
      weight: 5,
      weightUnit: 'lbs',
      packCount: 1,
      selectedOptions: [{ name: 'Flavor', value: flavor }],
      badgeTags: [],
      sellingPlans: [],
      imagePrimary: null,
    })),
    attributes: {
      brand: 'science-diet',
      subBrand: 'adult',
      species: ['dog'],
      lifestage: [],
      breedSize: [],
      foodForm: 'dry',
      flavor: [],
      healthConditions: [],
      packType: 'bag',
      sites: ['DTC'],
    },
  };
}

const catalogue = [
  product(
    'adult-lamb',
    'Adult Lamb Meal & Brown Rice Dry Dog Food',
    'Balanced kibble with salmon oil for a shiny coat',
    ['Lamb Meal & Brown Rice'],
    ['10140'],
  ),
  product(
    'sensitive-salmon',
    'Sensitive Stomach & Skin Salmon Dry Dog Food',
    'Gentle on digestion',
    ['Salmon & Brown Rice'],
    ['10147'],
  ),
  product('stew', 'Adult Savory Stew Canned Dog Food', 'Tender chunks', [
    'Chicken & Vegetable Stew',
    'Beef & Vegetable Stew',
  ]),
  product('kitten', 'Kitten Chicken Recipe Dry Cat Food', 'For growing kittens', ['Chicken Recipe']),
];
const handles = (query: string) => searchProducts(catalogue, query).map((p) => p.handle);

describe('catalogue search (issue 3: title, description, sku, flavour)', () => {
  it('ranks a title match above a description match', () => {
    expect(handles('salmon')).toEqual(['sensitive-salmon', 'adult-lamb']);
  });

  it('finds a product by a flavour of one of its variants', () => {
    expect(handles('beef')).toEqual(['stew']);
  });

  it('needs every word of the query', () => {
    expect(handles('chicken kitten')).toEqual(['kitten']);
    expect(handles('chicken salmon')).toEqual([]);
  });

  it('finds the product of a full SKU first', () => {
    expect(handles('10147')).toEqual(['sensitive-salmon']);
  });

  it('ignores case and punctuation, and finds nothing for an empty query', () => {
    expect(handles('  KITTEN!! ')).toEqual(['kitten']);
    expect(handles('   ')).toEqual([]);
    expect(searchTerms('Stew, & "beef"')).toEqual(['stew', 'beef']);
  });
});

describe('searchTarget', () => {
  const target = (query: string) => searchTarget(new URLSearchParams(query));

  it('leads a search to the listing results (spec 000 §2 Route table)', () => {
    expect(target('search=salmon%20kibble')).toBe('/products?search=salmon%20kibble');
    expect(target('search=%20chicken%20')).toBe('/products?search=chicken');
  });

  it('shows every product for an empty search instead of a missing page (spec 000 §2 Route table)', () => {
    expect(target('search=')).toBe('/products');
    expect(target('search=%20%20')).toBe('/products');
  });

  it('leaves a bare /search without a page, as the placeholder it is (spec 000 §2 Route table)', () => {
    expect(target('')).toBeNull();
  });
});
