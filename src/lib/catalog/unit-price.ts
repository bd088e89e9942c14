// The price of a food by the pound or the ounce (issue 37 §5), as shelf labels show it, so sizes and foods compare:
// dry food per lb, wet food and treats per oz, and a case of wet food by the can as well; and what a larger size or a
// case saves per unit against the dearest size of its flavour. Pure, for cards, product pages and the browser's size
// switch alike.
import { cents } from '../site/money';
import type { CatalogAttributes, Variant, WeightUnit } from './types';
import { toPounds } from './units';

export type PricedSize = { priceCents: number; weight: number; weightUnit: WeightUnit; packCount?: number };
export type PriceUnit = 'lb' | 'oz';

/** The unit a food is priced by: the pound for dry food, the ounce for wet food and treats. */
export const priceUnitOf = (foodForm: string): PriceUnit => (foodForm === 'dry' ? 'lb' : 'oz');

/** A size's price for one unit, in cents (fractions kept); null for a size without a weight. */
export function unitPriceCents(size: PricedSize, unit: PriceUnit): number | null {
  const pounds = toPounds(size.weight, size.weightUnit);
  if (!(pounds > 0)) return null;
  return unit === 'lb' ? size.priceCents / pounds : size.priceCents / (pounds * 16);
}

/** How much less a unit of `size` costs than a unit of the dearest size of its flavour, in whole per cent. */
export function unitSaving(size: PricedSize, sizes: readonly PricedSize[], unit: PriceUnit): number | null {
  const own = unitPriceCents(size, unit);
  const dearest = Math.max(...sizes.map((s) => unitPriceCents(s, unit) ?? 0));
  if (own === null || !(dearest > 0)) return null;
  const saving = Math.round((1 - own / dearest) * 100);
  return saving >= 5 ? saving : null; // a few cents' difference is not a saving worth a line
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * "$4.80/lb"; "$3.55/lb, save 26% per lb" for a size that costs less a unit than the dearest of its flavour; and for a
 * case, the price of one of its cans (trays, pouches) in front: "$5.42/can · $0.42/oz, save 10% per oz".
 */
export function unitPriceLine(
  size: PricedSize,
  sizes: readonly PricedSize[],
  unit: PriceUnit,
  packWord: string = 'can',
): string {
  const each = unitPriceCents(size, unit);
  if (each === null) return '';
  const pack = size.packCount ?? 1;
  const price = `${pack > 1 ? `${dollars(size.priceCents / pack)}/${packWord} · ` : ''}${dollars(each)}/${unit}`;
  const saving = unitSaving(size, sizes, unit);
  return saving === null ? price : `${price}, save ${saving}% per ${unit}`;
}

const priced = (
  variant: Pick<Variant, 'price' | 'weight' | 'weightUnit'> & Partial<Pick<Variant, 'packCount'>>,
): PricedSize => ({
  priceCents: cents(variant.price),
  weight: variant.weight,
  weightUnit: variant.weightUnit,
  packCount: variant.packCount,
});

/** Each size's unit-price line on a card or page, by SKU, against the sizes of its flavour (`sizes`). */
export function unitPriceLines(
  sizes: readonly Variant[],
  food: Pick<CatalogAttributes, 'foodForm' | 'packType'>,
): Map<string, string> {
  const unit = priceUnitOf(food.foodForm);
  const all = sizes.map(priced);
  return new Map(sizes.map((variant, i) => [variant.sku, unitPriceLine(all[i]!, all, unit, food.packType)]));
}

/** A size's price for each pound of food in it, in dollars (the compare page's); null for a size without a weight. */
export function pricePerPound(variant: Pick<Variant, 'price' | 'weight' | 'weightUnit'>): number | null {
  const each = unitPriceCents(priced(variant), 'lb');
  return each === null ? null : each / 100;
}
