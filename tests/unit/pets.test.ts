// A pet's profile (issue 42 §1): its lifestage from species and age, and what a profile may hold.
import { describe, expect, it } from 'vitest';
import { petFields, petProblem } from '../../src/lib/pets/fields';
import {
  ageInMonths,
  ageLabel,
  birthdayFromAge,
  energyStageOf,
  lifestageOf,
  lifestageValue,
} from '../../src/lib/pets/lifestage';
import { healthConditionsFor } from '../../src/lib/pets/rules';
import type { PetInput } from '../../src/lib/pets/types';

const TODAY = '2026-11-29';

describe('a pet’s lifestage (issue 42 §1)', () => {
  it('counts whole months, a month short until the day comes round', () => {
    expect(ageInMonths('2026-05-30', TODAY)).toBe(5);
    expect(ageInMonths('2026-05-29', TODAY)).toBe(6);
    expect(ageInMonths('2026-12-01', TODAY)).toBe(0);
  });

  it('is a puppy or kitten under a year, an adult, and a senior from seven', () => {
    expect(lifestageOf('2025-11-30', TODAY)).toBe('young');
    expect(lifestageOf('2025-11-29', TODAY)).toBe('adult');
    expect(lifestageOf('2019-11-30', TODAY)).toBe('adult');
    expect(lifestageOf('2019-11-29', TODAY)).toBe('senior');
  });

  it('names the lifestage as the lifestage facet does, per species', () => {
    expect(lifestageValue('dog', 'young')).toBe('puppy');
    expect(lifestageValue('cat', 'young')).toBe('kitten');
    expect(lifestageValue('dog', 'senior')).toBe('senior-dog');
    expect(lifestageValue('cat', 'adult')).toBe('adult-cat');
  });

  it('splits the first year for the feeding maths: young under four months, growing until one', () => {
    expect(energyStageOf('2026-09-01', TODAY)).toBe('young');
    expect(energyStageOf('2026-06-01', TODAY)).toBe('growing');
    expect(energyStageOf('2020-01-01', TODAY)).toBe('adult');
    expect(energyStageOf('2015-01-01', TODAY)).toBe('senior');
  });

  it('says an age as a shopper does, and turns an age into a birthday', () => {
    expect(ageLabel('2026-05-29', TODAY)).toBe('6 months');
    expect(ageLabel('2025-10-01', TODAY)).toBe('1 year');
    expect(ageLabel('2018-01-01', TODAY)).toBe('8 years');
    expect(birthdayFromAge(3, 0, TODAY)).toBe('2023-11-29');
    expect(birthdayFromAge(0, 11, '2026-03-31')).toBe('2025-04-30');
  });
});

const max: PetInput = {
  name: 'Max',
  species: 'dog',
  birthday: '2018-04-02',
  breedSize: 'large',
  weightLb: 60,
  activity: 'normal',
  neutered: true,
  healthConditions: ['joint-care'],
};

describe('what a pet profile may hold (issue 42, bad input)', () => {
  it('takes a sensible dog as it is', () => {
    expect(petFields.parse(max)).toEqual(max);
    expect(petProblem(max, TODAY)).toBeNull();
  });

  it('refuses a weight of 0, of text or of 500 lb', () => {
    expect(petFields.safeParse({ ...max, weightLb: 0 }).success).toBe(false);
    expect(petFields.safeParse({ ...max, weightLb: '60' }).success).toBe(false);
    expect(petFields.safeParse({ ...max, weightLb: 500 }).success).toBe(false);
  });

  it('refuses a 60 lb cat, a cat with a breed size, a birthday in the future or not a date', () => {
    expect(petProblem({ ...max, species: 'cat', breedSize: undefined }, TODAY)).toEqual({
      field: 'weightLb',
      message: 'A cat weighs between 0.5 lb and 40 lb',
    });
    expect(petProblem({ ...max, species: 'cat', weightLb: 10 }, TODAY)?.field).toBe('breedSize');
    expect(petProblem({ ...max, birthday: '2026-11-30' }, TODAY)?.message).toBe('A birthday cannot be in the future');
    expect(petFields.safeParse({ ...max, birthday: '2026-02-30' }).success).toBe(false);
    expect(petFields.safeParse({ ...max, birthday: 'last spring' }).success).toBe(false);
  });

  it('refuses markup in a name, and health conditions the consumer site does not list for the species', () => {
    expect(petFields.safeParse({ ...max, name: '<b>Max</b>' }).success).toBe(false);
    expect(petProblem({ ...max, healthConditions: ['kidney-care'] }, TODAY)?.field).toBe('healthConditions');
    expect(petProblem({ ...max, healthConditions: ['joint-care', 'joint-care'] }, TODAY)?.field).toBe(
      'healthConditions',
    );
    const cat = healthConditionsFor('cat').map((c) => c.value);
    expect(cat).toContain('urinary-care');
    expect(cat).not.toContain('thyroid-care');
  });
});
