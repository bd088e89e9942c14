// Deals (spec 000 §3 Badge tags: `deal`, labelled "Deal"; §7 get-skus-with-deal): the variants tagged badge::deal and
// those editors list in a published skus_with_deal entry for the site.
import { describe, expect, it } from 'vitest';
import { badgesToShow } from '../../src/lib/catalog/badges';
import { dealSkusOf, withListedDeals } from '../../src/lib/catalog/deals';
import type { CatalogProduct, Variant } from '../../src/lib/catalog/types';

const variant = (sku: string, badgeTags: string[] = []): Variant => ({
  id: `id-${sku}`,
  adminGraphqlId: `gid://shopify/ProductVariant/id-${sku}`,
  sku,
  variantURL: `science-diet/food/chicken/${sku}`,
  inStock: true,
  price: { amount: '10.00', currencyCode: 'USD' },
  compareAtPrice: null,
  weight: 5,
  weightUnit: 'lbs',
  packCount: 1,
  selectedOptions: [{ name: 'Size', value: '5 lb' }],
  badgeTags,
  sellingPlans: [],
  imagePrimary: null,
});

const product = (handle: string, ...variants: Variant[]) =>
  ({ handle, title: handle, badgeTags: [], variants }) as unknown as CatalogProduct;

const CATALOGUE = [
  product('kibble', variant('100'), variant('101', ['deal'])),
  product('stew', variant('200', ['best-seller']), variant('201')),
  product('treats', variant('300')),
];

describe('deal SKUs (spec 000 §3 Badge tags, §7 get-skus-with-deal)', () => {
  it('are the badge-tagged ones when editors list none, in the catalogue’s order', () => {
    expect(dealSkusOf(withListedDeals(CATALOGUE, []))).toEqual(['101']);
  });

  it('add the listed SKUs to the tagged ones, each once, leaving unknown SKUs out', () => {
    const dealt = withListedDeals(CATALOGUE, ['201', '101', 'nope', '201', '100']);
    expect(dealSkusOf(dealt)).toEqual(['100', '101', '201']);
  });

  it('put the Deal badge on a listed variant, shown before Best Seller (spec 000 §3 badge order)', () => {
    const [, stew] = withListedDeals(CATALOGUE, ['200']);
    expect(stew!.variants[0]!.badgeTags).toEqual(['best-seller', 'deal']);
    expect(badgesToShow(stew!.variants[0]!.badgeTags, 'DTC').map((b) => b.label)).toEqual(['Deal', 'Best Seller']);
    expect(stew!.variants[1]!.badgeTags).toEqual([]);
  });

  it('never tag a variant twice, and leave the products without a listed SKU (and the catalogue) as they were', () => {
    const dealt = withListedDeals(CATALOGUE, ['101', '300']);
    expect(dealt[0]).toBe(CATALOGUE[0]);
    expect(dealt[1]).toBe(CATALOGUE[1]);
    expect(dealt[2]!.variants[0]!.badgeTags).toEqual(['deal']);
    expect(CATALOGUE[2]!.variants[0]!.badgeTags).toEqual([]);
  });
});
