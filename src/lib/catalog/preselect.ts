// Which variant a product card opens with (spec 000 §2 Product card, §4 Default variant selection).
import type { Product, Variant } from './types';
import { parseSizeRangeSlug, parseSizeSlug, sizeSlug, type Size, type SizeRange } from './units';
import { optionValue } from './variants';

export type SlugKind = 'flavor' | 'weight' | 'food-form';
export type FoodForm = 'dry' | 'wet';

/** Dry food comes in 1lb to 45lb bags, wet food in 2.5oz to 13oz cans, trays and pouches (spec 001 §3 weight_unit). */
export const DRY_SIZE_RANGE_LB = [1, 45] as const;
export const WET_SIZE_RANGE_OZ = [2.5, 13] as const;

const SLUG_KINDS: readonly SlugKind[] = ['flavor', 'weight', 'food-form'];
const isSlugKind = (name: string): name is SlugKind => (SLUG_KINDS as readonly string[]).includes(name);
const FORM_SLUGS = new Map<string, FoodForm>([
  ['dry-food', 'dry'],
  ['wet-food', 'wet'],
]);

/** A three-segment slug (`dog/flavor/chicken`) whose middle segment says what the last one selects. */
export function slugKind(slug: readonly string[]): { kind: SlugKind; value: string } | null {
  if (slug.length !== 3) return null;
  const [, kind = '', value = ''] = slug;
  const name = kind.toLowerCase();
  if (!isSlugKind(name) || !value) return null;
  return { kind: name, value };
}

export { optionValue };

export const isDryForm = (form: string | null | undefined) => form?.trim().toLowerCase() === 'dry';
export const isWetForm = (form: string | null | undefined) =>
  ['canned', 'tray', 'pouch'].includes(form?.trim().toLowerCase() ?? '');

export function foodFormOf(variant: Variant): FoodForm | null {
  const form = optionValue(variant, 'Product Form');
  return isDryForm(form) ? 'dry' : isWetForm(form) ? 'wet' : null;
}

/** A size inside the dry range in pounds or the wet range in ounces says which food form is meant. */
export function foodFormOfSize(size: Size): FoodForm | null {
  const within = (value: number, [low, high]: readonly [number, number]) => low <= value && value <= high;
  if (size.unit === 'lbs' && within(size.weight, DRY_SIZE_RANGE_LB)) return 'dry';
  if (size.unit === 'oz' && within(size.weight, WET_SIZE_RANGE_OZ)) return 'wet';
  return null;
}

/** Spec 000 §2: a range within 1lb-45lb means dry food, one within 2.5oz-13oz wet food. */
export function foodFormOfRange(range: SizeRange): FoodForm | null {
  const low = foodFormOfSize({ weight: range.low, unit: range.unit });
  return low !== null && low === foodFormOfSize({ weight: range.high, unit: range.unit }) ? low : null;
}

/** `ocean-fish` in a URL is `Ocean Fish` on the shelf. */
const words = (text: string) => text.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();

/** The variant's size from its Size option text (`15 lb`, `13 oz`), which holds even where the weight is stored in lbs. */
function labelledSize(variant: Variant): Size | null {
  const label = optionValue(variant, 'Size');
  return label ? parseSizeSlug(label.replace(/\s+/g, '')) : null;
}

/** Same size by the variant's weight, or by its Size option text (`15 lb` ≈ `15lb`). */
function hasSize(variant: Variant, size: Size): boolean {
  if (variant.weightUnit === size.unit && variant.weight === size.weight) return true;
  const parsed = labelledSize(variant);
  return parsed !== null && sizeSlug(parsed.weight, parsed.unit) === sizeSlug(size.weight, size.unit);
}

function inRange(variant: Variant, range: SizeRange): boolean {
  const size = labelledSize(variant) ?? { weight: variant.weight, unit: variant.weightUnit };
  return size.unit === range.unit && range.low <= size.weight && size.weight <= range.high;
}

const firstOfForm = (variants: readonly Variant[], form: FoodForm) => variants.find((v) => foodFormOf(v) === form);

function fromSlug(variants: readonly Variant[], slug: readonly string[]): Variant | undefined {
  const selector = slugKind(slug);
  if (!selector) return undefined;
  if (selector.kind === 'flavor') {
    const wanted = words(selector.value);
    return variants.find((v) => words(optionValue(v, 'Flavor') ?? '').includes(wanted));
  }
  if (selector.kind === 'weight') {
    const range = parseSizeRangeSlug(selector.value);
    const rangeForm = range ? foodFormOfRange(range) : null;
    if (range)
      return rangeForm ? (variants.find((v) => inRange(v, range)) ?? firstOfForm(variants, rangeForm)) : undefined;
    const size = parseSizeSlug(selector.value);
    const form = size ? foodFormOfSize(size) : null;
    if (!size || !form) return undefined;
    return variants.find((v) => hasSize(v, size)) ?? firstOfForm(variants, form);
  }
  const form = FORM_SLUGS.get(selector.value.toLowerCase());
  return form ? firstOfForm(variants, form) : undefined;
}

/**
 * The variant a card or product page starts on (spec 000 §4 Default variant selection): the sku from `?search=`, then
 * what the route slug selects, then the first variant; on a page without a slug, the first one the shopper can buy.
 * `available` says which variants they can buy: by default the catalogue's own flag; a card passes the stock at the
 * shopper's ZIP.
 */
export function preselectVariant(
  product: Product,
  slug: readonly string[],
  searchSku?: string | null,
  available: (variant: Variant) => boolean = (variant) => variant.inStock,
): Variant {
  const { variants } = product;
  const first = variants[0];
  if (!first) throw new Error(`Product "${product.handle}" has no variants to preselect`);
  const sku = searchSku?.trim();
  const bySku = sku ? variants.find((v) => v.sku === sku) : undefined;
  if (bySku) return bySku;
  if (slug.length === 0) return variants.find(available) ?? first;
  return fromSlug(variants, slug) ?? first;
}
