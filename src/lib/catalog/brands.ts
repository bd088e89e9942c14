// The brands, their names and their URL slugs (spec 000 §2: science-diet for the main food brand, treats for treats).
import type { CatalogAttributes } from './types';

export const BRANDS: Record<CatalogAttributes['brand'], { label: string; slug: string }> = {
  'science-diet': { label: 'Science Diet', slug: 'science-diet' },
  'prescription-diet': { label: 'Prescription Diet', slug: 'prescription-diet' },
  'hills-treats': { label: "Hill's Treats", slug: 'treats' },
};

/** A brand's name as shoppers read it; a brand the shop does not know keeps its stored value. */
export const brandLabel = (brand: string): string => BRANDS[brand as CatalogAttributes['brand']]?.label ?? brand;
