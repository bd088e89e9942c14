// Weights and size labels (spec 000 §9 unit factors; spec 001 §3 weight_unit facet).
import type { WeightUnit } from './types';

export const POUND_IN_GRAMS = 453.592;
export const OUNCES_PER_POUND = 16;
export const KG_TO_LB = 2.20462;
export const OZ_TO_LB = 0.0625;
export const G_TO_LB = 0.00220462;

/** The units a weight may arrive in; the catalogue itself only uses `lbs` and `oz`. */
export type MassUnit = 'lb' | 'lbs' | 'oz' | 'g' | 'kg';

const TO_POUNDS: Record<MassUnit, number> = { lb: 1, lbs: 1, oz: OZ_TO_LB, g: G_TO_LB, kg: KG_TO_LB };

export const isMassUnit = (unit: string): unit is MassUnit => Object.hasOwn(TO_POUNDS, unit);

/** Weights are compared and summed in pounds; an unknown unit is a data fault, not something to guess. */
export function toPounds(value: number, unit: string): number {
  if (!isMassUnit(unit)) throw new Error(`Unknown weight unit "${unit}": expected one of lb, lbs, oz, g, kg`);
  return value * TO_POUNDS[unit];
}

/** `15`, `5.5`, `2.25`: at most two decimals and no trailing zeros. */
const plainNumber = (value: number) => String(Number(value.toFixed(2)));

/** Wet food sizes stay in ounces; everything else is shown in pounds (`15 lb`, `5.5 oz`). */
export function formatWeight(value: number, unit: string): string {
  if (unit === 'oz') return `${plainNumber(value)} oz`;
  return `${plainNumber(toPounds(value, unit))} lb`;
}

/** The Size option text of a variant, as the seed writes it. */
export const sizeLabel = (weight: number, weightUnit: WeightUnit): string => formatWeight(weight, weightUnit);

/** The size in a category URL: `15lb`, `5.5oz`. */
export function sizeSlug(weight: number, unit: WeightUnit): string {
  return `${plainNumber(weight)}${unit === 'oz' ? 'oz' : 'lb'}`;
}

/** A variant's size in its page address: `15lb`, `13oz`, or `13oz-case-of-12` for a case (its weight is the case's). */
export function packSizeSlug(weight: number, unit: WeightUnit, packCount: number): string {
  return packCount > 1 ? `${sizeSlug(weight / packCount, unit)}-case-of-${packCount}` : sizeSlug(weight, unit);
}

export type Size = { weight: number; unit: WeightUnit };

export type SizeRange = { unit: WeightUnit; low: number; high: number };

/**
 * A weight range in a category URL (spec 000 §2 Product card, the weight facet's options): `1lb-45lb` → 1 to 45 lbs,
 * `2.5oz-13oz` → 2.5 to 13 oz. Both ends in one unit, low ≤ high; anything else → null.
 */
export function parseSizeRangeSlug(slug: string): SizeRange | null {
  const [from, to, ...more] = slug.split('-');
  if (from === undefined || to === undefined || more.length > 0) return null;
  const low = parseSizeSlug(from);
  const high = parseSizeSlug(to);
  if (!low || !high || low.unit !== high.unit || low.weight > high.weight) return null;
  return { unit: low.unit, low: low.weight, high: high.weight };
}

/** `15lb` / `15lbs` → 15 lbs, `2.5oz` → 2.5 oz; anything else (zero, other units, words) → null. */
export function parseSizeSlug(slug: string): Size | null {
  const match = /^(\d+(?:\.\d+)?)(lbs?|oz)$/i.exec(slug.trim());
  if (!match?.[1] || !match[2]) return null;
  const weight = Number(match[1]);
  if (!(weight > 0)) return null;
  return { weight, unit: match[2].toLowerCase() === 'oz' ? 'oz' : 'lbs' };
}
