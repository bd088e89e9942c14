import { describe, expect, it } from 'vitest';
import { chosenYear, givingYears } from '../../src/lib/giving/giving-years';

const now = new Date('2026-11-25T10:00:00Z');

describe('the years of "Your giving" (issue: giving, beyond the spec)', () => {
  it('takes a year from the address, and the current one when it is missing, junk or in the future', () => {
    expect(chosenYear('2025', now)).toBe(2025);
    expect(chosenYear(null, now)).toBe(2026);
    expect(chosenYear('20x5', now)).toBe(2026);
    expect(chosenYear('2027', now)).toBe(2026);
    expect(chosenYear('1999', now)).toBe(2026);
  });

  it('offers the current year and every year an order gave, newest first, each once', () => {
    expect(givingYears(['2024-03-01T00:00:00Z', '2025-12-31T23:00:00Z', '2024-07-01T00:00:00Z'], now)).toEqual([
      2026, 2025, 2024,
    ]);
    expect(givingYears([], now)).toEqual([2026]);
  });
});
