// The product page's feeding calculator (issue 42 §2) in words: a pet's day of this food, how long each size lasts and
// the autoship that arrives before the page's size runs out, or, when none comes often enough, the larger size or two
// packs that fit. A guest's pet is read from what they typed, refused with a message and no figures when it makes no
// sense. The maths is feeding-plan.ts's; this file only chooses and words.
import type { Activity } from '../catalog/feeding';
import type { SellingPlan, Species } from '../catalog/types';
import { feedingAmount } from '../content/feeding-amount';
import type { FeedingFood, FeedingSize, PackKind } from './feeding-food';
import { dailyFood, daysOfFood, planThatFits, unitsInPack, type PetFacts } from './feeding-plan';
import { birthdayFromAge } from './lifestage';

export const FEEDING_NOTE =
  'A starting point: every pet is different. Ask your vet, and adjust to keep a healthy weight.';

/** What a guest types: the weight and the age as text, as the fields hold them. */
export type PetEntry = { weight: string; years: string; months: string; activity: Activity; neutered: boolean };
export type EntryProblem = { field: 'weight' | 'age'; message: string };
/** The weights a pet of the food's species can have and the oldest it can be (pets/rules.ts, handed over by the page). */
export type PetLimits = { minLb: number; maxLb: number; maxYears: number };

const DECIMAL = /^\d{1,4}(?:\.\d{1,2})?$/;
const WHOLE = /^-?\d{1,3}$/;

function entryAge(entry: PetEntry, maxYears: number): { years: number; months: number } | EntryProblem {
  const years = entry.years.trim();
  const months = entry.months.trim();
  if (!years && !months) return { field: 'age', message: 'Give your pet’s age in years and months' };
  if ((years && !WHOLE.test(years)) || (months && !WHOLE.test(months)))
    return { field: 'age', message: 'Give the age as whole years and months, such as 8 years 0 months' };
  const age = { years: Number(years || 0), months: Number(months || 0) };
  if (age.years < 0 || age.months < 0)
    return { field: 'age', message: 'An age cannot be in the future: give 0 or more years and months' };
  if (age.months > 11) return { field: 'age', message: 'Give the months from 0 to 11' };
  if (age.years > maxYears || (age.years === maxYears && age.months > 0))
    return { field: 'age', message: `A pet can be at most ${maxYears} years old` };
  return age;
}

function entryWeight(entry: PetEntry, species: Species, limits: PetLimits): number | EntryProblem {
  const weight = entry.weight.trim();
  if (!DECIMAL.test(weight)) return { field: 'weight', message: 'Give the weight in lb as a number, such as 60' };
  const weightLb = Number(weight);
  if (weightLb <= 0) return { field: 'weight', message: 'Give the weight in lb, more than 0' };
  if (weightLb < limits.minLb || weightLb > limits.maxLb)
    return { field: 'weight', message: `A ${species} weighs between ${limits.minLb} lb and ${limits.maxLb} lb` };
  return weightLb;
}

/** The guest's pet on `today`, or what is wrong with what they typed, a message for each field. */
export function petFromEntry(
  entry: PetEntry,
  species: Species,
  limits: PetLimits,
  today: string,
): { ok: true; pet: PetFacts } | { ok: false; problems: EntryProblem[] } {
  const weightLb = entryWeight(entry, species, limits);
  const age = entryAge(entry, limits.maxYears);
  if (typeof weightLb !== 'number' || 'field' in age)
    return {
      ok: false,
      problems: [weightLb, age].filter((p): p is EntryProblem => typeof p === 'object' && 'field' in p),
    };
  const birthday = birthdayFromAge(age.years, age.months, today);
  return { ok: true, pet: { species, birthday, weightLb, activity: entry.activity, neutered: entry.neutered } };
}

/** "about 41 days", "about 1 day", "less than a day". */
export function daysText(days: number): string {
  if (days < 1) return 'less than a day';
  return days === 1 ? 'about 1 day' : `about ${days.toLocaleString('en-US')} days`;
}

/** "2 bags", "2 cases". */
export const packsText = (count: number, pack: PackKind): string =>
  `${count} ${pack === 'pouch' ? 'pouches' : pack === 'case' ? 'cases' : `${pack}s`}`;

export type SizeDays = { sku: string; name: string; href: string; days: number; shown: boolean };

/**
 * The autoship for the page's size: the plan that arrives before one pack runs out, or, when none comes that often,
 * the smallest larger size one of whose plans fits, and the plan that fits two packs.
 */
export type AutoshipAdvice =
  | { fits: true; size: FeedingSize; plan: SellingPlan }
  | {
      fits: false;
      size: FeedingSize;
      days: number;
      larger: { size: FeedingSize; days: number; plan: SellingPlan } | null;
      twoPacks: { days: number; plan: SellingPlan } | null;
    };

export type FeedingAdvice = {
  calories: number;
  amount: number;
  /** "3 1/4 cups" */
  amountText: string;
  sizes: SizeDays[];
  /** Null when the page's size has no autoship. */
  autoship: AutoshipAdvice | null;
};

function autoshipAdvice(food: FeedingFood, amount: number): AutoshipAdvice | null {
  const size = food.sizes.find((s) => s.sku === food.sku);
  if (!size || size.sellingPlans.length === 0) return null;
  const days = daysOfFood(size, food.energy, amount);
  const plan = planThatFits(size.sellingPlans, days);
  if (plan) return { fits: true, size, plan };
  const units = unitsInPack(size, food.energy);
  const larger =
    food.sizes
      .filter((s) => unitsInPack(s, food.energy) > units)
      .sort((a, b) => unitsInPack(a, food.energy) - unitsInPack(b, food.energy))
      .map((s) => {
        const lasts = daysOfFood(s, food.energy, amount);
        return { size: s, days: lasts, plan: planThatFits(s.sellingPlans, lasts) };
      })
      .find((s): s is { size: FeedingSize; days: number; plan: SellingPlan } => s.plan !== null) ?? null;
  const twoDays = daysOfFood(size, food.energy, amount, 2);
  const twoPlan = planThatFits(size.sellingPlans, twoDays);
  return { fits: false, size, days, larger, twoPacks: twoPlan && { days: twoDays, plan: twoPlan } };
}

/** What the calculator shows for `pet` and this food on `today`. */
export function feedingAdvice(pet: PetFacts, food: FeedingFood, today: string): FeedingAdvice {
  const { calories, amount } = dailyFood(pet, food.energy, today);
  return {
    calories,
    amount,
    amountText: feedingAmount(amount, food.energy.unit),
    sizes: food.sizes.map((s) => ({
      sku: s.sku,
      name: s.name,
      href: s.href,
      days: daysOfFood(s, food.energy, amount),
      shown: s.sku === food.sku,
    })),
    autoship: autoshipAdvice(food, amount),
  };
}
