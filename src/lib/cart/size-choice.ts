// A size chosen on a product card (spec 000 §2 Product card): each size control carries, as data attributes, what the
// card shows for that size and what its add-to-cart controls add, so a card changes size in place without the page
// holding every variant of its product as state. What all sizes of a card share (the product's title, the flavour) is
// written once on the card, and what all cards of a list share (the shopper's ZIP, the store's autoship schedules, the
// free-shipping minimum the promotions measure against) once on the list: two dozen copies of the schedules alone were
// a twentieth of a listing's bytes.
import type { AddToCartProps } from './add-props';
import { cardPromos } from '../catalog/promos';
import type { Variant } from '../catalog/types';
import { optionValue, variantHref } from '../catalog/variants';
import type { SizedImage } from '../images/buckets';
import { cents } from '../site/money';

export type SizeChoice = AddToCartProps['variant'] & {
  /** The size as the shelf names it: `15.5 lb`. */
  size: string;
  compareAtCents: number | null;
  /** The variant's page, /products/{variantURL}?sku={sku}. */
  href: string;
  imageAlt: string;
  /** Only when the sizes of a product do not share one image. */
  image: SizedImage | null;
  /** The card's promotional lines at this size's price. */
  promos: string[];
};

/** The card's line under its sizes when the chosen one cannot be delivered to the shopper's ZIP. */
export const outOfStockNote = (size: string, zip: string) => `${size} is out of stock at ${zip}`;

/** What a size option says after its size (a pill, to a screen reader) when it is out of stock at the ZIP. */
export const outOfStockSuffix = (zip: string) => `(out of stock at ${zip})`;

/**
 * What a card writes once for all its sizes. `freeShipping` is false for a product that does not count toward the
 * free-shipping minimum (treats, FREE_SHIPPING_EXCLUDED_TYPE): its card promises no free shipping.
 */
export type CardFacts = { productTitle: string; flavor: string | null; freeShipping: boolean };

/** The card's data attributes for its sizes. */
export function cardData(facts: CardFacts): Record<string, string> {
  return {
    'data-product-title': facts.productTitle,
    ...(facts.flavor ? { 'data-flavor': facts.flavor } : {}),
    ...(facts.freeShipping ? {} : { 'data-no-free-shipping': 'true' }),
  };
}

/**
 * What a list of cards writes once for all of them: the ZIP their stock is for, the store's autoship schedules (every
 * size sold on autoship offers all of them, src/lib/catalog/rows.ts, so each size control says only whether it offers
 * autoship) and the free-shipping minimum, null where cards show no promotions (staff).
 */
export type CardListFacts = {
  zip: string;
  plans: SizeChoice['sellingPlans'];
  freeShippingMinimum: number | null;
};

/** Marks the element that holds a list's facts for the cards inside it. */
export const CARD_LIST = 'data-card-list';

export function cardListData(facts: CardListFacts): Record<string, string> {
  return {
    [CARD_LIST]: '',
    'data-zip': facts.zip,
    ...(facts.plans.length > 0 ? { 'data-plans': JSON.stringify(facts.plans) } : {}),
    ...(facts.freeShippingMinimum === null ? {} : { 'data-free-shipping-minimum': String(facts.freeShippingMinimum) }),
  };
}

/**
 * The data attributes of one size control, as the server renders them: only what differs from size to size, with the
 * size's stock at the shopper's ZIP and, when the sizes of a product do not share one, its image.
 */
export function sizeChoiceData(
  variant: Variant,
  at: { inStock: boolean; image: SizedImage | null },
): Record<string, string> {
  return {
    'data-size-choice': optionValue(variant, 'Size') ?? '',
    'data-sku': variant.sku,
    'data-variant-id': variant.adminGraphqlId,
    'data-in-stock': String(at.inStock),
    'data-price-cents': String(cents(variant.price)),
    ...(variant.compareAtPrice ? { 'data-compare-at-cents': String(cents(variant.compareAtPrice)) } : {}),
    'data-weight': String(variant.weight),
    'data-weight-unit': variant.weightUnit,
    'data-href': variantHref(variant),
    ...(at.image ? { 'data-image-src': at.image.src, 'data-image-srcset': at.image.srcSet } : {}),
    ...(variant.sellingPlans.length > 0 ? { 'data-autoship': 'true' } : {}),
  };
}

const wholeCents = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

function plansFrom(text: string | undefined): SizeChoice['sellingPlans'] | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return null;
    const plans = parsed.filter(
      (p): p is { id: string; name: string } =>
        typeof p === 'object' && p !== null && typeof p.id === 'string' && typeof p.name === 'string',
    );
    return plans.length === parsed.length ? plans.map(({ id, name }) => ({ id, name })) : null;
  } catch {
    return null;
  }
}

/**
 * A size control's choice, read back in the browser from its dataset (`data-price-cents` is `priceCents` there), the
 * card's (`productTitle`, `flavor`) and its list's (`plans`, `freeShippingMinimum`); null when anything the card's
 * add-to-cart controls need is missing or malformed. The variant's title, the image's text and the promotions follow
 * from those as the server makes them (variantTitle, productImageAlt, cardPromos).
 */
export function sizeChoiceFromData(data: Readonly<Record<string, string | undefined>>): SizeChoice | null {
  const { sizeChoice: size, sku, variantId, href, weightUnit, productTitle } = data;
  const priceCents = wholeCents(data.priceCents);
  const weight = Number(data.weight);
  const sellingPlans = data.autoship === 'true' ? plansFrom(data.plans) : [];
  if (!size || !sku || !variantId || !href || !productTitle || priceCents === null || sellingPlans === null)
    return null;
  if (!Number.isFinite(weight) || (weightUnit !== 'lbs' && weightUnit !== 'oz')) return null;
  const minimum = data.freeShippingMinimum ? Number(data.freeShippingMinimum) : null;
  return {
    size,
    sku,
    adminGraphqlId: variantId,
    title: [data.flavor, size].filter(Boolean).join(' / '),
    inStock: data.inStock === 'true',
    priceCents,
    compareAtCents: wholeCents(data.compareAtCents),
    weight,
    weightUnit,
    sellingPlans,
    href,
    imageAlt: `${productTitle}, ${size}`,
    image: data.imageSrc ? { src: data.imageSrc, srcSet: data.imageSrcset ?? '' } : null,
    promos:
      minimum === null || !Number.isFinite(minimum)
        ? []
        : cardPromos({
            priceCents,
            hasAutoship: sellingPlans.length > 0,
            freeShippingMinimum: minimum,
            staff: false,
            countsTowardFreeShipping: data.noFreeShipping !== 'true',
          }),
  };
}
