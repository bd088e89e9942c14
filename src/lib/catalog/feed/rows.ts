// A feed product as the catalogue's rows, and back: what the seed writes and what an import compares and writes, so
// that both give a product the same rows (issue 39).
import type { Selectable } from 'kysely';
import type { ProductTable, VariantTable } from '../../db/schema';
import { attributesOf, tagsOf } from '../rows';
import type { FeedProduct, FeedVariant } from './feed-product';
import { PRODUCT_TYPES } from './shopify-columns';

/** A variant's id follows from its SKU, so every instance and every import gives a SKU the same id. */
export const variantIdOf = (sku: string): string => String(40_000_000 + Number(sku));
export const productIdOf = (handle: string): string => `product-${handle}`;

/** The product's columns that a feed decides (not its id, position, picture or when it was made). */
export function productColumns(p: FeedProduct) {
  const { species, lifestage, breedSize, flavor, healthConditions, sites } = p;
  return {
    handle: p.handle,
    title: p.title,
    description: p.description,
    product_type: PRODUCT_TYPES[p.foodForm],
    brand: p.brand,
    sub_brand: p.subBrand,
    food_form: p.foodForm,
    pack_type: p.packType,
    attributes: JSON.stringify({ species, lifestage, breedSize, flavor, healthConditions, sites }),
    tags: JSON.stringify(p.tags),
    published: p.published ? 1 : 0,
  };
}

export function variantColumns(productId: string, v: FeedVariant, position: number) {
  return {
    id: variantIdOf(v.sku),
    product_id: productId,
    sku: v.sku,
    flavor: v.flavor,
    size: v.size,
    product_form: v.productForm,
    weight: v.weight,
    weight_unit: v.weightUnit,
    price_cents: v.priceCents,
    compare_at_cents: v.compareAtCents,
    tags: JSON.stringify(v.tags),
    stock: v.stock,
    autoship: v.autoship ? 1 : 0,
    position,
    pack_count: v.packCount,
  };
}

/** The feed product the rows hold (without pictures or content), for an export or to compare with an import. */
export function feedFromRows(p: Selectable<ProductTable>, variants: readonly Selectable<VariantTable>[]): FeedProduct {
  const attributes = attributesOf(p);
  return {
    handle: p.handle,
    title: p.title,
    description: p.description,
    brand: p.brand as FeedProduct['brand'],
    subBrand: p.sub_brand,
    species: attributes.species,
    lifestage: attributes.lifestage,
    breedSize: attributes.breedSize,
    foodForm: p.food_form as FeedProduct['foodForm'],
    packType: p.pack_type as FeedProduct['packType'],
    flavor: attributes.flavor,
    healthConditions: attributes.healthConditions,
    sites: attributes.sites,
    tags: tagsOf(p, 'products'),
    published: p.published === 1,
    images: [],
    variants: [...variants]
      .sort((a, b) => a.position - b.position)
      .map((v) => ({
        sku: v.sku,
        flavor: v.flavor,
        size: v.size,
        weight: v.weight,
        weightUnit: v.weight_unit as FeedVariant['weightUnit'],
        productForm: v.product_form,
        priceCents: v.price_cents,
        compareAtCents: v.compare_at_cents,
        tags: tagsOf(v, 'variants'),
        stock: v.stock,
        autoship: v.autoship === 1,
        packCount: v.pack_count,
      })),
  };
}
