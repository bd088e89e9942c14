// Comparing foods (issue 37 §3): the address's SKUs and the figures compared.
import { describe, expect, it } from 'vitest';
import { compareHref, comparedSkus, nutrientFigure } from '../../src/lib/catalog/compare';
import { pricePerPound } from '../../src/lib/catalog/unit-price';

describe('comparing foods', () => {
  it('takes each SKU once, in order, four at most, and leaves out anything that is not a SKU', () => {
    expect(comparedSkus('10007, 20011,10007,<b>,30001,40001,50001')).toEqual(['10007', '20011', '30001', '40001']);
    expect(comparedSkus(null)).toEqual([]);
    expect(compareHref(['10007', '20011'])).toBe('/compare?skus=10007,20011');
    expect(compareHref([])).toBe('/compare');
  });

  it('works the price per pound out for pounds and ounces, and gives none without a weight unit', () => {
    const price = (amount: string) => ({ amount, currencyCode: 'USD' as const });
    expect(pricePerPound({ price: price('11.99'), weight: 2.5, weightUnit: 'lbs' })).toBeCloseTo(4.796, 3);
    expect(pricePerPound({ price: price('2.49'), weight: 5.5, weightUnit: 'oz' })).toBeCloseTo(7.244, 3);
    expect(pricePerPound({ price: price('5'), weight: 0, weightUnit: 'lbs' })).toBeNull();
  });

  it('reads a nutrient’s minimum or maximum, whatever its case, and nothing for a food without content', () => {
    const content = {
      analysis: [
        { nutrient: 'Crude Protein', min: 25, unit: '%' as const },
        { nutrient: 'Moisture', max: 78, unit: '%' as const },
      ],
    } as Parameters<typeof nutrientFigure>[0];
    expect(nutrientFigure(content, 'crude protein')).toBe(25);
    expect(nutrientFigure(content, 'Moisture')).toBe(78);
    expect(nutrientFigure(content, 'Crude Fat')).toBeNull();
    expect(nutrientFigure(null, 'Moisture')).toBeNull();
  });
});
