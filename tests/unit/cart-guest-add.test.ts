// A guest's add over the room left in the cart (spec 000 §5): what fits goes in, and the shopper is told why the rest
// did not; the limits that explain a quantity control's maximum.
import { describe, expect, it } from 'vitest';
import { addLines, type CartLine } from '../../src/lib/cart/lines';
import {
  AUTOSHIP_LIMIT_MESSAGE,
  limitMessageFor,
  partialAddMessage,
  remainingFor,
  TOTAL_LIMIT_MESSAGE,
} from '../../src/lib/cart/limits';
import { overMaximum } from '../../src/lib/cart/quantity-input';

let n = 0;
const newId = () => `line-${++n}`;
const input = (variantId: string, quantity: number, sellingPlanId: string | null = null) => ({
  variantId,
  quantity,
  sellingPlanId,
  attributes: [],
});
const line = (variantId: string, quantity: number, sellingPlanId: string | null = null): CartLine => ({
  id: newId(),
  ...input(variantId, quantity, sellingPlanId),
});

describe('a guest cart item is added only up to the allowed remaining quantity (spec 000 §5)', () => {
  it('adds 2 of 5 to a cart with 8 and says only 2 were added', () => {
    const change = addLines([line('v1', 8)], [input('v2', 5)], newId, true);
    expect(change.ok).toBe(true);
    if (!change.ok) return;
    expect(change.lines.map((l) => l.quantity)).toEqual([8, 2]);
    expect(change.reduced).toEqual([
      { index: 0, requested: 5, added: 2, message: 'Only 2 of the 5 were added: your cart can hold up to 10 items.' },
    ]);
  });

  it('fills an autoship line only up to 5, and says that is the reason', () => {
    const change = addLines([line('v1', 3, 'autoship-4w')], [input('v1', 4, 'autoship-4w')], newId, true);
    expect(change.ok && change.lines[0]!.quantity).toBe(5);
    expect(change.ok && change.reduced?.[0]?.message).toBe(
      'Only 2 of the 4 were added: you can have up to 5 of one food on Autoship.',
    );
  });

  it('still refuses an add for which no room is left, and refuses the whole add when not fitting to room', () => {
    expect(addLines([line('v1', 10)], [input('v2', 1)], newId, true)).toMatchObject({
      ok: false,
      errors: [{ code: 'MAXIMUM_EXCEEDED', message: TOTAL_LIMIT_MESSAGE }],
    });
    expect(addLines([line('v1', 8)], [input('v2', 5)], newId)).toMatchObject({ ok: false });
  });

  it('counts the room left in the cart and under the autoship cap', () => {
    expect(remainingFor([{ quantity: 8, autoship: false }], 0, false)).toBe(2);
    expect(remainingFor([{ quantity: 4, autoship: true }], 4, true)).toBe(1);
    expect(remainingFor([{ quantity: 12, autoship: false }], 0, false)).toBe(0);
    expect(partialAddMessage(1, 3, false, 1)).toBe('Only 1 of the 3 was added: your cart can hold up to 10 items.');
  });
});

describe('why a quantity stops where it does (spec 000 §5)', () => {
  it('names the autoship cap when it is the tighter limit, else the cart size', () => {
    expect(limitMessageFor(true, 3, 2)).toBe(AUTOSHIP_LIMIT_MESSAGE);
    expect(limitMessageFor(true, 9, 2)).toBe(TOTAL_LIMIT_MESSAGE);
    expect(limitMessageFor(false, 4, 2)).toBe(TOTAL_LIMIT_MESSAGE);
  });

  it('knows a typed value was over the maximum, so the shopper can be told why it changed', () => {
    expect(overMaximum('99', 10)).toBe(true);
    expect(overMaximum('10', 10)).toBe(false);
    expect(overMaximum('', 10)).toBe(false);
  });
});
