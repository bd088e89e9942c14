import { describe, expect, it } from 'vitest';
import { regionForZip, splitStock, zipPairs, type RegionRange } from '../../src/lib/stock/stock';

const ranges: RegionRange[] = [
  { region: 'west', destination: 'HOME', low: '80000', high: '96199' },
  { region: 'east', destination: 'HOME', low: '00501', high: '39999' },
  { region: 'west', destination: 'CLINIC', low: '80000', high: '99950' },
];

describe('stock by ZIP (spec 000 §5, spec 001 §5)', () => {
  it('finds the region serving a ZIP for a destination, inclusive at both ends', () => {
    expect(regionForZip(ranges, '80011', 'HOME')).toBe('west');
    expect(regionForZip(ranges, '80000', 'HOME')).toBe('west');
    expect(regionForZip(ranges, '96199', 'HOME')).toBe('west');
    expect(regionForZip(ranges, '00501', 'HOME')).toBe('east');
    expect(regionForZip(ranges, '99000', 'HOME')).toBeNull();
    expect(regionForZip(ranges, '99000', 'CLINIC')).toBe('west');
  });

  it('serves no region for what is not a five-digit ZIP', () => {
    expect(regionForZip(ranges, '8001', 'HOME')).toBeNull();
    expect(regionForZip(ranges, '8001a', 'HOME')).toBeNull();
  });

  it("lists a destination's ranges as sorted pairs", () => {
    expect(zipPairs(ranges, 'HOME')).toEqual([
      ['00501', '39999'],
      ['80000', '96199'],
    ]);
  });

  it('spreads stock over the regions without losing a unit, and keeps a limited item in one region', () => {
    for (const total of [1, 2, 3, 40, 157]) {
      const split = splitStock(total, false);
      expect(split.east! + split.central! + split.west!).toBe(total);
    }
    expect(splitStock(3, true)).toEqual({ east: 0, central: 3, west: 0 });
    expect(splitStock(0, false)).toEqual({ east: 0, central: 0, west: 0 });
  });
});
