import { describe, it, expect } from 'vitest';
import {
  G_TO_LB,
  KG_TO_LB,
  OUNCES_PER_POUND,
  OZ_TO_LB,
  POUND_IN_GRAMS,
  formatWeight,
  packSizeSlug,
  parseSizeRangeSlug,
  parseSizeSlug,
  sizeLabel,
  sizeSlug,
  toPounds,
} from '../../src/lib/catalog/units';

describe('unit factors', () => {
  it('uses the spec’s factors (spec 000 §9, spec 001 §9)', () => {
    expect(POUND_IN_GRAMS).toBe(453.592);
    expect(OUNCES_PER_POUND).toBe(16);
    expect(KG_TO_LB).toBe(2.20462);
    expect(OZ_TO_LB).toBe(0.0625);
    expect(G_TO_LB).toBe(0.00220462);
  });
});

describe('toPounds', () => {
  it('converts lb, oz, g and kg to pounds (spec 000 §9)', () => {
    expect(toPounds(15, 'lb')).toBe(15);
    expect(toPounds(15, 'lbs')).toBe(15);
    expect(toPounds(16, 'oz')).toBe(1);
    expect(toPounds(5.5, 'oz')).toBe(0.34375);
    expect(toPounds(10, 'kg')).toBeCloseTo(22.0462, 10);
    expect(toPounds(1000, 'g')).toBeCloseTo(2.20462, 10);
  });

  it('refuses an unknown unit with a clear error', () => {
    expect(() => toPounds(1, 'stone')).toThrow('Unknown weight unit "stone": expected one of lb, lbs, oz, g, kg');
    expect(() => toPounds(1, 'toString')).toThrow('Unknown weight unit');
  });
});

describe('formatWeight and sizeLabel', () => {
  it('shows dry food in lb and wet food in oz (spec 000 §9)', () => {
    expect(formatWeight(15, 'lbs')).toBe('15 lb');
    expect(formatWeight(15, 'lb')).toBe('15 lb');
    expect(formatWeight(5.5, 'oz')).toBe('5.5 oz');
  });

  it('shows metric weights in pounds, at most two decimals (spec 000 §9)', () => {
    expect(formatWeight(1, 'kg')).toBe('2.2 lb');
    expect(formatWeight(453.592, 'g')).toBe('1 lb');
  });

  it('writes the Size option as the seed does', () => {
    expect(sizeLabel(15, 'lbs')).toBe('15 lb');
    expect(sizeLabel(5.5, 'oz')).toBe('5.5 oz');
    expect(sizeLabel(2.9, 'oz')).toBe('2.9 oz');
  });
});

describe('sizeSlug and parseSizeSlug', () => {
  it('writes sizes for URLs as 15lb and 5.5oz (spec 001 §3 weight_unit)', () => {
    expect(sizeSlug(15, 'lbs')).toBe('15lb');
    expect(sizeSlug(5.5, 'oz')).toBe('5.5oz');
  });

  it("names a case in a page address by its can and its count, not the case's whole weight", () => {
    expect(packSizeSlug(13, 'oz', 1)).toBe('13oz');
    expect(packSizeSlug(156, 'oz', 12)).toBe('13oz-case-of-12');
    expect(packSizeSlug(69.6, 'oz', 24)).toBe('2.9oz-case-of-24');
    expect(parseSizeSlug('13oz-case-of-12')).toBeNull();
  });

  it('reads 15lb and 2.5oz back (spec 001 §3 weight_unit)', () => {
    expect(parseSizeSlug('15lb')).toEqual({ weight: 15, unit: 'lbs' });
    expect(parseSizeSlug('2.5oz')).toEqual({ weight: 2.5, unit: 'oz' });
    expect(parseSizeSlug('45LBS')).toEqual({ weight: 45, unit: 'lbs' });
  });

  it('reads anything else as no size', () => {
    for (const slug of ['', 'lb', '15', '15 kg', '15kg', 'chicken', '0lb', '-2oz', '1.lb', '15lb/x']) {
      expect(parseSizeSlug(slug)).toBeNull();
    }
  });
});

describe('parseSizeRangeSlug', () => {
  it('reads the weight ranges of category URLs (spec 000 §2 Product card, three-segment preselect)', () => {
    expect(parseSizeRangeSlug('1lb-45lb')).toEqual({ unit: 'lbs', low: 1, high: 45 });
    expect(parseSizeRangeSlug('2.5oz-13oz')).toEqual({ unit: 'oz', low: 2.5, high: 13 });
    expect(parseSizeRangeSlug('8lbs-20lbs')).toEqual({ unit: 'lbs', low: 8, high: 20 });
  });
  it('refuses single sizes, mixed units, reversed ends and words', () => {
    expect(parseSizeRangeSlug('15lb')).toBeNull();
    expect(parseSizeRangeSlug('1lb-13oz')).toBeNull();
    expect(parseSizeRangeSlug('45lb-1lb')).toBeNull();
    expect(parseSizeRangeSlug('1lb-45lb-50lb')).toBeNull();
    expect(parseSizeRangeSlug('dry-food')).toBeNull();
    expect(parseSizeRangeSlug('')).toBeNull();
  });
});
