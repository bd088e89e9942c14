// How a pet reads on its card and beside the form (issue 42 §1): "Dog · Adult · 6 years · 60 lb", and the lifestage
// its age gives with the age the next one starts, so a shopper sees why a food for seniors is offered.
import type { Species } from '../catalog/types';
import { ageLabel, lifestageName, lifestageOf, SENIOR_FROM_YEARS } from './lifestage';
import { weightLabel } from './labels';
import type { Pet } from './types';

export const SPECIES_NAMES: Record<Species, string> = { dog: 'Dog', cat: 'Cat' };

/** "Dog · Adult · 6 years · 60 lb" on `today` (YYYY-MM-DD). */
export function petSummary(pet: Pick<Pet, 'species' | 'birthday' | 'weightLb'>, today: string): string {
  const stage = lifestageName(pet.species, lifestageOf(pet.birthday, today));
  return [SPECIES_NAMES[pet.species], stage, ageLabel(pet.birthday, today), weightLabel(pet.weightLb)].join(' · ');
}

/** "Puppy (adult from 1 year)", "Adult (senior from 7)", "Senior (from 7)": the stage and when it changes. */
export function lifestageHint(species: Species, birthday: string, today: string): string {
  const stage = lifestageOf(birthday, today);
  const name = lifestageName(species, stage);
  if (stage === 'young') return `${name} (adult from 1 year)`;
  if (stage === 'adult') return `${name} (senior from ${SENIOR_FROM_YEARS})`;
  return `${name} (from ${SENIOR_FROM_YEARS})`;
}
