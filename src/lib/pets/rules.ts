// What a pet profile may hold (issue 42 §1): the limits a sensible profile keeps, and the health conditions a shopper
// can pick, which are the consumer site's own health_conditions facet values for the pet's species.
import { FACETS } from '../catalog/facets';
import type { Species } from '../catalog/types';
import type { Activity, BreedSize } from './types';

export const PET_NAME_MAX = 40;
export const PETS_MAX = 12;
export const HEALTH_CONDITIONS_MAX = 6;
/** The oldest a pet can be, in years: a birthday before this is a typing slip. */
export const AGE_MAX_YEARS = 30;
/** The weights a pet can have, in lb: a few ounces short of a newborn to the heaviest breeds. */
export const WEIGHT_LB: Record<Species, { min: number; max: number }> = {
  dog: { min: 0.5, max: 250 },
  cat: { min: 0.5, max: 40 },
};

export const BREED_SIZES = ['small', 'medium', 'large'] as const satisfies readonly BreedSize[];
export const ACTIVITIES = ['low', 'normal', 'high'] as const satisfies readonly Activity[];

// The words of a profile live apart, so the My Pets island can use them without the facets.
export { ACTIVITY_LABELS, BREED_SIZE_LABELS, weightLabel } from './labels';

export type HealthCondition = { value: string; label: string };

const healthFacet = FACETS.find((facet) => facet.field === 'health_conditions');

/** The health conditions a DTC shopper can give a pet of `species`, in the facet's order. */
export function healthConditionsFor(species: Species): HealthCondition[] {
  return (healthFacet?.options ?? [])
    .filter((option) => option.sites.includes('DTC') && option.species.includes(species))
    .map((option) => ({ value: option.slug, label: option.label }));
}
