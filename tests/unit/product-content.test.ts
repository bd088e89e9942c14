// Product content (issue 37): the rules a save must pass, with the field named, and the seed's figures agreeing.
import { describe, expect, it } from 'vitest';
import catalogue from '../../src/content/catalogue.json';
import {
  analysisValue,
  feedingAmount,
  productContentSchema,
  type ProductContent,
} from '../../src/lib/content/product-content';
import { seedProductContent, type SeedProduct } from '../../src/lib/seed/product-content';

const products = catalogue.products as SeedProduct[];
const content = (handle: string) => seedProductContent(products.find((p) => p.handle === handle)!);
const value = (c: ProductContent, nutrient: string) => {
  const row = c.analysis.find((r) => r.nutrient === nutrient)!;
  return row.min ?? row.max!;
};
const problems = (data: unknown) =>
  productContentSchema.safeParse(data).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the seed’s product content', () => {
  const all = products.map((p) => ({ product: p, content: seedProductContent(p) }));

  it('gives every product of the catalogue content that passes the rules editors meet', () => {
    expect(all).toHaveLength(products.length);
    for (const { content: c } of all) expect(problems(c)).toEqual([]);
  });

  it('gives a puppy food more protein and calories than a weight-management food', () => {
    const puppy = content('science-diet-puppy-chicken-brown-rice-dry-dog');
    const weight = all.find(
      (x) => x.product.healthConditions.includes('weight-management') && x.product.foodForm === 'dry',
    )!.content;
    expect(value(puppy, 'Crude Protein')).toBeGreaterThan(value(weight, 'Crude Protein'));
    expect(puppy.calories.perKg).toBeGreaterThan(weight.calories.perKg);
    expect(value(weight, 'Crude Fiber')).toBeGreaterThan(value(puppy, 'Crude Fiber'));
  });

  it('says wet food is about 78% water, with a can’s calories from the kilogram’s and the can’s weight', () => {
    for (const { product, content: c } of all.filter((x) => x.product.foodForm === 'wet')) {
      expect(value(c, 'Moisture')).toBe(78);
      const oz = Math.min(...product.variants.map((v) => Number(/([\d.]+)\s*oz/.exec(v.size)?.[1] ?? Infinity)));
      expect(c.calories.perUnit).toBeCloseTo(c.calories.perKg * oz * 0.0283495, -1);
    }
  });

  it('gives dry food a cup’s calories at about 100 g a cup, and cats taurine', () => {
    for (const { product, content: c } of all.filter((x) => x.product.foodForm === 'dry')) {
      const cupKg = c.calories.perUnit / c.calories.perKg;
      expect(cupKg).toBeGreaterThan(0.09);
      expect(cupKg).toBeLessThan(0.105);
      if (product.species.includes('cat')) expect(c.analysis.some((r) => r.nutrient === 'Taurine')).toBe(true);
    }
  });

  it('feeds a bigger pet more, and a puppy under four months more than an older one of its weight', () => {
    const puppy = content('science-diet-puppy-chicken-brown-rice-dry-dog');
    expect(puppy.feeding.columns).toEqual(['Under 4 months', '4 to 12 months']);
    const amounts = puppy.feeding.rows.map((r) => r.amounts[0]!);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    for (const row of puppy.feeding.rows) expect(row.amounts[0]).toBeGreaterThanOrEqual(row.amounts[1]!);
    expect(puppy.feeding.note).toMatch(/over 7 days/);
  });
});

describe('what a save of product content must pass', () => {
  const good = content('science-diet-puppy-chicken-brown-rice-dry-dog');

  it('refuses a minimum above the maximum and a percentage over 100, naming the field', () => {
    const analysis = [...good.analysis];
    analysis[0] = { nutrient: 'Crude Protein', min: 30, max: 20, unit: '%' };
    analysis[1] = { nutrient: 'Crude Fat', min: 120, unit: '%' };
    expect(problems({ ...good, analysis })).toEqual([
      'analysis.0.min: must not be more than the maximum',
      'analysis.1.min: a percentage cannot be over 100',
    ]);
  });

  it('refuses a feeding table whose weights overlap or whose amounts do not fit its columns', () => {
    const rows = [
      { fromLb: 5, toLb: 10, amounts: [1, 1] },
      { fromLb: 8, toLb: 20, amounts: [2] },
    ];
    expect(problems({ ...good, feeding: { ...good.feeding, rows } })).toEqual([
      'feeding.rows.1.fromLb: overlaps the row before: weights must go up without overlapping',
      'feeding.rows.1.amounts: give one amount for each of the 2 columns',
    ]);
  });

  it('refuses content without calories or without the four rows every label starts with', () => {
    expect(problems({ ...good, calories: { perUnit: 390 } })).toContain(
      'calories.perKg: Invalid input: expected number, received undefined',
    );
    expect(problems({ ...good, analysis: good.analysis.filter((r) => r.nutrient !== 'Moisture') })).toContain(
      'analysis: needs a Moisture row',
    );
  });

  it('prints values and amounts as labels and guides do', () => {
    expect(analysisValue({ nutrient: 'Crude Protein', min: 25, unit: '%' })).toBe('25.0% min');
    expect(analysisValue({ nutrient: 'Moisture', max: 78, unit: '%' })).toBe('78.0% max');
    expect(analysisValue({ nutrient: 'Glucosamine', min: 800, unit: 'mg/kg' })).toBe('800 mg/kg min');
    expect(feedingAmount(1.25, 'cup')).toBe('1 1/4 cups');
    expect(feedingAmount(0.5, 'can')).toBe('1/2 can');
    expect(feedingAmount(3, 'pouch')).toBe('3 pouches');
    expect(feedingAmount(1, 'piece')).toBe('1 piece');
  });
});
