// How much to feed, how long a size lasts and the autoship that fits (issue 42 §2), against worked examples.
import { describe, expect, it } from 'vitest';
import { daysOfFood, dailyFood, dayAfter, planThatFits, unitsInPack } from '../../src/lib/pets/feeding-plan';

const TODAY = '2026-11-29';
const PLANS = [
  { id: 'autoship-2w', name: 'Every 2 weeks', frequencyDays: 14 },
  { id: 'autoship-4w', name: 'Every 4 weeks', frequencyDays: 28 },
  { id: 'autoship-6w', name: 'Every 6 weeks', frequencyDays: 42 },
  { id: 'autoship-8w', name: 'Every 8 weeks', frequencyDays: 56 },
];
const kibble = { perKg: 3600, perUnit: 363, unit: 'cup' as const };
const bag30 = { weight: 30, weightUnit: 'lbs' as const, packCount: 1, sellingPlans: PLANS };

describe('a 60 lb neutered senior dog on a dry food of 363 kcal a cup (issue 42 §2)', () => {
  // 60 lb is 27.2 kg; 70 × 27.2^0.75 = 834 kcal at rest; a neutered senior needs 1.4 times that: 1,168 kcal,
  // which is 3.22 cups, measured as 3 1/4.
  const max = {
    species: 'dog' as const,
    birthday: '2018-04-02',
    weightLb: 60,
    activity: 'normal' as const,
    neutered: true,
  };

  it('eats about 1,168 kcal, 3 1/4 cups a day', () => {
    expect(dailyFood(max, kibble, TODAY)).toEqual({ calories: 1168, amount: 3.25 });
  });

  it('finds a 30 lb bag holds about 135 cups, which last 41 days at 3 1/4 a day', () => {
    expect(unitsInPack(bag30, kibble)).toBeCloseTo(134.95, 1);
    expect(daysOfFood(bag30, kibble, 3.25)).toBe(41);
  });

  it('fits autoship every 4 weeks, not every 6, which would come a day after the bag runs out', () => {
    expect(planThatFits(PLANS, 41)?.name).toBe('Every 4 weeks');
    expect(planThatFits(PLANS, 42)?.name).toBe('Every 6 weeks');
  });

  it('a bag bought today runs out on the 41st day', () => {
    expect(dayAfter(TODAY, 41)).toBe('2027-01-09');
  });
});

describe('a 10 lb neutered adult cat on cans of 156 kcal (issue 42 §2)', () => {
  // 10 lb is 4.54 kg; 70 × 4.54^0.75 = 218 kcal at rest; × 1.2 = 261 kcal, 1.67 cans, measured as 1 3/4.
  const luna = {
    species: 'cat' as const,
    birthday: '2022-06-01',
    weightLb: 10,
    activity: 'normal' as const,
    neutered: true,
  };
  const cans = { perKg: 1000, perUnit: 156, unit: 'can' as const };
  const case24 = { weight: 132, weightUnit: 'oz' as const, packCount: 24, sellingPlans: PLANS };

  it('eats 1 3/4 cans a day, so a case of 24 lasts 13 days and no plan is short enough', () => {
    const { calories, amount } = dailyFood(luna, cans, TODAY);
    expect(calories).toBe(261);
    expect(amount).toBe(1.75);
    expect(daysOfFood(case24, cans, amount)).toBe(13);
    expect(planThatFits(PLANS, 13)).toBeNull();
  });

  it('two cases last 27 days and fit every 2 weeks', () => {
    expect(daysOfFood(case24, cans, 1.75, 2)).toBe(27);
    expect(planThatFits(PLANS, 27)?.frequencyDays).toBe(14);
  });

  it('a dry bag given in oz is read as its pounds', () => {
    const small = { ...bag30, weight: 64, weightUnit: 'oz' as const };
    expect(unitsInPack(small, kibble)).toBeCloseTo(unitsInPack({ ...bag30, weight: 4 }, kibble), 6);
  });
});
