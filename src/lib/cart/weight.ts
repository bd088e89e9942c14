// The cart weight tracker: the cart's total weight in pounds, from each line's `_weightValue` and `_weightUnit`
// attributes (spec 000 §3 defaults 0 and lbs) and the unit factors of spec 000 §9.
import { isMassUnit, toPounds } from '../catalog/units';
import type { Attribute } from './types';

export const WEIGHT_VALUE = '_weightValue';
export const WEIGHT_UNIT = '_weightUnit';
export const DEFAULT_WEIGHT_UNIT = 'lbs';

const attribute = (attributes: readonly Attribute[], key: string) => attributes.find((a) => a.key === key)?.value;

/** One unit of the line, in pounds; a missing, negative or unreadable weight counts as 0. */
export function lineUnitPounds(attributes: readonly Attribute[]): number {
  const value = Number(attribute(attributes, WEIGHT_VALUE) ?? 0);
  const unit = attribute(attributes, WEIGHT_UNIT) ?? DEFAULT_WEIGHT_UNIT;
  if (!Number.isFinite(value) || value <= 0 || !isMassUnit(unit)) return 0;
  return toPounds(value, unit);
}

export function cartPounds(lines: readonly { quantity: number; attributes: readonly Attribute[] }[]): number {
  return lines.reduce((sum, l) => sum + lineUnitPounds(l.attributes) * l.quantity, 0);
}

/** The weight attributes a line gets when the caller sent none. */
export function weightAttributes(weight: number | null, unit: string | null): Attribute[] {
  return [
    { key: WEIGHT_VALUE, value: String(weight ?? 0) },
    { key: WEIGHT_UNIT, value: unit ?? DEFAULT_WEIGHT_UNIT },
  ];
}

/** The caller's attributes, with the weight ones filled in from the variant where missing. */
export function withWeightAttributes(attributes: readonly Attribute[], weight: number, unit: string): Attribute[] {
  const defaults = weightAttributes(weight, unit).filter((d) => !attributes.some((a) => a.key === d.key));
  return [...attributes, ...defaults];
}

/**
 * Whether the cart page shows the cart's weight: to clinic staff, whose order comes to the clinic as one delivery to
 * receive and store; a consumer's shipping never depends on it, so to them it says nothing. Never a weight of 0.
 */
export const showsCartWeight = (staff: boolean, pounds: number): boolean => staff && pounds > 0;
