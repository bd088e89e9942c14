// The product page's feeding calculator (issue 42 §2): the food it reads from the page, a guest's pet from what they
// typed, and what it says: a day's amount, the days each size lasts and the autoship that fits, against worked examples.
import { describe, expect, it } from 'vitest';
import type { ProductContent } from '../../src/lib/content/product-content';
import type { SellingPlan } from '../../src/lib/catalog/types';
import { daysText, feedingAdvice, packsText, petFromEntry, type PetEntry } from '../../src/lib/pets/feeding-advice';
import { feedingFoodOf, type FeedingFood } from '../../src/lib/pets/feeding-food';
import { catalogProduct, catalogVariant } from '../support/catalog';

const TODAY = '2026-11-29';
const PLANS: SellingPlan[] = [
  { id: 'autoship-2w', name: 'Every 2 weeks', frequencyDays: 14 },
  { id: 'autoship-4w', name: 'Every 4 weeks', frequencyDays: 28 },
  { id: 'autoship-6w', name: 'Every 6 weeks', frequencyDays: 42 },
  { id: 'autoship-8w', name: 'Every 8 weeks', frequencyDays: 56 },
];
const LIMITS = { minLb: 0.5, maxLb: 250, maxYears: 30 };

/** The parts of a food's content the calculator reads: its calories and the feeding guide's unit. */
const contentOf = (perKg: number, perUnit: number, unit: ProductContent['feeding']['unit']) =>
  ({ calories: { perKg, perUnit }, feeding: { unit } }) as ProductContent;

const kibble = catalogProduct({
  variants: ['4 lb', '15 lb', '30 lb'].map((size, i) => catalogVariant(`200${i}`, size, { sellingPlans: PLANS })),
});
const kibbleOn = (sku: string) =>
  feedingFoodOf(kibble, kibble.variants.find((v) => v.sku === sku)!, contentOf(3600, 363, 'cup'))!;

// 60 lb, 8 years, normal, neutered: 1,168 kcal and 3 1/4 cups a day of a food of 363 kcal a cup (feeding-plan.test.ts).
const max: PetEntry = { weight: '60', years: '8', months: '', activity: 'normal', neutered: true };
const maxFacts = () => {
  const read = petFromEntry(max, 'dog', LIMITS, TODAY);
  if (!read.ok) throw new Error(read.problems[0]?.message);
  return read.pet;
};

describe('the food the calculator reads from the page (issue 42 §2)', () => {
  it('takes the label’s energy and each size of the flavour, named as a shopper says it, with its plans and page', () => {
    const food = kibbleOn('2002');
    expect(food.species).toBe('dog');
    expect(food.energy).toEqual({ perKg: 3600, perUnit: 363, unit: 'cup' });
    expect(food.sku).toBe('2002');
    expect(food.sizes.map((s) => s.name)).toEqual(['4 lb bag', '15 lb bag', '30 lb bag']);
    expect(food.sizes[2]).toMatchObject({ weight: 30, weightUnit: 'lbs', packCount: 1, pack: 'bag' });
    expect(food.sizes[2]!.sellingPlans).toHaveLength(4);
    expect(food.sizes[2]!.href).toBe('/products/science-diet/adult/chicken-barley/30lb?sku=2002');
  });

  it('names a single can by its unit and a case as its size does', () => {
    const wet = catalogProduct({
      variants: [
        catalogVariant('3001', '13 oz', { weight: 13, weightUnit: 'oz' }),
        catalogVariant('3002', '13 oz, case of 12', { weight: 156, weightUnit: 'oz', packCount: 12 }),
      ],
    });
    const food = feedingFoodOf(wet, wet.variants[0]!, contentOf(1050, 390, 'can'))!;
    expect(food.sizes.map((s) => [s.name, s.pack])).toEqual([
      ['13 oz can', 'can'],
      ['13 oz, case of 12', 'case'],
    ]);
  });

  it('has nothing to work out without calorie content, or for treats, whose guide counts treats', () => {
    expect(feedingFoodOf(kibble, kibble.variants[0]!, null)).toBeNull();
    expect(feedingFoodOf(kibble, kibble.variants[0]!, contentOf(3300, 18, 'piece'))).toBeNull();
  });
});

describe('a guest’s pet from what they typed (issue 42 §2 bad input)', () => {
  it('reads 60 lb, 8 years as a dog born eight years ago today', () => {
    expect(maxFacts()).toEqual({
      species: 'dog',
      birthday: '2018-11-29',
      weightLb: 60,
      activity: 'normal',
      neutered: true,
    });
  });

  it.each([
    ['0', 'Give the weight in lb, more than 0'],
    ['500', 'A dog weighs between 0.5 lb and 250 lb'],
    ['sixty', 'Give the weight in lb as a number, such as 60'],
    ['', 'Give the weight in lb as a number, such as 60'],
  ])('refuses a weight of “%s”: %s', (weight, message) => {
    expect(petFromEntry({ ...max, weight }, 'dog', LIMITS, TODAY)).toEqual({
      ok: false,
      problems: [{ field: 'weight', message }],
    });
  });

  it('holds a cat to a cat’s weights', () => {
    const cat = { minLb: 0.5, maxLb: 40, maxYears: 30 };
    const read = petFromEntry({ ...max, weight: '60' }, 'cat', cat, TODAY);
    expect(read).toMatchObject({ ok: false, problems: [{ message: 'A cat weighs between 0.5 lb and 40 lb' }] });
  });

  it.each([
    ['-1', '', 'An age cannot be in the future: give 0 or more years and months'],
    ['0', '-2', 'An age cannot be in the future: give 0 or more years and months'],
    ['', '', 'Give your pet’s age in years and months'],
    ['eight', '', 'Give the age as whole years and months, such as 8 years 0 months'],
    ['2', '12', 'Give the months from 0 to 11'],
    ['31', '', 'A pet can be at most 30 years old'],
  ])('refuses an age of %s years %s months', (years, months, message) => {
    expect(petFromEntry({ ...max, years, months }, 'dog', LIMITS, TODAY)).toEqual({
      ok: false,
      problems: [{ field: 'age', message }],
    });
  });

  it('says what is wrong with the weight and the age at once', () => {
    const read = petFromEntry({ ...max, weight: '500', years: '-1' }, 'dog', LIMITS, TODAY);
    expect(read).toMatchObject({ ok: false, problems: [{ field: 'weight' }, { field: 'age' }] });
  });

  it('takes months alone for a puppy', () => {
    const read = petFromEntry({ ...max, weight: '12.5', years: '', months: '5' }, 'dog', LIMITS, TODAY);
    expect(read).toMatchObject({ ok: true, pet: { birthday: '2026-06-29', weightLb: 12.5 } });
  });
});

describe('what the calculator says (issue 42 §2)', () => {
  it('a 60 lb senior on the 30 lb bag: 3 1/4 cups a day, about 1,168 kcal, each size’s days, and Every 4 weeks', () => {
    const advice = feedingAdvice(maxFacts(), kibbleOn('2002'), TODAY);
    expect(advice.amountText).toBe('3 1/4 cups');
    expect(advice.calories).toBe(1168);
    expect(advice.sizes.map((s) => `${s.name}: ${daysText(s.days)}`)).toEqual([
      '4 lb bag: about 5 days',
      '15 lb bag: about 20 days',
      '30 lb bag: about 41 days',
    ]);
    expect(advice.sizes.map((s) => s.shown)).toEqual([false, false, true]);
    expect(advice.autoship).toMatchObject({ fits: true, plan: { name: 'Every 4 weeks' }, size: { sku: '2002' } });
  });

  it('on the 4 lb bag no plan comes often enough, nor for two bags: it suggests the 15 lb bag every 2 weeks', () => {
    const advice = feedingAdvice(maxFacts(), kibbleOn('2000'), TODAY);
    expect(advice.autoship).toMatchObject({
      fits: false,
      days: 5,
      larger: { size: { name: '15 lb bag' }, days: 20, plan: { id: 'autoship-2w' } },
      twoPacks: null,
    });
  });

  it('on the largest size that still runs out too soon, suggests two at a time', () => {
    const cans = catalogProduct({
      variants: [
        catalogVariant('4001', '5.5 oz, case of 24', {
          weight: 132,
          weightUnit: 'oz',
          packCount: 24,
          sellingPlans: PLANS,
        }),
      ],
    });
    const food: FeedingFood = feedingFoodOf(cans, cans.variants[0]!, contentOf(1000, 156, 'can'))!;
    // A 10 lb neutered adult cat, as a guest describes her (feeding-plan.test.ts works her day out).
    const luna = petFromEntry({ ...max, weight: '10', years: '4', months: '5' }, 'cat', LIMITS, TODAY);
    if (!luna.ok) throw new Error(luna.problems[0]?.message);
    const advice = feedingAdvice(luna.pet, food, TODAY);
    expect(advice.amountText).toBe('1 3/4 cans');
    expect(advice.autoship).toMatchObject({
      fits: false,
      days: 13,
      larger: null,
      twoPacks: { days: 27, plan: { name: 'Every 2 weeks' } },
    });
    expect(packsText(2, 'case')).toBe('2 cases');
  });

  it('says nothing of autoship for a size sold without it', () => {
    const once = catalogProduct({ variants: [catalogVariant('5001', '15 lb', { sellingPlans: [] })] });
    const food = feedingFoodOf(once, once.variants[0]!, contentOf(3600, 363, 'cup'))!;
    expect(feedingAdvice(maxFacts(), food, TODAY).autoship).toBeNull();
  });

  it('says a pack that does not last a day lasts less than a day', () => {
    expect([daysText(0), daysText(1), daysText(1234)]).toEqual(['less than a day', 'about 1 day', 'about 1,234 days']);
  });
});
