// Reading a variant: its option values, its page address (spec 000 §2), its picture, and the sizes offered beside it.
import type { CatalogProduct, Image, OptionName, Product, Variant } from './types';

export function optionValue(variant: Pick<Variant, 'selectedOptions'>, name: OptionName): string | null {
  return variant.selectedOptions.find((option) => option.name === name)?.value ?? null;
}

/** A card or a size choice links to /products/{variantURL}?sku={sku} (spec 000 §2 Product card). */
export const variantHref = (variant: Pick<Variant, 'variantURL' | 'sku'>) =>
  `/products/${variant.variantURL}?sku=${encodeURIComponent(variant.sku)}`;

/** The sizes offered beside a variant: the product's variants of the same flavour. */
export const sizesOfFlavour = (product: Product, variant: Variant) =>
  product.variants.filter((v) => optionValue(v, 'Flavor') === optionValue(variant, 'Flavor'));

/** Every variant of the catalogue by its id, with its product. */
export type VariantIndex = ReadonlyMap<string, { product: CatalogProduct; variant: Variant }>;

export function variantIndex(
  products: readonly CatalogProduct[],
): Map<string, { product: CatalogProduct; variant: Variant }> {
  return new Map(
    products.flatMap((product) => product.variants.map((variant) => [variant.id, { product, variant }] as const)),
  );
}

/** `Chicken & Brown Rice / 15 lb`, as a commerce backend names a variant. */
export const variantTitle = (variant: Pick<Variant, 'selectedOptions'>): string =>
  [optionValue(variant, 'Flavor'), optionValue(variant, 'Size')].filter((v): v is string => Boolean(v)).join(' / ');

/** A product image's text alternative: the product and the size shown, e.g. "Adult Chicken & Barley Dry Dog Food, 15 lb". */
export function productImageAlt(title: string, variant: Pick<Variant, 'selectedOptions'>): string {
  const size = optionValue(variant, 'Size');
  return size ? `${title}, ${size}` : title;
}

/** A size's own picture, named for the product and the size (spec 000 §3); null for a size with none. */
export function ownPicture(variant: Pick<Variant, 'imagePrimary' | 'selectedOptions'>, title: string): Image | null {
  const own = variant.imagePrimary;
  return own ? { url: own.url, alt: productImageAlt(title, variant) } : null;
}
