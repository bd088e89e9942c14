// Catalogue rows on their way out of the database, each JSON column checked by its schema, turned into the types the
// store owns (API.md "Products"). Pure: the service reads, this shapes.
import type { Selectable } from 'kysely';
import { z } from 'zod/v4';
import { jsonColumn } from '../db/json-column';
import type { ProductTable, SellingPlanTable, VariantTable } from '../db/schema';
import { money } from '../site/money';
import { SITE_IDS } from '../site/site';
import { badgeTagsFromTags } from './badges';
import { BRANDS } from './brands';
import type {
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
import { optionValue, productImageAlt } from './variants';

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

type Shared = { plans: SellingPlan[]; badges: string[]; image: Image | null; alike: Alike };

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

function variantFromRow(row: Selectable<VariantTable>, product: Selectable<ProductTable>, shared: Shared): Variant {
  const inStock = row.stock > 0;
  const unit = row.weight_unit as WeightUnit;
  const brand = BRANDS[product.brand as CatalogAttributes['brand']]?.slug ?? product.brand;
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
  return {
    id: row.id,
    adminGraphqlId: adminGraphqlId(row.id),
    sku: row.sku,
    variantURL: `${brand}/${product.handle}/${slugify(row.flavor)}/${packSizeSlug(row.weight, unit, row.pack_count)}`,
    inStock,
    price: price(row.price_cents),
    compareAtPrice:
      row.compare_at_cents !== null && row.compare_at_cents > row.price_cents ? price(row.compare_at_cents) : null,
    weight: row.weight,
    weightUnit: unit,
    packCount: row.pack_count,
    selectedOptions,
    badgeTags: alike.of(`badges\u0000${badgeTags.join('\u0000')}`, () => badgeTags),
    sellingPlans: row.autoship === 1 ? shared.plans : [],
    imagePrimary: shared.image,
    variantMediaList: shared.image
      ? [{ url: shared.image.url, alt: productImageAlt(product.title, { selectedOptions }) }]
      : [],
  };
}

function optionsOf(variants: Variant[]): CatalogProduct['options'] {
  const names: OptionName[] = ['Size', 'Flavor', 'Product Form'];
  return names.map((name) => ({
    name,
    values: [...new Set(variants.map((v) => optionValue(v, name) ?? ''))].filter(Boolean),
  }));
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
  const badgeTags = badgeTagsFromTags(tagsOf(row, 'products'));
  const image = row.image_id ? { url: `/cms/${row.image_id}`, alt: row.title } : null;
  const variants = [...variantRows]
    .sort((a, b) => a.position - b.position)
    .map((v) => variantFromRow(v, row, { plans, badges: badgeTags, image, alike }));
  return {
    handle: row.handle,
    title: row.title,
    productType: row.product_type,
    description: row.description,
    brand: BRANDS[brand]?.label ?? row.brand,
    species: stored.species,
    featuredImage: image,
    badgeTags,
    options: optionsOf(variants),
    variants,
    attributes: {
      brand,
      subBrand: row.sub_brand,
      species: stored.species,
      lifestage: stored.lifestage,
      breedSize: stored.breedSize,
      foodForm: row.food_form as CatalogAttributes['foodForm'],
      flavor: stored.flavor,
      healthConditions: stored.healthConditions,
      packType: row.pack_type as CatalogAttributes['packType'],
      sites: stored.sites,
    },
  };
}

/** The API's Product: the catalogue product without the facet attributes. */
export function toApiProduct({ attributes: _attributes, ...product }: CatalogProduct) {
  return product;
}
