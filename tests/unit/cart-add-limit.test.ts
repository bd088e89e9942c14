// One quantity rule for the product page, the cards and the cart (issue 36 item 8): an add stops where the cart's
// quantity box would stop its line, so typing 6 gives the same number on both.
import { describe, expect, it } from 'vitest';
import { addLimit, CART_CAPACITY_MESSAGE, lineMaximum } from '../../src/lib/cart/limits';

const addMaximum = (...args: Parameters<typeof addLimit>) => addLimit(...args).max;

const lines = (...quantities: number[]) => quantities.map((quantity) => ({ quantity }));

describe('the most one add may put in', () => {
  it('caps autoship lines at 5 in an empty cart (spec 000 §5)', () => {
    expect(addMaximum(true, [], 0)).toBe(5);
    expect(addMaximum(false, [], 0)).toBe(10);
  });

  it('counts what the line already holds against the autoship cap (spec 000 §5)', () => {
    expect(addMaximum(true, lines(2), 2)).toBe(3);
  });

  it('stops at the room left in a cart of at most 10 items (spec 000 §5, §9)', () => {
    expect(addMaximum(true, lines(7), 0)).toBe(3);
    expect(addMaximum(false, lines(7), 0)).toBe(3);
  });

  it('stops where the cart page stops the same line: what the line may hold less what it holds', () => {
    for (const [autoship, cart, same] of [
      [true, [1, 6], 1],
      [true, [2, 2], 2],
      [false, [3, 4], 3],
    ] as const) {
      const total = cart.reduce((a, b) => a + b, 0);
      expect(addMaximum(autoship, lines(...cart), same) + same).toBe(lineMaximum(autoship, total, same));
    }
  });

  it('says the cart’s size when it holds the add, and nothing when the autoship cap does (the alert says that)', () => {
    expect(addLimit(false, [], 0).message).toBe(CART_CAPACITY_MESSAGE);
    expect(addLimit(true, lines(7), 0).message).toBe(CART_CAPACITY_MESSAGE);
    expect(addLimit(true, lines(2), 2).message).toBeNull();
  });

  it('never answers less than 1, so the control stays usable and the cart says why nothing more fits', () => {
    expect(addMaximum(false, lines(10), 0)).toBe(1);
    expect(addMaximum(true, lines(5), 5)).toBe(1);
  });
});
