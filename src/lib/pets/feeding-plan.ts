// How much of a food a pet eats, how long a size of it lasts and which autoship fits (issue 42 §2). The energy maths
// is the catalogue's; this adds the calendar: the days a pack lasts at the amount the shopper actually measures out,
// and the longest of the store's autoship plans that still arrives before the pack runs out.
import { dailyAmount, dailyCalories, KG_PER_LB, type Activity } from '../catalog/feeding';
import type { SellingPlan, Species, WeightUnit } from '../catalog/types';
import type { FeedingUnit } from '../content/product-content';
import { energyStageOf } from './lifestage';

const OZ_PER_LB = 16;

export type PetFacts = {
  species: Species;
  birthday: string;
  weightLb: number;
  activity: Activity;
  neutered: boolean;
};

/** What the food's label says of its energy: kcal per kg and per unit the guide measures in (a cup, a can). */
export type FoodEnergy = { perKg: number; perUnit: number; unit: FeedingUnit };

/** A size of the food: what the pack weighs, how many cans or pouches it holds, and its autoship plans. */
export type PackSize = {
  weight: number;
  weightUnit: WeightUnit;
  packCount: number;
  sellingPlans: SellingPlan[];
};

export type DailyFood = { calories: number; amount: number };

/** A day's energy and amount of the food for the pet, on `today` (its age decides its stage). */
export function dailyFood(pet: PetFacts, food: FoodEnergy, today: string): DailyFood {
  const calories = dailyCalories({
    species: pet.species,
    stage: energyStageOf(pet.birthday, today),
    weightLb: pet.weightLb,
    activity: pet.activity,
    neutered: pet.neutered,
  });
  return { calories: Math.round(calories), amount: dailyAmount(calories, food.perUnit) };
}

/** The units (cups, cans) in `quantity` packs: a dry bag by its weight and energy, wet food by its count. */
export function unitsInPack(pack: PackSize, food: FoodEnergy, quantity = 1): number {
  if (food.unit !== 'cup') return pack.packCount * quantity;
  const lb = pack.weightUnit === 'oz' ? pack.weight / OZ_PER_LB : pack.weight;
  return ((lb * KG_PER_LB * food.perKg) / food.perUnit) * quantity;
}

/** Whole days `quantity` packs last at `amount` units a day. */
export const daysOfFood = (pack: PackSize, food: FoodEnergy, amount: number, quantity = 1): number =>
  Math.floor(unitsInPack(pack, food, quantity) / amount);

/**
 * The autoship plan that fits: the longest of the pack's plans that is not longer than the days it lasts, so the next
 * delivery comes before the bowl is empty. Null when even the shortest plan is longer.
 */
export function planThatFits(plans: readonly SellingPlan[], days: number): SellingPlan | null {
  let best: SellingPlan | null = null;
  for (const plan of plans)
    if (plan.frequencyDays <= days && (!best || plan.frequencyDays > best.frequencyDays)) best = plan;
  return best;
}

/** Today's date and a number of days after it, as YYYY-MM-DD (the day a pack bought today runs out). */
export function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
