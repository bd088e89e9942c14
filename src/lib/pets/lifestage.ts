// A pet's lifestage from its species and birthday (issue 42 §1), as the lifestage facet names it: a puppy or kitten
// under a year, an adult, a senior from seven. The energy stage the feeding maths uses splits the first year in two.
import type { EnergyStage } from '../catalog/feeding';
import type { Species } from '../catalog/types';

export type Lifestage = 'young' | 'adult' | 'senior';

/** Whole months from `birthday` to `today` (both YYYY-MM-DD), 0 for a pet born this month or later. */
export function ageInMonths(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const months = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  return Math.max(0, months);
}

export const SENIOR_FROM_YEARS = 7;

export function lifestageOf(birthday: string, today: string): Lifestage {
  const months = ageInMonths(birthday, today);
  if (months < 12) return 'young';
  return months >= SENIOR_FROM_YEARS * 12 ? 'senior' : 'adult';
}

/** The lifestage facet's value for the pet: puppy, adult-dog, senior-dog, kitten, adult-cat or senior-cat. */
export function lifestageValue(species: Species, stage: Lifestage): string {
  if (stage === 'young') return species === 'dog' ? 'puppy' : 'kitten';
  return `${stage}-${species}`;
}

/** What the lifestage is called to a shopper. */
export function lifestageName(species: Species, stage: Lifestage): string {
  if (stage === 'young') return species === 'dog' ? 'Puppy' : 'Kitten';
  return stage === 'senior' ? 'Senior' : 'Adult';
}

/** The feeding maths' stage: under four months a pet is young, then growing until a year. */
export function energyStageOf(birthday: string, today: string): EnergyStage {
  const months = ageInMonths(birthday, today);
  if (months < 4) return 'young';
  if (months < 12) return 'growing';
  return lifestageOf(birthday, today) === 'senior' ? 'senior' : 'adult';
}

/** "8 months", "1 year", "6 years": the age as a shopper says it. */
export function ageLabel(birthday: string, today: string): string {
  const months = ageInMonths(birthday, today);
  if (months < 12) return months === 1 ? '1 month' : `${Math.max(months, 0)} months`;
  const years = Math.floor(months / 12);
  return years === 1 ? '1 year' : `${years} years`;
}

/** The birthday of a pet `years` and `months` old today, for a shopper who knows the age and not the day. */
export function birthdayFromAge(years: number, months: number, today: string): string {
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const total = ty * 12 + (tm - 1) - (years * 12 + months);
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(td, lastDay)).padStart(2, '0')}`;
}
