// A pet profile's words as a shopper reads them (issue 42 §1). Kept free of the catalogue's facets, so the My Pets
// island can show them; rules.ts re-exports them.
import type { Activity, BreedSize } from './types';

export const BREED_SIZE_LABELS: Record<BreedSize, string> = {
  small: 'Small (up to 20 lb grown)',
  medium: 'Medium (21–50 lb grown)',
  large: 'Large (over 50 lb grown)',
};
export const ACTIVITY_LABELS: Record<Activity, string> = {
  low: 'Low: short walks, mostly resting',
  normal: 'Normal: daily walks and play',
  high: 'High: working, running or very playful',
};

/** A pet's weight as a shopper reads it: "60 lb", "9.5 lb". */
export const weightLabel = (weightLb: number): string =>
  `${weightLb.toLocaleString('en-US', { maximumFractionDigits: 1 })} lb`;
