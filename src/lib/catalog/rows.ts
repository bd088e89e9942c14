// Catalogue rows on their way out of the database, each JSON column checked by its schema, turned into the types the
// store owns (API.md "Products"). Pure: the service reads, this shapes.
import type { Selectable } from 'kysely';
import { z } from 'zod/v4';
import { jsonColumn } from '../db/json-column';
import type { ProductTable, SellingPlanTable, VariantTable } from '../db/schema';
import { money } from '../site/money';
import { SITE_IDS } from '../site/site';
import { badgeTagsFromTags } from './badges';
import { BRANDS, brandLabel } from './brands';
import type {
  ApiVariant,
  CatalogAttributes,
  CatalogProduct,
  Image,
  OptionName,
  SellingPlan,
  Species,
  Variant,
  WeightUnit,
} from './types';
import { packSizeSlug } from './units';
import { optionValue, ownPicture } from './variants';

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
export const adminGraphqlId = (variantId: string) => `gid://shopify/ProductVariant/${variantId}`;

const words = z.array(z.string());
const attributesColumn = z.object({
  species: z.array(z.enum(['dog', 'cat'] satisfies Species[])),
  lifestage: words,
  breedSize: words,
  flavor: words,
  healthConditions: words,
  sites: z.array(z.enum(SITE_IDS)),
});
/** A product's or a variant's raw tags (badges and the rest), checked as they leave the database. */
export const tagsOf = (row: { tags: string }, table: 'products' | 'variants') =>
  jsonColumn(words, row.tags, `${table}.tags`);
/** What the facets read of a product, kept as JSON beside it, checked as it leaves the database. */
export const attributesOf = (row: Pick<Selectable<ProductTable>, 'attributes'>) =>
  jsonColumn(attributesColumn, row.attributes, 'products.attributes');

type Shared = {
  plans: SellingPlan[];
  badges: string[];
  image: Image | null;
  /** `{brand}/{handle}/`: the start of every variant's page address. */
  urlPrefix: string;
  alike: Alike;
};

/**
 * Values many variants of a catalogue hold alike (an option, a price, a list of badges), made once per load and shared
 * by them: at 20,000 products each variant's own copies were most of the catalogue's memory. Nothing changes a
 * variant's values in place (deals make new variants), so sharing them is safe.
 */
export class Alike {
  private readonly values = new Map<string, unknown>();

  of<T>(key: string, make: () => T): T {
    let value = this.values.get(key) as T | undefined;
    if (value === undefined) this.values.set(key, (value = make()));
    return value;
  }
}

/** A list of words held alike by many products or variants (a lifestage list, a product's sizes), made once. */
const sameWords = <T extends string>(alike: Alike, kind: string, words: T[]): T[] =>
  alike.of(`${kind}\u0000${words.join('\u0000')}`, () => words);

function variantFromRow(row: Selectable<VariantTable>, shared: Shared): Variant {
  const inStock = row.stock > 0;
  const unit: WeightUnit = row.weight_unit === 'oz' ? 'oz' : 'lbs';
  const { alike } = shared;
  const option = (name: OptionName, value: string) =>
    alike.of(`option\u0000${name}\u0000${value}`, () => ({ name, value }));
  const selectedOptions: Variant['selectedOptions'] = alike.of(
    `options\u0000${row.size}\u0000${row.flavor}\u0000${row.product_form}`,
    () => [option('Size', row.size), option('Flavor', row.flavor), option('Product Form', row.product_form)],
  );
  const price = (cents: number) => alike.of(`price\u0000${cents}`, () => money(cents));
  const badgeTags = [
    ...new Set([...(inStock ? [] : ['out-of-stock']), ...badgeTagsFromTags(tagsOf(row, 'variants')), ...shared.badges]),
  ];
  // The end of the page address (`{flavor}/{size}`) is shared by many products' variants: it is made once.
  const urlEnd = alike.of(`url-end\u0000${row.flavor}\u0000${row.weight}\u0000${unit}\u0000${row.pack_count}`, () =>
    [slugify(row.flavor), packSizeSlug(row.weight, unit, row.pack_count)].join('/'),
  );
  return {
    id: row.id,
    adminGraphqlId: adminGraphqlId(row.id),
    sku: row.sku,
    variantURL: shared.urlPrefix + urlEnd,
    inStock,
    price: price(row.price_cents),
    compareAtPrice:
      row.compare_at_cents !== null && row.compare_at_cents > row.price_cents ? price(row.compare_at_cents) : null,
    weight: row.weight,
    weightUnit: unit,
    packCount: row.pack_count,
    selectedOptions,
    badgeTags: sameWords(alike, 'badges', badgeTags),
    sellingPlans: row.autoship === 1 ? shared.plans : [],
    imagePrimary: shared.image,
  };
}

function optionsOf(variants: Variant[], alike: Alike): CatalogProduct['options'] {
  const names: OptionName[] = ['Size', 'Flavor', 'Product Form'];
  const options = names.map((name) => ({
    name,
    values: [...new Set(variants.map((v) => optionValue(v, name) ?? ''))].filter(Boolean),
  }));
  return alike.of(`product-options\u0000${JSON.stringify(options)}`, () => options);
}

export function productFromRow(
  row: Selectable<ProductTable>,
  variantRows: Selectable<VariantTable>[],
  planRows: Selectable<SellingPlanTable>[],
  alike: Alike = new Alike(),
): CatalogProduct {
  const stored = attributesOf(row);
  const brand = row.brand as CatalogAttributes['brand'];
  const plans = alike.of('plans', () =>
    planRows
      .map((p) => ({ id: p.id, name: p.name, frequencyDays: p.frequency_days }))
      .sort((a, b) => a.frequencyDays - b.frequencyDays),
  );
  const badgeTags = sameWords(alike, 'badges', badgeTagsFromTags(tagsOf(row, 'products')));
  const image = row.image_id ? { url: `/cms/${row.image_id}`, alt: row.title } : null;
  const shared: Shared = {
    plans,
    badges: badgeTags,
    image,
    urlPrefix: `${BRANDS[brand]?.slug ?? row.brand}/${row.handle}/`,
    alike,
  };
  const variants = [...variantRows].sort((a, b) => a.position - b.position).map((v) => variantFromRow(v, shared));
  const species = sameWords(alike, 'species', stored.species);
  // Products of one line hold the same facet values: one copy of each list, and of the whole set.
  const attributes: CatalogAttributes = {
    brand,
    subBrand: row.sub_brand,
    species,
    lifestage: sameWords(alike, 'lifestage', stored.lifestage),
    breedSize: sameWords(alike, 'breed-size', stored.breedSize),
    foodForm: row.food_form as CatalogAttributes['foodForm'],
    flavor: sameWords(alike, 'flavor', stored.flavor),
    healthConditions: sameWords(alike, 'health', stored.healthConditions),
    packType: row.pack_type as CatalogAttributes['packType'],
    sites: sameWords(alike, 'sites', stored.sites),
  };
  return {
    handle: row.handle,
    title: row.title,
    productType: alike.of(`product-type\u0000${row.product_type}`, () => row.product_type),
    description: row.description,
    brand: brandLabel(row.brand),
    species,
    featuredImage: image,
    badgeTags,
    options: optionsOf(variants, alike),
    variants,
    attributes: alike.of(`attributes\u0000${JSON.stringify(attributes)}`, () => attributes),
  };
}

/**
 * The API's Product: the catalogue product without the facet attributes, each size with its pictures. The pictures are
 * made as the answer is: kept on thousands of variants, they were a tenth of the catalogue's memory.
 */
export function toApiProduct({ attributes: _attributes, ...product }: CatalogProduct) {
  const variants: ApiVariant[] = product.variants.map((v) => {
    const own = ownPicture(v, product.title);
    return { ...v, variantMediaList: own ? [own] : [] };
  });
  return { ...product, variants };
}
