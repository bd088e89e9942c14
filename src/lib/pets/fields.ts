// What a customer sends for a pet (issue 42 §1), checked before anything is kept: each field on its own here, and what
// one field says of another (a cat's weight, a birthday and today) in `petProblem`.
import { z } from 'zod/v4';
import { SPECIES } from '../catalog/facets';
import { ageInMonths } from './lifestage';
import {
  ACTIVITIES,
  AGE_MAX_YEARS,
  BREED_SIZES,
  HEALTH_CONDITIONS_MAX,
  healthConditionsFor,
  PET_NAME_MAX,
  WEIGHT_LB,
  weightLabel,
} from './rules';
import type { PetInput } from './types';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string): boolean =>
  CALENDAR_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const petFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give your pet’s name')
    .max(PET_NAME_MAX, `A name can be at most ${PET_NAME_MAX} characters`)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} .'’&-]*$/u, 'Use letters, numbers, spaces and . ’ - & only'),
  species: z.enum(SPECIES, 'Choose dog or cat'),
  birthday: z.string().refine(isCalendarDate, 'Give the birthday as a date, such as 2021-03-14'),
  breedSize: z.enum(BREED_SIZES, 'Choose small, medium or large').optional(),
  weightLb: z
    .number('Give the weight in lb, as a number')
    .positive('Give the weight in lb, more than 0')
    .max(WEIGHT_LB.dog.max, `A pet can weigh at most ${weightLabel(WEIGHT_LB.dog.max)}`),
  activity: z.enum(ACTIVITIES, 'Choose low, normal or high'),
  neutered: z.boolean('Say whether your pet is spayed or neutered'),
  healthConditions: z
    .array(z.string().max(60))
    .max(HEALTH_CONDITIONS_MAX, `Choose at most ${HEALTH_CONDITIONS_MAX} health conditions`)
    .default([]),
  photoId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'That photo is not one of yours')
    .optional(),
});

export type PetProblem = { field: keyof PetInput; message: string };

/** What is wrong with a pet taken as a whole on `today` (YYYY-MM-DD), or null. */
export function petProblem(pet: PetInput, today: string): PetProblem | null {
  if (pet.birthday > today) return { field: 'birthday', message: 'A birthday cannot be in the future' };
  if (ageInMonths(pet.birthday, today) > AGE_MAX_YEARS * 12)
    return { field: 'birthday', message: `A pet can be at most ${AGE_MAX_YEARS} years old` };
  const { min, max } = WEIGHT_LB[pet.species];
  if (pet.weightLb < min || pet.weightLb > max)
    return {
      field: 'weightLb',
      message: `A ${pet.species} weighs between ${weightLabel(min)} and ${weightLabel(max)}`,
    };
  if (pet.species === 'cat' && pet.breedSize) return { field: 'breedSize', message: 'Breed size is for dogs only' };
  const known = new Set(healthConditionsFor(pet.species).map((c) => c.value));
  const unknown = pet.healthConditions.find((c) => !known.has(c));
  if (unknown) return { field: 'healthConditions', message: `“${unknown}” is not a health condition we know` };
  if (new Set(pet.healthConditions).size !== pet.healthConditions.length)
    return { field: 'healthConditions', message: 'A health condition is listed twice' };
  return null;
}

/** A pet's weight kept to a tenth of a pound. */
export const keptWeight = (weightLb: number): number => Math.round(weightLb * 10) / 10;
