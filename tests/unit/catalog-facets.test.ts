import { describe, it, expect } from 'vitest';
import definitions from '../../src/content/facets.json';
import {
  FACETS,
  countOptions,
  facetsFor,
  filterProducts,
  matchesOption,
  parseFacets,
  selectedSpecies,
  type FacetDefinition,
} from '../../src/lib/catalog/facets';
import type { CatalogAttributes, CatalogProduct, Variant } from '../../src/lib/catalog/types';

type Weight = [number, 'lbs' | 'oz'];

function product(handle: string, attributes: CatalogAttributes, weights: Weight[]): CatalogProduct {
  const variants: Variant[] = weights.map(([weight, weightUnit], i) => ({
    id: `${handle}-${i}`,
    adminGraphqlId: `gid://shopify/ProductVariant/${handle}-${i}`,
    sku: `${handle}-${i}`,
    variantURL: `${attributes.brand}/${handle}/flavor/${weight}${weightUnit}`,
    inStock: true,
    price: { amount: '10.00', currencyCode: 'USD' },
    compareAtPrice: null,
    weight,
    weightUnit,
    packCount: 1,
    selectedOptions: [{ name: 'Size', value: `${weight} ${weightUnit}` }],
    badgeTags: [],
    sellingPlans: [],
    imagePrimary: null,
  }));
  return {
    handle,
    title: handle,
    productType: attributes.foodForm,
    description: '',
    brand: attributes.brand,
    species: attributes.species,
    featuredImage: null,
    badgeTags: [],
    options: [],
    variants,
    attributes,
  };
}

const dog = { species: ['dog'] as CatalogAttributes['species'], breedSize: ['small', 'medium', 'large'] };
const cat = { species: ['cat'] as CatalogAttributes['species'], breedSize: [] };
const both: CatalogAttributes['sites'] = ['DTC', 'HPSF'];
const adultDog = product(
  'sd-adult-dog-chicken',
  {
    ...dog,
    brand: 'science-diet',
    subBrand: 'adult',
    lifestage: ['adult-dog'],
    breedSize: ['medium', 'large'],
    foodForm: 'dry',
    flavor: ['chicken'],
    healthConditions: [],
    packType: 'bag',
    sites: both,
  },
  [
    [5, 'lbs'],
    [30, 'lbs'],
  ],
);
const seniorDog = product(
  'sd-senior-dog-stew',
  {
    ...dog,
    brand: 'science-diet',
    subBrand: 'senior-7-plus',
    lifestage: ['senior-dog'],
    foodForm: 'wet',
    flavor: ['beef', 'vegetable'],
    healthConditions: ['aging-care'],
    packType: 'can',
    sites: both,
  },
  [[12.8, 'oz']],
);
const kitten = product(
  'sd-kitten-chicken',
  {
    ...cat,
    brand: 'science-diet',
    subBrand: 'kitten',
    lifestage: ['kitten'],
    foodForm: 'dry',
    flavor: ['chicken'],
    healthConditions: ['growth'],
    packType: 'bag',
    sites: both,
  },
  [
    [3.5, 'lbs'],
    [7, 'lbs'],
  ],
);
const indoorCat = product(
  'sd-adult-indoor-salmon',
  {
    ...cat,
    brand: 'science-diet',
    subBrand: 'adult-indoor',
    lifestage: ['adult-cat'],
    foodForm: 'dry',
    flavor: ['salmon'],
    healthConditions: ['weight-management'],
    packType: 'bag',
    sites: both,
  },
  [[15.5, 'lbs']],
);
const kdCat = product(
  'pd-kd-cat-tuna',
  {
    ...cat,
    brand: 'prescription-diet',
    subBrand: 'k-d',
    lifestage: ['adult-cat', 'senior-cat'],
    foodForm: 'wet',
    flavor: ['tuna'],
    healthConditions: ['kidney-care'],
    packType: 'can',
    sites: ['HPSF'],
  },
  [[5.5, 'oz']],
);
const idDog = product(
  'pd-id-dog-chicken',
  {
    ...dog,
    brand: 'prescription-diet',
    subBrand: 'i-d',
    lifestage: ['puppy', 'adult-dog', 'senior-dog'],
    foodForm: 'dry',
    flavor: ['chicken'],
    healthConditions: ['digestive-care'],
    packType: 'bag',
    sites: ['HPSF'],
  },
  [
    [8.5, 'lbs'],
    [27.5, 'lbs'],
  ],
);
const treats = product(
  'treats-soft-baked',
  {
    ...dog,
    brand: 'hills-treats',
    subBrand: 'soft-baked',
    lifestage: ['adult-dog'],
    foodForm: 'treats',
    flavor: ['chicken'],
    healthConditions: [],
    packType: 'pouch',
    sites: ['DTC'],
  },
  [[8, 'oz']],
);
const PRODUCTS = [adultDog, seniorDog, kitten, indoorCat, kdCat, idDog, treats];

const handles = (list: CatalogProduct[]) => list.map((p) => p.handle);
const facet = (facets: readonly FacetDefinition[], field: string) => facets.find((f) => f.field === field);
const slugs = (facets: readonly FacetDefinition[], field: string) => facet(facets, field)?.options.map((o) => o.slug);

describe('the facet definitions in facets.json', () => {
  it('define exactly the ten facet fields, each once (spec 001 §3 Facet fields and their options)', () => {
    expect(FACETS.map((f) => f.field)).toEqual([
      'species',
      'brand',
      'food_form',
      'lifestage',
      'breed_size',
      'health_conditions',
      'flavor',
      'sub_brand',
      'weight_unit',
      'pack_type',
    ]);
  });

  it('make species, brand, pet age and food form the navigation facets (spec 001 §3 Filter facet definition)', () => {
    expect(FACETS.filter((f) => f.isNavigation).map((f) => f.field)).toEqual([
      'species',
      'brand',
      'food_form',
      'lifestage',
    ]);
    expect(facet([...FACETS], 'lifestage')).toMatchObject({ slug: 'pet-age', navigationLabel: 'Pet Age' });
  });

  it('label life stages with their age bands (spec 001 §3 Facet fields and their options)', () => {
    expect(facet([...FACETS], 'lifestage')?.options.map((o) => [o.label, o.slug, o.filter])).toEqual([
      ['Puppy (under 1 year)', 'puppy', { type: 'value', field: 'lifestage', value: 'puppy' }],
      ['Adult (1-6 years)', 'adult', { type: 'value', field: 'lifestage', value: 'adult-dog' }],
      ['Senior (7+ years)', 'senior', { type: 'value', field: 'lifestage', value: 'senior-dog' }],
      ['Kitten (under 1 year)', 'kitten', { type: 'value', field: 'lifestage', value: 'kitten' }],
      ['Adult (1-6 years)', 'adult', { type: 'value', field: 'lifestage', value: 'adult-cat' }],
      ['Senior (7+ years)', 'senior', { type: 'value', field: 'lifestage', value: 'senior-cat' }],
    ]);
  });

  it('list the 17 health conditions and about 19 Science Diet lines (spec 001 §3 Facet fields and their options)', () => {
    expect(facet([...FACETS], 'health_conditions')?.options).toHaveLength(17);
    const treatLines = ['training', 'jerky', 'biscuits', 'soft-baked', 'dental-chews', 'apple-oatmeal'];
    const scienceDietLines = facet(facetsFor('DTC', null), 'sub_brand')?.options.filter(
      (o) => !treatLines.includes(o.slug),
    );
    expect(scienceDietLines).toHaveLength(19);
  });

  it('give the weight facet the lbs 1-45 and oz 2.5-13 ranges (spec 001 §3 Facet fields and their options)', () => {
    const ranges = facet([...FACETS], 'weight_unit')?.options.map((o) => [o.slug, o.filter]);
    expect(ranges).toContainEqual(['1lb-45lb', { type: 'range', field: 'weight_lbs', min: 1, max: 45 }]);
    expect(ranges).toContainEqual(['2.5oz-13oz', { type: 'range', field: 'weight_oz', min: 2.5, max: 13 }]);
  });

  it('name each weight range as a shopper reads a size, the narrow ones without overlap (issue: "1LB-45LBS")', () => {
    const options = facet([...FACETS], 'weight_unit')?.options ?? [];
    expect(options.map((o) => o.label)).toEqual([
      'All dry food sizes (1–45 lb)',
      '1–7 lb',
      '8–20 lb',
      '21–45 lb',
      'Wet food (2.5–13 oz)',
    ]);
    const narrow = options.flatMap((o) => (o.filter.type === 'range' && o.slug !== '1lb-45lb' ? [o.filter] : []));
    for (const [i, a] of narrow.entries())
      for (const b of narrow.slice(i + 1))
        expect(a.field !== b.field || a.max < b.min || b.max < a.min, `${a.min}-${a.max} and ${b.min}-${b.max}`).toBe(
          true,
        );
  });

  it('is what parseFacets gives for the shipped file', () => {
    expect(parseFacets(definitions)).toEqual(FACETS);
  });
});

describe('parseFacets on a broken definition', () => {
  const valid = () =>
    structuredClone(definitions.find((f) => f.field === 'brand')) as Record<string, unknown> & {
      options: Record<string, unknown>[];
    };

  it('throws a message naming the problem (spec 001 §3 Filter facet definition)', () => {
    const offSite = valid();
    offSite.sites = ['DTC'];
    expect(() => parseFacets([offSite])).toThrow(/option prescription-diet is on a site its facet is not/);

    const wrongField = valid();
    wrongField.options[0] = { ...wrongField.options[0], filter: { type: 'value', field: 'flavor', value: 'chicken' } };
    expect(() => parseFacets([wrongField])).toThrow(/option science-diet filters on flavor, not on brand/);

    const noSort = valid();
    noSort.sort = { DTC: 2 };
    expect(() => parseFacets([noSort])).toThrow(/facets\.json is not a valid facet list[\s\S]*sort/);

    expect(() => parseFacets([valid(), valid()])).toThrow(/a facet field is defined twice/);
    expect(() => parseFacets([{ ...valid(), slug: 'Brand Name' }])).toThrow(
      /a slug is lower-case words joined by hyphens/,
    );
  });

  it('refuses a range whose min is above its max and a slug used twice for one species', () => {
    const weight = structuredClone(definitions.find((f) => f.field === 'weight_unit')) as {
      options: { filter: Record<string, unknown> }[];
    };
    const first = weight.options[0];
    if (first) first.filter = { type: 'range', field: 'weight_lbs', min: 45, max: 1 };
    expect(() => parseFacets([weight])).toThrow(/a range needs min ≤ max/);

    const twice = valid();
    twice.options.push({ ...twice.options[0] });
    expect(() => parseFacets([twice])).toThrow(/option slug science-diet is used twice for dog/);
  });
});

describe('facetsFor', () => {
  it('orders the facets by the site sort, species first (spec 001 §3 Filter facet definition)', () => {
    expect(facetsFor('DTC', 'dog').map((f) => f.field)).toEqual([
      'species',
      'brand',
      'food_form',
      'lifestage',
      'breed_size',
      'health_conditions',
      'flavor',
      'sub_brand',
      'weight_unit',
      'pack_type',
    ]);
    expect(facetsFor('HPSF', 'cat').map((f) => f.field)).toEqual([
      'species',
      'brand',
      'food_form',
      'lifestage',
      'health_conditions',
      'sub_brand',
      'flavor',
      'weight_unit',
      'pack_type',
    ]);
  });

  it("shows Prescription Diet on HPSF only and Hill's Treats on DTC for dogs only (spec 001 §3 Facet fields and their options)", () => {
    expect(slugs(facetsFor('DTC', 'dog'), 'brand')).toEqual(['science-diet', 'treats']);
    expect(slugs(facetsFor('DTC', 'cat'), 'brand')).toEqual(['science-diet']);
    expect(slugs(facetsFor('HPSF', 'dog'), 'brand')).toEqual(['science-diet', 'prescription-diet']);
    expect(slugs(facetsFor('HPSF', null), 'brand')).toEqual(['science-diet', 'prescription-diet']);
  });

  it('offers treats as a food form on DTC for dogs only (spec 001 §3 Facet fields and their options)', () => {
    expect(slugs(facetsFor('DTC', 'dog'), 'food_form')).toEqual(['dry-food', 'wet-food', 'treats']);
    expect(slugs(facetsFor('DTC', 'cat'), 'food_form')).toEqual(['dry-food', 'wet-food']);
    expect(slugs(facetsFor('HPSF', 'dog'), 'food_form')).toEqual(['dry-food', 'wet-food']);
  });

  it('keeps breed size for dogs and each species to its own life stages (spec 001 §3 Facet fields and their options)', () => {
    expect(slugs(facetsFor('DTC', 'dog'), 'breed_size')).toEqual(['small', 'medium', 'large']);
    expect(facet(facetsFor('DTC', 'cat'), 'breed_size')).toBeUndefined();
    expect(slugs(facetsFor('DTC', 'cat'), 'lifestage')).toEqual(['kitten', 'adult', 'senior']);
    expect(slugs(facetsFor('HPSF', null), 'lifestage')).toEqual([
      'puppy',
      'adult',
      'senior',
      'kitten',
      'adult',
      'senior',
    ]);
    expect(slugs(facetsFor('DTC', 'dog'), 'species')).toEqual(['dog']);
  });

  it('keeps the clinical health conditions to HPSF (spec 001 §3 Facet fields and their options)', () => {
    expect(slugs(facetsFor('DTC', null), 'health_conditions')).toEqual([
      'aging-care',
      'dental-care',
      'digestive-care',
      'food-sensitivities',
      'growth',
      'joint-care',
      'skin-care',
      'urinary-care',
      'weight-management',
    ]);
    expect(slugs(facetsFor('HPSF', 'dog'), 'health_conditions')).toHaveLength(16);
    expect(slugs(facetsFor('HPSF', 'cat'), 'health_conditions')).toContain('thyroid-care');
  });

  it('keeps some flavours to one site or species (spec 001 §3 Facet fields and their options)', () => {
    expect(slugs(facetsFor('DTC', 'dog'), 'flavor')).toEqual([
      'beef',
      'chicken',
      'egg',
      'lamb',
      'liver',
      'original-flavor',
      'salmon',
      'turkey',
      'vegetable',
    ]);
    expect(slugs(facetsFor('HPSF', 'cat'), 'flavor')).toEqual([
      'beef',
      'chicken',
      'duck',
      'egg',
      'liver',
      'ocean-fish',
      'original-flavor',
      'pollock',
      'salmon',
      'tuna',
      'turkey',
      'vegetable',
      'venison',
    ]);
  });

  it('shows the Prescription Diet lines on HPSF only (spec 001 §3 Facet fields and their options)', () => {
    expect(slugs(facetsFor('DTC', null), 'sub_brand')).not.toContain('c-d');
    expect(slugs(facetsFor('HPSF', 'cat'), 'sub_brand')).toEqual(
      expect.arrayContaining(['c-d', 'm-d', 'y-d', 'onc-care', 'gastrointestinal-biome']),
    );
    expect(slugs(facetsFor('HPSF', 'dog'), 'sub_brand')).not.toContain('y-d');
  });
});

describe('matchesOption', () => {
  it('reads each value facet from the product attributes (spec 001 §3 Filter facet definition)', () => {
    expect(matchesOption(kdCat, { type: 'value', field: 'species', value: 'cat' })).toBe(true);
    expect(matchesOption(kdCat, { type: 'value', field: 'brand', value: 'science-diet' })).toBe(false);
    expect(matchesOption(kdCat, { type: 'value', field: 'lifestage', value: 'senior-cat' })).toBe(true);
    expect(matchesOption(adultDog, { type: 'value', field: 'breed_size', value: 'small' })).toBe(false);
    expect(matchesOption(treats, { type: 'value', field: 'food_form', value: 'treats' })).toBe(true);
    expect(matchesOption(seniorDog, { type: 'value', field: 'flavor', value: 'vegetable' })).toBe(true);
    expect(matchesOption(idDog, { type: 'value', field: 'health_conditions', value: 'digestive-care' })).toBe(true);
    expect(matchesOption(treats, { type: 'value', field: 'pack_type', value: 'bag' })).toBe(false);
    expect(matchesOption(kdCat, { type: 'value', field: 'sub_brand', value: 'k-d' })).toBe(true);
  });

  it('matches a weight range when any variant of that unit is inside it, ends included (spec 001 §3 Facet fields and their options)', () => {
    expect(matchesOption(adultDog, { type: 'range', field: 'weight_lbs', min: 21, max: 45 })).toBe(true);
    expect(matchesOption(adultDog, { type: 'range', field: 'weight_lbs', min: 8, max: 20.9 })).toBe(false);
    expect(matchesOption(adultDog, { type: 'range', field: 'weight_oz', min: 2.5, max: 13 })).toBe(false);
    expect(matchesOption(treats, { type: 'range', field: 'weight_lbs', min: 1, max: 45 })).toBe(false);
    expect(matchesOption(kitten, { type: 'range', field: 'weight_lbs', min: 7, max: 7 })).toBe(true);
    expect(matchesOption(kitten, { type: 'range', field: 'weight_lbs', min: 3.5, max: 3.5 })).toBe(true);
    expect(matchesOption(indoorCat, { type: 'range', field: 'weight_lbs', min: 1, max: 15.4 })).toBe(false);
  });
});

describe('filterProducts', () => {
  it('never returns a product the site does not sell (spec 001 §3, API.md Products)', () => {
    expect(handles(filterProducts(PRODUCTS, {}, 'DTC', null))).toEqual([
      'sd-adult-dog-chicken',
      'sd-senior-dog-stew',
      'sd-kitten-chicken',
      'sd-adult-indoor-salmon',
      'treats-soft-baked',
    ]);
    expect(handles(filterProducts(PRODUCTS, {}, 'HPSF', null))).toEqual([
      'sd-adult-dog-chicken',
      'sd-senior-dog-stew',
      'sd-kitten-chicken',
      'sd-adult-indoor-salmon',
      'pd-kd-cat-tuna',
      'pd-id-dog-chicken',
    ]);
  });

  it('keeps a species listing to that species', () => {
    expect(handles(filterProducts(PRODUCTS, {}, 'DTC', 'dog'))).toEqual([
      'sd-adult-dog-chicken',
      'sd-senior-dog-stew',
      'treats-soft-baked',
    ]);
  });

  it('combines options of one facet with OR and facets with AND (spec 001 §3 Filter facet definition)', () => {
    expect(
      handles(filterProducts(PRODUCTS, { food_form: ['wet-food'], flavor: ['tuna', 'beef'] }, 'HPSF', null)),
    ).toEqual(['sd-senior-dog-stew', 'pd-kd-cat-tuna']);
    expect(handles(filterProducts(PRODUCTS, { food_form: ['dry-food'], flavor: ['chicken'] }, 'HPSF', null))).toEqual([
      'sd-adult-dog-chicken',
      'sd-kitten-chicken',
      'pd-id-dog-chicken',
    ]);
  });

  it('ignores unknown fields and slugs, and options the site does not offer', () => {
    expect(
      handles(filterProducts(PRODUCTS, { flavor: ['chicken', 'marmite'], colour: ['red'] }, 'DTC', 'dog')),
    ).toEqual(['sd-adult-dog-chicken', 'treats-soft-baked']);
    expect(handles(filterProducts(PRODUCTS, { brand: ['prescription-diet'] }, 'DTC', 'dog'))).toEqual([
      'sd-adult-dog-chicken',
      'sd-senior-dog-stew',
      'treats-soft-baked',
    ]);
  });

  it('reads a life stage slug as that age for each species shown (spec 001 §3 Facet fields and their options)', () => {
    expect(handles(filterProducts(PRODUCTS, { lifestage: ['adult'] }, 'HPSF', null))).toEqual([
      'sd-adult-dog-chicken',
      'sd-adult-indoor-salmon',
      'pd-kd-cat-tuna',
      'pd-id-dog-chicken',
    ]);
    expect(handles(filterProducts(PRODUCTS, { lifestage: ['adult'] }, 'HPSF', 'cat'))).toEqual([
      'sd-adult-indoor-salmon',
      'pd-kd-cat-tuna',
    ]);
    expect(handles(filterProducts(PRODUCTS, { species: ['dog'], lifestage: ['senior'] }, 'DTC', 'dog'))).toEqual([
      'sd-senior-dog-stew',
    ]);
  });

  it('filters by a weight band (spec 001 §3 Facet fields and their options)', () => {
    expect(handles(filterProducts(PRODUCTS, { weight_unit: ['21lb-45lb'] }, 'HPSF', null))).toEqual([
      'sd-adult-dog-chicken',
      'pd-id-dog-chicken',
    ]);
    expect(handles(filterProducts(PRODUCTS, { weight_unit: ['2.5oz-13oz'] }, 'DTC', null))).toEqual([
      'sd-senior-dog-stew',
      'treats-soft-baked',
    ]);
  });
});

describe('countOptions', () => {
  const selection = { food_form: ['dry-food', 'treats'], flavor: ['chicken'] };
  const counts = countOptions(PRODUCTS, selection, 'DTC', 'dog');

  it('counts every visible facet, in the site order (spec 001 §3 Filter facet definition)', () => {
    expect(Object.keys(counts)).toEqual(facetsFor('DTC', 'dog').map((f) => f.field));
  });

  it("counts a facet's options against the other facets' choices only", () => {
    expect(counts.food_form).toEqual({ 'dry-food': 1, 'wet-food': 0, treats: 1 });
    expect(counts.flavor).toEqual({
      beef: 0,
      chicken: 2,
      egg: 0,
      lamb: 0,
      liver: 0,
      'original-flavor': 0,
      salmon: 0,
      turkey: 0,
      vegetable: 0,
    });
    // Wet chicken matches nothing, yet each facet still shows what switching within it would give.
    const none = countOptions(PRODUCTS, { food_form: ['wet-food'], flavor: ['chicken'] }, 'DTC', 'dog');
    expect(filterProducts(PRODUCTS, { food_form: ['wet-food'], flavor: ['chicken'] }, 'DTC', 'dog')).toEqual([]);
    expect(none.food_form).toEqual({ 'dry-food': 1, 'wet-food': 0, treats: 1 });
    expect(none.flavor).toEqual({
      beef: 1,
      chicken: 0,
      egg: 0,
      lamb: 0,
      liver: 0,
      'original-flavor': 0,
      salmon: 0,
      turkey: 0,
      vegetable: 1,
    });
    expect(none.brand).toEqual({ 'science-diet': 0, treats: 0 });
  });

  it('counts the other facets against the whole selection', () => {
    expect(counts.species).toEqual({ dog: 2 });
    expect(counts.brand).toEqual({ 'science-diet': 1, treats: 1 });
    expect(counts.lifestage).toEqual({ puppy: 0, adult: 2, senior: 0 });
    expect(counts.pack_type).toEqual({ bag: 1, can: 0, tray: 0, pouch: 1 });
    expect(counts.weight_unit).toEqual({ '1lb-45lb': 1, '1lb-7lb': 1, '8lb-20lb': 0, '21lb-45lb': 1, '2.5oz-13oz': 1 });
  });

  it('never counts products the site does not sell (spec 001 §3, API.md Products)', () => {
    const dtc = countOptions(PRODUCTS, {}, 'DTC', null);
    expect(dtc.brand).toEqual({ 'science-diet': 4, treats: 1 });
    expect(dtc.food_form).toEqual({ 'dry-food': 3, 'wet-food': 1, treats: 1 });
    const hpsf = countOptions(PRODUCTS, {}, 'HPSF', null);
    expect(hpsf.brand).toEqual({ 'science-diet': 4, 'prescription-diet': 2 });
    expect(hpsf.species).toEqual({ dog: 3, cat: 3 });
  });

  it('counts a life stage slug once across species when no species is chosen', () => {
    expect(countOptions(PRODUCTS, {}, 'HPSF', null).lifestage).toEqual({ puppy: 1, adult: 4, senior: 3, kitten: 1 });
  });
});

describe('selectedSpecies', () => {
  it('is the species when exactly one known species is chosen', () => {
    expect(selectedSpecies({ species: ['cat'] })).toBe('cat');
    expect(selectedSpecies({ species: ['cat', 'dog'] })).toBeNull();
    expect(selectedSpecies({ species: ['fish'] })).toBeNull();
    expect(selectedSpecies({})).toBeNull();
  });
});
