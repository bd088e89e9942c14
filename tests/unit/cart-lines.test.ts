import { describe, expect, it } from 'vitest';
import { addLines, lineKey, removeLines, updateLines, type CartLine } from '../../src/lib/cart/lines';
import { lineMaximum, limitErrors } from '../../src/lib/cart/limits';

let n = 0;
const newId = () => `line-${++n}`;
const weight = [
  { key: '_weightValue', value: '15' },
  { key: '_weightUnit', value: 'lbs' },
];
const input = (variantId: string, quantity: number, sellingPlanId: string | null = null, attributes = weight) => ({
  variantId,
  quantity,
  sellingPlanId,
  attributes,
});
const linesOf = (change: ReturnType<typeof addLines>): CartLine[] => {
  if (!change.ok) throw new Error(JSON.stringify(change.errors));
  return change.lines;
};

describe('cart lines (spec 000 §4 Cart, §5; API.md Cart)', () => {
  it('merges the same food, plan and attributes into one line, whatever the attribute order', () => {
    const first = linesOf(addLines([], [input('v1', 2)], newId));
    const again = linesOf(addLines(first, [input('v1', 3, null, [...weight].reverse())], newId));
    expect(again).toHaveLength(1);
    expect(again[0]!.quantity).toBe(5);
    expect(lineKey(again[0]!)).toBe(lineKey(input('v1', 1)));
  });

  it('keeps single purchase and autoship of the same food as two lines', () => {
    const lines = linesOf(addLines([], [input('v1', 1), input('v1', 1, 'autoship-4w')], newId));
    expect(lines.map((l) => l.sellingPlanId)).toEqual([null, 'autoship-4w']);
  });

  it('treats a quantity below 1 on add as 1 (spec 000 §5 Cart quantity)', () => {
    expect(linesOf(addLines([], [input('v1', 0)], newId))[0]!.quantity).toBe(1);
    expect(linesOf(addLines([], [input('v1', -4)], newId))[0]!.quantity).toBe(1);
  });

  it('refuses the whole call when the cart would hold more than 10, and names the input (spec 000 §9)', () => {
    const nine = linesOf(addLines([], [input('v1', 9)], newId));
    const change = addLines(nine, [input('v2', 1), input('v3', 1)], newId);
    expect(change.ok).toBe(false);
    if (change.ok) return;
    expect(change.errors).toEqual([
      expect.objectContaining({ code: 'MAXIMUM_EXCEEDED', field: ['lineItems', 1, 'quantity'] }),
    ]);
    expect(linesOf(addLines(nine, [input('v2', 1)], newId)).reduce((s, l) => s + l.quantity, 0)).toBe(10);
  });

  it('refuses an autoship line over 5 but allows 6 of a single-purchase line (spec 000 §5)', () => {
    const five = linesOf(addLines([], [input('v1', 5, 'autoship-2w')], newId));
    const sixth = addLines(five, [input('v1', 1, 'autoship-2w')], newId);
    expect(sixth.ok).toBe(false);
    if (!sixth.ok) expect(sixth.errors[0]!.message).toMatch(/up to 5 of one food on Autoship/);
    expect(linesOf(addLines([], [input('v1', 6)], newId))[0]!.quantity).toBe(6);
  });

  it('removes a line set to 0, sets a negative quantity to 1, and refuses an unknown line', () => {
    const lines = linesOf(addLines([], [input('v1', 2), input('v2', 3)], newId));
    const [a, b] = lines as [CartLine, CartLine];
    expect(linesOf(updateLines(lines, [{ id: a.id, quantity: 0 }])).map((l) => l.id)).toEqual([b.id]);
    expect(linesOf(updateLines(lines, [{ id: a.id, quantity: -3 }]))[0]!.quantity).toBe(1);
    const unknown = updateLines(lines, [{ id: 'nope', quantity: 1 }]);
    expect(unknown.ok ? null : unknown.errors[0]!.field).toEqual(['lineItems', 0, 'id']);
  });

  it('refuses raising a line past the cart limit and leaves the lines as they were', () => {
    const lines = linesOf(addLines([], [input('v1', 4), input('v2', 4)], newId));
    const change = updateLines(lines, [{ id: lines[0]!.id, quantity: 7 }]);
    expect(change.ok).toBe(false);
    expect(lines[0]!.quantity).toBe(4);
  });

  it('joins a line into its twin when new attributes make them equal', () => {
    const lines = linesOf(
      addLines([], [input('v1', 2), input('v1', 3, null, [{ key: '_weightValue', value: '0' }])], newId),
    );
    const joined = linesOf(updateLines(lines, [{ id: lines[1]!.id, quantity: 3, attributes: weight }]));
    expect(joined).toEqual([expect.objectContaining({ id: lines[0]!.id, quantity: 5 })]);
  });

  it('removes lines by id and refuses an id that is not in the cart', () => {
    const lines = linesOf(addLines([], [input('v1', 1), input('v2', 1)], newId));
    expect(linesOf(removeLines(lines, [lines[0]!.id]))).toHaveLength(1);
    expect(removeLines(lines, ['missing']).ok).toBe(false);
  });

  it('knows how many more a shopper may choose for one line', () => {
    expect(lineMaximum(false, 0)).toBe(10);
    expect(lineMaximum(true, 0)).toBe(5);
    expect(lineMaximum(false, 7)).toBe(3);
    expect(lineMaximum(false, 7, 2)).toBe(5);
    expect(lineMaximum(true, 10)).toBe(0);
    expect(limitErrors([{ quantity: 10, autoship: false }], [])).toEqual([]);
  });
});
