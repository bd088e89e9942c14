// How much a pet eats a day, as veterinary nutrition guides work it out: resting energy 70 × kg^0.75 kcal, times a
// factor for the pet's species, age, activity and neutering. A starting point a vet refines by the pet's body condition.

export const KG_PER_LB = 0.45359237;

export type EnergyStage = 'young' | 'growing' | 'adult' | 'senior' | 'weight-loss';
export type Activity = 'low' | 'normal' | 'high';

/** Resting energy of a pet of `weightLb`, in kcal a day. */
export const restingEnergy = (weightLb: number): number => 70 * (weightLb * KG_PER_LB) ** 0.75;

// The usual factors: a puppy or kitten under four months (young) needs three or two and a half times its resting
// energy, one older but under a year (growing) twice; a neutered adult dog 1.6 (intact 1.8), a cat 1.2 (1.4).
const FACTORS: Record<'dog' | 'cat', Record<EnergyStage, { neutered: number; intact: number }>> = {
  dog: {
    young: { neutered: 3, intact: 3 },
    growing: { neutered: 2, intact: 2 },
    adult: { neutered: 1.6, intact: 1.8 },
    senior: { neutered: 1.4, intact: 1.5 },
    'weight-loss': { neutered: 1, intact: 1 },
  },
  cat: {
    young: { neutered: 2.5, intact: 2.5 },
    growing: { neutered: 2, intact: 2 },
    adult: { neutered: 1.2, intact: 1.4 },
    senior: { neutered: 1.1, intact: 1.2 },
    'weight-loss': { neutered: 0.8, intact: 0.8 },
  },
};
const ACTIVITY: Record<Activity, number> = { low: 0.8, normal: 1, high: 1.3 };

/** A day's energy need in kcal. */
export function dailyCalories(pet: {
  species: 'dog' | 'cat';
  stage: EnergyStage;
  weightLb: number;
  activity?: Activity;
  neutered?: boolean;
}): number {
  const factor = FACTORS[pet.species][pet.stage][pet.neutered === false ? 'intact' : 'neutered'];
  const activity = pet.stage === 'weight-loss' ? 1 : ACTIVITY[pet.activity ?? 'normal'];
  return restingEnergy(pet.weightLb) * factor * activity;
}

/** A day's amount of a food with `kcalPerUnit` (a cup, a can), to the nearest quarter and never less than a quarter. */
export const dailyAmount = (calories: number, kcalPerUnit: number): number =>
  Math.max(0.25, Math.round((calories / kcalPerUnit) * 4) / 4);
