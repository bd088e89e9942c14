// How much a pet eats a day (issue 37 feeding guide, issue 42): resting energy 70 × kg^0.75 and the usual factors.
import { describe, expect, it } from 'vitest';
import { dailyAmount, dailyCalories, restingEnergy } from '../../src/lib/catalog/feeding';

describe('a day’s food', () => {
  it('works resting energy out from the weight in lb: a 22 lb (10 kg) dog rests on about 394 kcal', () => {
    expect(restingEnergy(22.0462)).toBeCloseTo(393.6, 0);
  });

  it('a neutered adult dog needs 1.6 times that, an intact one 1.8, a growing puppy twice, a young one three times', () => {
    const dog = { species: 'dog' as const, weightLb: 22.0462 };
    expect(dailyCalories({ ...dog, stage: 'adult' })).toBeCloseTo(629.8, 0);
    expect(dailyCalories({ ...dog, stage: 'adult', neutered: false })).toBeCloseTo(708.5, 0);
    expect(dailyCalories({ ...dog, stage: 'growing' })).toBeCloseTo(787.2, 0);
    expect(dailyCalories({ ...dog, stage: 'young' })).toBeCloseTo(1180.8, 0);
  });

  it('an active dog needs more, a quiet one less, and a cat on a diet less than a cat at its weight', () => {
    const dog = { species: 'dog' as const, weightLb: 50, stage: 'adult' as const };
    expect(dailyCalories({ ...dog, activity: 'high' })).toBeGreaterThan(dailyCalories(dog));
    expect(dailyCalories({ ...dog, activity: 'low' })).toBeLessThan(dailyCalories(dog));
    const cat = { species: 'cat' as const, weightLb: 10 };
    expect(dailyCalories({ ...cat, stage: 'weight-loss' })).toBeLessThan(dailyCalories({ ...cat, stage: 'adult' }));
  });

  it('rounds a day’s amount to the nearest quarter unit, never below a quarter', () => {
    expect(dailyAmount(630, 370)).toBe(1.75);
    expect(dailyAmount(20, 370)).toBe(0.25);
  });
});
