// A cart's lines against the shopper's shelf (catalog/shelf.ts): a cart filled by someone who may order Prescription
// Diet can reach checkout as someone who may not (a cart handed over at sign-in, a changed configuration).
import { BRANDS } from '../catalog/brands';
import type { Shelf } from '../catalog/shelf';
import type { LineItem } from './types';

const PRESCRIPTION_DIET = BRANDS['prescription-diet'].label;

/** The first line this shelf does not hold, or null when the shopper may order them all. */
export const lineOffShelf = (
  lines: readonly Pick<LineItem, 'product'>[],
  shelf: Shelf,
): Pick<LineItem, 'product'> | null =>
  shelf.prescriptionDiet ? null : (lines.find((l) => l.product.brand === PRESCRIPTION_DIET) ?? null);
