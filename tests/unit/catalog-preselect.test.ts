import { describe, it, expect } from 'vitest';
import type { Product, Variant, WeightUnit } from '../../src/lib/catalog/types';
import { isWetForm, preselectVariant, slugKind } from '../../src/lib/catalog/preselect';

type VariantSeed = { sku: string; flavor: string; form: string; weight: number; unit?: WeightUnit; inStock?: boolean };

function variant({ sku, flavor, form, weight, unit = 'lbs', inStock = true }: VariantSeed): Variant {
  const size = `${weight} ${unit === 'oz' ? 'oz' : 'lb'}`;
  return {
    id: `gid-${sku}`,
    adminGraphqlId: `gid://shopify/ProductVariant/${sku}`,
    sku,
    variantURL: `science-diet/adult/${flavor.toLowerCase().replace(/\W+/g, '-')}/${size.replace(' ', '')}`,
    inStock,
    price: { amount: '10.00', currencyCode: 'USD' },
    compareAtPrice: null,
    weight,
    weightUnit: unit,
    packCount: 1,
    selectedOptions: [
      { name: 'Size', value: size },
      { name: 'Flavor', value: flavor },
      { name: 'Product Form', value: form },
    ],
    badgeTags: [],
    sellingPlans: [],
    imagePrimary: null,
  };
}

function product(...variants: VariantSeed[]): Product {
  return {
    handle: 'adult-dog-food',
    title: 'Adult Dog Food',
    productType: 'Dog Food',
    description: '',
    brand: 'Science Diet',
    species: ['dog'],
    featuredImage: null,
    badgeTags: [],
    options: [],
    variants: variants.map(variant),
  };
}

const FOOD = product(
  { sku: 'D-CHK-5', flavor: 'Chicken & Barley Recipe', form: 'Dry', weight: 5, inStock: false },
  { sku: 'D-CHK-15', flavor: 'Chicken & Barley Recipe', form: 'Dry', weight: 15 },
  { sku: 'W-FISH-13', flavor: 'Ocean Fish Entrée', form: 'Canned', weight: 13, unit: 'oz' },
  { sku: 'W-LAMB-5.5', flavor: 'Lamb & Rice', form: 'Tray', weight: 5.5, unit: 'oz' },
  { sku: 'D-LAMB-30', flavor: 'Lamb & Rice', form: 'Dry', weight: 30 },
);

const pick = (slug: string[], sku?: string | null) => preselectVariant(FOOD, slug, sku).sku;
describe('preselectVariant', () => {
  it('starts on the variant of the sku in the search query (spec 000 §2 Product card, §4 Default variant selection)', () => {
    expect(pick([], 'W-LAMB-5.5')).toBe('W-LAMB-5.5');
    expect(pick(['dog', 'flavor', 'chicken'], 'D-LAMB-30')).toBe('D-LAMB-30');
  });

  it('ignores a search sku no variant has (spec 000 §4 Default variant selection)', () => {
    expect(pick(['dog', 'flavor', 'lamb'], 'NOPE')).toBe('W-LAMB-5.5');
    expect(pick([], '')).toBe('D-CHK-15');
  });

  it('without a slug starts on the first in-stock variant (spec 000 §4 Default variant selection)', () => {
    expect(pick([])).toBe('D-CHK-15');
    expect(pick([], null)).toBe('D-CHK-15');
  });

  it('without a slug and nothing in stock starts on the first variant (spec 000 §4 Default variant selection)', () => {
    const soldOut = product(
      { sku: 'A', flavor: 'Chicken', form: 'Dry', weight: 5, inStock: false },
      { sku: 'B', flavor: 'Chicken', form: 'Dry', weight: 15, inStock: false },
    );
    expect(preselectVariant(soldOut, []).sku).toBe('A');
  });

  it("starts on the first size in stock at the shopper's ZIP, not the first in stock anywhere (spec 000 §4)", () => {
    const atZip = new Set(['D-LAMB-30', 'W-FISH-13']);
    expect(preselectVariant(FOOD, [], null, (v) => atZip.has(v.sku)).sku).toBe('W-FISH-13');
  });

  it('selects the variant whose flavor contains the third segment (spec 000 §2 Product card)', () => {
    expect(pick(['dog', 'flavor', 'lamb'])).toBe('W-LAMB-5.5');
    expect(pick(['dog', 'flavor', 'ocean-fish'])).toBe('W-FISH-13');
    expect(pick(['dog', 'flavor', 'Chicken'])).toBe('D-CHK-5');
  });

  it('selects the variant of the size in a weight slug (spec 000 §2 Product card)', () => {
    expect(pick(['dog', 'weight', '30lb'])).toBe('D-LAMB-30');
    expect(pick(['dog', 'weight', '5.5oz'])).toBe('W-LAMB-5.5');
    expect(pick(['dog', 'weight', '13oz'])).toBe('W-FISH-13');
  });

  it('matches a weight slug against the Size option when the weight is stored in pounds (spec 000 §2 Product card)', () => {
    const stored = product(
      { sku: 'W', flavor: 'Chicken', form: 'Canned', weight: 0.34 },
      { sku: 'C', flavor: 'Chicken', form: 'Canned', weight: 0.8 },
    );
    const [first, second] = stored.variants;
    if (!first || !second) throw new Error('two variants expected');
    first.selectedOptions[0] = { name: 'Size', value: '5.5 oz' };
    second.selectedOptions[0] = { name: 'Size', value: '13 oz' };
    expect(preselectVariant(stored, ['cat', 'weight', '13oz']).sku).toBe('C');
  });

  it('reads 1lb-45lb as dry food and 2.5oz-13oz as wet food when no variant has that size (spec 000 §2 Product card)', () => {
    expect(pick(['dog', 'weight', '45lb'])).toBe('D-CHK-5');
    expect(pick(['dog', 'weight', '2.5oz'])).toBe('W-FISH-13');
  });

  it('parses weight range slugs: 1lb-45lb is dry food, 2.5oz-13oz wet food (spec 000 §2 Product card, three-segment preselect)', () => {
    expect(pick(['dog', 'weight', '1lb-45lb'])).toBe('D-CHK-5');
    expect(pick(['dog', 'weight', '2.5oz-13oz'])).toBe('W-FISH-13');
    expect(pick(['dog', 'weight', '8lb-20lb'])).toBe('D-CHK-15');
    expect(pick(['dog', 'weight', '21lb-45lb'])).toBe('D-LAMB-30');
    expect(pick(['dog', 'weight', '5oz-6oz'])).toBe('W-LAMB-5.5');
    // a range holding no variant opens on the first of its food form
    expect(pick(['dog', 'weight', '40lb-45lb'])).toBe('D-CHK-5');
    expect(pick(['dog', 'weight', '2.5oz-3oz'])).toBe('W-FISH-13');
  });

  it('falls back to the first variant for a weight range of no food form (spec 000 §2 Product card, §4)', () => {
    expect(pick(['dog', 'weight', '1lb-60lb'])).toBe('D-CHK-5');
    expect(pick(['dog', 'weight', '13oz-2.5oz'])).toBe('D-CHK-5');
    expect(pick(['dog', 'weight', '1lb-13oz'])).toBe('D-CHK-5');
  });

  it('falls back to the first variant for a weight outside both ranges (spec 000 §2 Product card, §4)', () => {
    expect(pick(['dog', 'weight', '50lb'])).toBe('D-CHK-5');
    expect(pick(['dog', 'weight', '20oz'])).toBe('D-CHK-5');
    expect(pick(['dog', 'weight', 'heavy'])).toBe('D-CHK-5');
  });

  it('selects the first dry or wet variant for a food-form slug (spec 000 §2 Product card)', () => {
    expect(pick(['dog', 'food-form', 'wet-food'])).toBe('W-FISH-13');
    expect(pick(['dog', 'food-form', 'dry-food'])).toBe('D-CHK-5');
    const pouchFirst = product(
      { sku: 'P', flavor: 'Chicken', form: 'Pouch', weight: 2.8, unit: 'oz' },
      { sku: 'D', flavor: 'Chicken', form: 'Dry', weight: 4 },
    );
    expect(preselectVariant(pouchFirst, ['cat', 'food-form', 'dry-food']).sku).toBe('D');
    expect(preselectVariant(pouchFirst, ['cat', 'food-form', 'wet-food']).sku).toBe('P');
  });

  it('falls back to the first variant when the slug names nothing there (spec 000 §4 Default variant selection)', () => {
    const dryOnly = product(
      { sku: 'A', flavor: 'Chicken', form: 'Dry', weight: 5, inStock: false },
      { sku: 'B', flavor: 'Beef', form: 'Dry', weight: 15 },
    );
    expect(preselectVariant(dryOnly, ['dog', 'food-form', 'wet-food']).sku).toBe('A');
    expect(preselectVariant(dryOnly, ['dog', 'weight', '5.5oz']).sku).toBe('A');
    expect(preselectVariant(dryOnly, ['dog', 'flavor', 'venison']).sku).toBe('A');
    expect(preselectVariant(dryOnly, ['dog', 'food-form', 'treats']).sku).toBe('A');
    expect(preselectVariant(dryOnly, ['dog', 'species']).sku).toBe('A');
    expect(preselectVariant(dryOnly, ['dog', 'breed-size', 'beef']).sku).toBe('A');
  });

  it('refuses a product without variants', () => {
    expect(() => preselectVariant(product(), [])).toThrow('Product "adult-dog-food" has no variants to preselect');
  });
});

describe('slugKind and isWetForm', () => {
  it('reads the second of three segments as what the third selects (spec 000 §2 Product card)', () => {
    expect(slugKind(['dog', 'flavor', 'chicken'])).toEqual({ kind: 'flavor', value: 'chicken' });
    expect(slugKind(['cat', 'weight', '5.5oz'])).toEqual({ kind: 'weight', value: '5.5oz' });
    expect(slugKind(['cat', 'food-form', 'wet-food'])).toEqual({ kind: 'food-form', value: 'wet-food' });
  });

  it('reads other slugs as selecting nothing', () => {
    expect(slugKind([])).toBeNull();
    expect(slugKind(['dog', 'flavor'])).toBeNull();
    expect(slugKind(['dog', 'brand', 'science-diet'])).toBeNull();
    expect(slugKind(['science-diet', 'adult', 'chicken', '15lb'])).toBeNull();
  });

  it('counts canned, tray and pouch as wet food (spec 000 §2 Product card)', () => {
    expect(['Canned', 'Tray', 'Pouch', 'canned'].map(isWetForm)).toEqual([true, true, true, true]);
    expect(['Dry', '', null, undefined].map(isWetForm)).toEqual([false, false, false, false]);
  });
});
