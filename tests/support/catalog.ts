// Catalogue objects for unit tests, shaped as src/lib/catalog/rows.ts makes them: a dry dog food in one flavour,
// sold on autoship, its sizes named by the test; anything else a test needs it says.
import type { CatalogProduct, Variant } from '../../src/lib/catalog/types';
import { optionValue } from '../../src/lib/catalog/variants';
import { money } from '../../src/lib/site/money';

const FLAVOR = 'Chicken & Barley';

export function catalogVariant(sku: string, size: string, over: Partial<Variant> = {}): Variant {
  return {
    id: `id-${sku}`,
    adminGraphqlId: `gid://shopify/ProductVariant/${sku}`,
    sku,
    variantURL: `science-diet/adult/chicken-barley/${size.replace(' ', '')}`,
    inStock: true,
    price: money(1299),
    compareAtPrice: null,
    weight: Number.parseFloat(size),
    weightUnit: 'lbs',
    packCount: 1,
    selectedOptions: [
      { name: 'Flavor', value: FLAVOR },
      { name: 'Size', value: size },
    ],
    badgeTags: [],
    sellingPlans: [{ id: 'autoship-4w', name: 'Every 4 weeks', frequencyDays: 28 }],
    imagePrimary: { url: '/cms/bag', alt: '' },
    ...over,
  };
}

/** A product of `variants` (by default a 5 lb and a 15 lb bag); its options are those its variants have. */
export function catalogProduct(over: Partial<CatalogProduct> = {}): CatalogProduct {
  const variants = over.variants ?? [catalogVariant('1001', '5 lb'), catalogVariant('1002', '15 lb')];
  const values = (name: 'Flavor' | 'Size') => [...new Set(variants.map((v) => optionValue(v, name) ?? ''))];
  return {
    handle: 'adult',
    title: `Adult ${FLAVOR} Dry Dog Food`,
    productType: 'Dry Food',
    description: 'Precisely balanced nutrition for adult dogs.',
    brand: 'Science Diet',
    species: ['dog'],
    featuredImage: null,
    badgeTags: [],
    options: [
      { name: 'Flavor', values: values('Flavor') },
      { name: 'Size', values: values('Size') },
    ],
    variants,
    attributes: {
      brand: 'science-diet',
      subBrand: 'adult',
      species: ['dog'],
      lifestage: ['adult'],
      breedSize: [],
      foodForm: 'dry',
      flavor: ['chicken'],
      healthConditions: [],
      packType: 'bag',
      sites: ['DTC'],
    },
    ...over,
  };
}
