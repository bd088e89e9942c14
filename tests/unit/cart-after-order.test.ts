// Spec 000 §4 "Cart": after checkout the saved cart is recreated from its stored input. What it is recreated from:
// the lines the order did not take, each with its food, selling plan, attributes and the quantity left.
import { describe, expect, it } from 'vitest';
import { linesLeftAfterOrder } from '../../src/lib/cart/after-order';
import type { CartLine } from '../../src/lib/cart/lines';

const weight = [{ key: '_weightValue', value: '15' }];
const line = (id: string, variantId: string, quantity: number, sellingPlanId: string | null = null): CartLine => ({
  id,
  variantId,
  sellingPlanId,
  attributes: weight,
  quantity,
});
const CART = [line('l1', 'v-puppy', 2), line('l2', 'v-puppy', 1, 'autoship-4w'), line('l3', 'v-stew', 3)];
const ordered = (variantId: string, quantity: number, sellingPlanId: string | null = null) => ({
  variantId,
  sellingPlanId,
  attributes: weight,
  quantity,
});

describe('linesLeftAfterOrder (spec 000 §4: the saved cart recreated after checkout)', () => {
  it('leaves nothing when the order took every line, as a checkout of the whole cart does', () => {
    const all = [ordered('v-puppy', 2), ordered('v-puppy', 1, 'autoship-4w'), ordered('v-stew', 3)];
    expect(linesLeftAfterOrder(CART, all)).toEqual([]);
  });

  it('keeps a line the order did not take, with its plan and attributes, and the rest of a line ordered in part', () => {
    expect(linesLeftAfterOrder(CART, [ordered('v-puppy', 2), ordered('v-stew', 1)])).toEqual([
      { variantId: 'v-puppy', sellingPlanId: 'autoship-4w', attributes: weight, quantity: 1 },
      { variantId: 'v-stew', sellingPlanId: null, attributes: weight, quantity: 2 },
    ]);
  });

  it('tells an autoship line from a one-time line of the same food, and attributes in any order from others', () => {
    expect(linesLeftAfterOrder(CART, [ordered('v-puppy', 1, 'autoship-4w')]).map((l) => l.quantity)).toEqual([2, 3]);
    const other = { variantId: 'v-stew', sellingPlanId: null, attributes: [{ key: '_weightValue', value: '5' }] };
    expect(linesLeftAfterOrder(CART, [{ ...other, quantity: 3 }]).map((l) => l.variantId)).toEqual([
      'v-puppy',
      'v-puppy',
      'v-stew',
    ]);
  });

  it('never leaves less than nothing: an order of more than the cart held leaves nothing of that line', () => {
    expect(linesLeftAfterOrder(CART, [ordered('v-stew', 9)]).map((l) => l.variantId)).toEqual(['v-puppy', 'v-puppy']);
  });
});
