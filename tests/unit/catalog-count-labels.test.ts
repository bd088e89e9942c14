import { describe, expect, it } from 'vitest';
import { productCountLabel, showResultsLabel } from '../../src/lib/catalog/count-labels';

describe('how a listing counts its products', () => {
  it('says one product and many products', () => {
    expect(productCountLabel(1)).toBe('1 product');
    expect(productCountLabel(23)).toBe('23 products');
    expect(productCountLabel(0)).toBe('0 products');
  });

  it("names what the filter drawer's button would show, and says so plainly when nothing matches", () => {
    expect(showResultsLabel(58)).toBe('Show 58 products');
    expect(showResultsLabel(1)).toBe('Show 1 product');
    expect(showResultsLabel(0)).toBe('No products match');
  });
});
