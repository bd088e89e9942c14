import { describe, expect, it } from 'vitest';
import { reviewedLinesKey } from '../../src/lib/checkout/reviewed-lines';

describe('the key of the reviewed lines (issue: Place Order checks the lines, not only the total)', () => {
  const reviewed = [
    { sku: '10007', quantity: 2, sellingPlanId: null },
    { sku: '10014', quantity: 1, sellingPlanId: 'autoship-4w' },
  ];

  it('is the same for the same lines in any order', () => {
    expect(reviewedLinesKey([...reviewed].reverse())).toBe(reviewedLinesKey(reviewed));
    expect(reviewedLinesKey(reviewed)).toMatch(/^[\w-]{32}$/);
  });

  it('changes when a line is swapped for another food, a quantity or a plan changes', () => {
    const key = reviewedLinesKey(reviewed);
    expect(reviewedLinesKey([{ ...reviewed[0]!, sku: '10035' }, reviewed[1]!])).not.toBe(key);
    expect(reviewedLinesKey([{ ...reviewed[0]!, quantity: 3 }, reviewed[1]!])).not.toBe(key);
    expect(reviewedLinesKey([reviewed[0]!, { ...reviewed[1]!, sellingPlanId: 'autoship-2w' }])).not.toBe(key);
    expect(reviewedLinesKey([reviewed[0]!])).not.toBe(key);
  });
});
