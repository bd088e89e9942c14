import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '../../src/lib/catalog/types';
import { optionValue, sizesOfFlavour, variantHref } from '../../src/lib/catalog/variants';

const variant = (sku: string, flavor: string, size: string): Variant => ({
  id: sku,
  adminGraphqlId: '',
  sku,
  variantURL: `science-diet/stew/${flavor.toLowerCase()}/${size.replace(' ', '')}`,
  inStock: true,
  price: { amount: '1.00', currencyCode: 'USD' },
  compareAtPrice: null,
  weight: 1,
  weightUnit: 'oz',
  packCount: 1,
  selectedOptions: [
    { name: 'Size', value: size },
    { name: 'Flavor', value: flavor },
  ],
  badgeTags: [],
  sellingPlans: [],
  imagePrimary: null,
});
const product = {
  variants: [variant('1', 'Chicken', '5.5 oz'), variant('2', 'Beef', '5.5 oz'), variant('3', 'Chicken', '13 oz')],
} as Product;

describe('variants', () => {
  it('links a variant to /products/{variantURL}?sku={sku} (spec 000 §2 Product card)', () => {
    expect(variantHref(product.variants[2]!)).toBe('/products/science-diet/stew/chicken/13oz?sku=3');
    expect(variantHref({ variantURL: 'x', sku: 'a b' })).toBe('/products/x?sku=a%20b');
  });

  it('reads an option value, null when the variant has none', () => {
    expect(optionValue(product.variants[1]!, 'Flavor')).toBe('Beef');
    expect(optionValue(product.variants[1]!, 'Product Form')).toBeNull();
  });

  it('offers the sizes of the chosen flavour only', () => {
    expect(sizesOfFlavour(product, product.variants[0]!).map((v) => v.sku)).toEqual(['1', '3']);
  });
});
