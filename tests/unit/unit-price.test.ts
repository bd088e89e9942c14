// Prices by the pound or the ounce (issue 37 §5).
import { describe, expect, it } from 'vitest';
import { priceUnitOf, unitPriceCents, unitPriceLine, unitSaving } from '../../src/lib/catalog/unit-price';

const bag = (priceCents: number, weight: number) => ({ priceCents, weight, weightUnit: 'lbs' as const });
const can = (priceCents: number, weight: number) => ({ priceCents, weight, weightUnit: 'oz' as const });

describe('unit prices', () => {
  it('prices dry food by the pound and wet food and treats by the ounce', () => {
    expect(priceUnitOf('dry')).toBe('lb');
    expect(priceUnitOf('wet')).toBe('oz');
    expect(priceUnitOf('treats')).toBe('oz');
    expect(unitPriceCents(bag(1199, 2.5), 'lb')).toBeCloseTo(479.6, 1);
    expect(unitPriceCents(can(399, 5.5), 'oz')).toBeCloseTo(72.5, 1);
  });

  it('says what a larger bag saves a pound against the smallest, and nothing for a saving of a few per cent', () => {
    const sizes = [bag(1199, 2.5), bag(1599, 4.5), bag(6899, 30)];
    expect(unitPriceLine(sizes[0]!, sizes, 'lb')).toBe('$4.80/lb');
    expect(unitPriceLine(sizes[1]!, sizes, 'lb')).toBe('$3.55/lb, save 26% per lb');
    expect(unitPriceLine(sizes[2]!, sizes, 'lb')).toBe('$2.30/lb, save 52% per lb');
    expect(unitSaving(bag(1150, 2.5), [bag(1199, 2.5), bag(1150, 2.5)], 'lb')).toBeNull();
  });

  it('prices a case of wet food by the can as well, and says what it saves an ounce against the single can', () => {
    const pack = (priceCents: number, cans: number) => ({ ...can(priceCents, 13 * cans), packCount: cans });
    const sizes = [can(599, 13), pack(6499, 12), pack(12199, 24)];
    expect(unitPriceLine(sizes[0]!, sizes, 'oz')).toBe('$0.46/oz');
    expect(unitPriceLine(sizes[1]!, sizes, 'oz')).toBe('$5.42/can · $0.42/oz, save 10% per oz');
    expect(unitPriceLine(sizes[2]!, sizes, 'oz', 'tray')).toBe('$5.08/tray · $0.39/oz, save 15% per oz');
  });

  it('has no line for a size without a weight', () => {
    expect(unitPriceLine(bag(999, 0), [bag(999, 0)], 'lb')).toBe('');
  });
});
