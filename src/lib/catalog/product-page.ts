// Which variant a product page shows, and what it tells search engines (Product structured data).
import { preselectVariant } from './preselect';
import { slugify } from './rows';
import type { Product, Variant } from './types';
import { packSizeSlug } from './units';
import { optionValue, ownPicture } from './variants';
import { unitName, type ProductContent } from '../content/product-content';

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
    (v) =>
      slugify(optionValue(v, 'Flavor') ?? '') === flavorSlug &&
      packSizeSlug(v.weight, v.weightUnit, v.packCount) === size,
  );
  return byPath ?? preselectVariant(product, [], null);
}

/**
 * The pictures a product page shows of a size: the gallery the editors keep, led by the size's own picture when the
 * gallery does not have it (a size drawn apart from its product); the size's picture alone without a gallery.
 */
export function picturesOf(variant: Variant, content: ProductContent | null, title: string) {
  // The size's own picture is named for the product and its size (spec 000 §3), wherever the gallery has it.
  const own = ownPicture(variant, title);
  const gallery = (content?.gallery ?? []).map((p) =>
    own && `/cms/${p.id}` === own.url ? own : { url: `/cms/${p.id}`, alt: p.alt },
  );
  if (!own || gallery.includes(own)) return gallery;
  return [own, ...gallery];
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
    name: `Calories per ${unitName(content.feeding.unit)}`,
    value: content.calories.perUnit,
    unitText: 'kcal',
  },
];

/** A review as the structured data tells it. */
export type StructuredReview = { author: string; rating: number; title: string; body: string; createdAt: string };

export function productStructuredData(
  product: Product,
  variant: Variant,
  pageUrl: string,
  origin: string,
  showOffers: boolean,
  content: ProductContent | null = null,
  reviews: readonly StructuredReview[] = [],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    sku: variant.sku,
    brand: { '@type': 'Brand', name: product.brand },
    ...(variant.imagePrimary
      ? {
          image: content
            ? picturesOf(variant, content, product.title).map((p) => `${origin}${p.url}`)
            : `${origin}${variant.imagePrimary.url}`,
        }
      : {}),
    ...(content ? { additionalProperty: nutritionProperties(content) } : {}),
    ...(product.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            datePublished: review.createdAt.slice(0, 10),
            name: review.title,
            reviewBody: review.body,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
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
