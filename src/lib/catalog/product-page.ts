// Which variant a product page shows, and what it tells search engines (Product structured data).
import { preselectVariant } from './preselect';
import { slugify } from './rows';
import type { Product, Variant } from './types';
import { sizeSlug } from './units';
import { optionValue } from './variants';
import type { ProductContent } from '../content/product-content';

/**
 * Whether the address names this product: its own /products/{handle}, or one of its variants'
 * /products/{brand}/{handle}/{flavor}/{size}. Any other four segments around the handle (a made-up flavour, a
 * scanner's `15lb.bak`) name no page.
 */
export function namesProduct(product: Pick<Product, 'handle' | 'variants'>, segments: readonly string[]): boolean {
  if (segments.length === 1) return segments[0] === product.handle;
  const path = segments.join('/');
  return segments.length === 4 && product.variants.some((v) => v.variantURL === path);
}

/** ?sku= first, then the /{flavor}/{size} segments of the URL, then the default choice of spec 000 §4. */
export function variantForPage(
  product: Product,
  flavorSlug: string | undefined,
  size: string | undefined,
  sku: string | null,
): Variant {
  const bySku = sku ? product.variants.find((v) => v.sku === sku) : undefined;
  if (bySku) return bySku;
  const byPath = product.variants.find(
    (v) => slugify(optionValue(v, 'Flavor') ?? '') === flavorSlug && sizeSlug(v.weight, v.weightUnit) === size,
  );
  return byPath ?? preselectVariant(product, [], null);
}

/** The guaranteed analysis and calorie content as schema.org PropertyValues. */
const nutritionProperties = (content: ProductContent) => [
  ...content.analysis.map((row) => ({
    '@type': 'PropertyValue',
    name: row.nutrient,
    ...(row.min !== undefined ? { minValue: row.min } : {}),
    ...(row.max !== undefined ? { maxValue: row.max } : {}),
    unitText: row.unit,
  })),
  { '@type': 'PropertyValue', name: 'Calories per kg', value: content.calories.perKg, unitText: 'kcal' },
  {
    '@type': 'PropertyValue',
    name: `Calories per ${content.feeding.unit === 'piece' ? 'treat' : content.feeding.unit}`,
    value: content.calories.perUnit,
    unitText: 'kcal',
  },
];

export function productStructuredData(
  product: Product,
  variant: Variant,
  pageUrl: string,
  origin: string,
  showOffers: boolean,
  content: ProductContent | null = null,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    sku: variant.sku,
    brand: { '@type': 'Brand', name: product.brand },
    ...(variant.imagePrimary ? { image: `${origin}${variant.imagePrimary.url}` } : {}),
    ...(content ? { additionalProperty: nutritionProperties(content) } : {}),
    ...(showOffers
      ? {
          offers: {
            '@type': 'Offer',
            url: pageUrl,
            price: variant.price.amount,
            priceCurrency: variant.price.currencyCode,
            availability: variant.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
  };
}
