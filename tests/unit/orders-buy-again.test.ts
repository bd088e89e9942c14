import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../src/lib/cart/lines';
import {
  buyAgainLines,
  orderRefusal,
  type BoughtLine,
  type BuyAgainOrder,
  type FoodNow,
} from '../../src/lib/orders/buy-again';

let n = 0;
const newId = () => `line-${++n}`;
const FOUR_WEEKS = { id: 'autoship-4w', name: 'Every 4 weeks' };

const bought = (variantId: string, quantity: number, sellingPlan: BoughtLine['sellingPlan'] = null): BoughtLine => ({
  title: 'Puppy Chicken & Brown Rice',
  variantTitle: `Chicken & Brown Rice / ${variantId}`,
  variantId,
  quantity,
  sellingPlan,
  attributes: [],
});
const sold = (over: Partial<Extract<FoodNow, { sold: true }>> = {}): FoodNow => ({
  sold: true,
  sellingPlanIds: ['autoship-4w', 'autoship-8w'],
  inStock: true,
  weight: 15,
  weightUnit: 'lbs',
  ...over,
});
const order = (lines: BoughtLine[]): BuyAgainOrder => ({ name: '#1013', cancelledAt: null, site: 'DTC', lines });
const inCart = (variantId: string, quantity: number, sellingPlanId: string | null = null): CartLine => ({
  id: `cart-${variantId}-${sellingPlanId ?? 'once'}`,
  variantId,
  sellingPlanId,
  attributes: [
    { key: '_weightUnit', value: 'lbs' },
    { key: '_weightValue', value: '15' },
  ],
  quantity,
});
const decide = (cart: CartLine[], lines: BoughtLine[], foods: FoodNow[]) =>
  buyAgainLines(cart, order(lines), foods, '80202', newId);
const messages = (errors: { message: string }[]) => errors.map((e) => e.message);

describe('buy again: what of a past order goes into the cart (issue 42 §4)', () => {
  it('puts every line in with its size, quantity and purchase type, an autoship line on the same plan', () => {
    const decided = decide([], [bought('v15', 2), bought('v30', 1, FOUR_WEEKS)], [sold(), sold()]);
    expect(decided).toMatchObject({ ok: true, warnings: [] });
    if (!decided.ok) return;
    expect(decided.lines.map((l) => [l.variantId, l.quantity, l.sellingPlanId])).toEqual([
      ['v15', 2, null],
      ['v30', 1, 'autoship-4w'],
    ]);
    // with the weight the cart's tracker reads, as an add from the product page gives it
    expect(decided.lines[0]!.attributes).toEqual([
      { key: '_weightUnit', value: 'lbs' },
      { key: '_weightValue', value: '15' },
    ]);
  });

  it('joins a line already in the cart with the same size and plan, as an add does', () => {
    const decided = decide([inCart('v15', 1)], [bought('v15', 2)], [sold()]);
    expect(decided.ok && decided.lines.map((l) => [l.id, l.quantity])).toEqual([['cart-v15-once', 3]]);
  });

  it('leaves out, and says why, a food no longer sold, a plan no longer offered and a food out of stock at the ZIP', () => {
    const decided = decide(
      [],
      [
        bought('gone', 1),
        bought('v15', 1, { id: 'autoship-3w', name: 'Every 3 weeks' }),
        bought('out', 1),
        bought('ok', 1),
      ],
      [{ sold: false, why: 'gone' }, sold(), sold({ inStock: false }), sold()],
    );
    expect(decided.ok && decided.lines.map((l) => l.variantId)).toEqual(['ok']);
    expect(decided.ok && decided.warnings).toEqual([
      {
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lineItems', 0, 'merchandiseId'],
        message: 'Puppy Chicken & Brown Rice (Chicken & Brown Rice / gone) is no longer sold here.',
      },
      {
        code: 'INVALID',
        field: ['lineItems', 1, 'sellingPlanId'],
        message:
          'Puppy Chicken & Brown Rice (Chicken & Brown Rice / v15) is no longer offered on Autoship every 3 weeks; choose a schedule on its page.',
      },
      {
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lineItems', 2, 'merchandiseId'],
        message: 'Puppy Chicken & Brown Rice (Chicken & Brown Rice / out) is out of stock for delivery to 80202.',
      },
    ]);
  });

  it('cuts a line down to the room left in a cart of 10 and leaves out what does not fit (spec 000 §5)', () => {
    const decided = decide(
      [inCart('v1', 7)],
      [bought('v15', 2), bought('v30', 3), bought('v4', 1)],
      [sold(), sold(), sold()],
    );
    expect(decided.ok && decided.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      ['v1', 7],
      ['v15', 2],
      ['v30', 1],
    ]);
    expect(decided.ok && messages(decided.warnings)).toEqual([
      'Only 1 of the 3 Puppy Chicken & Brown Rice (Chicken & Brown Rice / v30) was added: your cart can hold up to 10 items.',
      'Puppy Chicken & Brown Rice (Chicken & Brown Rice / v4) was not added: your cart can hold up to 10 items.',
    ]);
  });

  it('keeps one food on Autoship at 5 at most (spec 000 §5), saying so', () => {
    const decided = decide([inCart('v15', 4, 'autoship-4w')], [bought('v15', 2, FOUR_WEEKS)], [sold()]);
    expect(decided.ok && decided.lines.map((l) => l.quantity)).toEqual([5]);
    expect(decided.ok && messages(decided.warnings)).toEqual([
      'Only 1 of the 2 Puppy Chicken & Brown Rice (Chicken & Brown Rice / v15) was added: you can have up to 5 of one food on Autoship.',
    ]);
  });

  it('refuses an order of which nothing can go in, saying so and why for each line, and changes no line', () => {
    const cart = [inCart('v1', 10)];
    const decided = decide(cart, [bought('gone', 1), bought('v15', 1)], [{ sold: false, why: 'gone' }, sold()]);
    expect(decided.ok).toBe(false);
    expect(!decided.ok && decided.errors[0]).toEqual({
      code: 'INVALID',
      field: ['orderId'],
      message: 'Nothing from order #1013 could be added to your cart.',
    });
    expect(!decided.ok && messages(decided.errors.slice(1))).toEqual([
      'Puppy Chicken & Brown Rice (Chicken & Brown Rice / gone) is no longer sold here.',
      'Puppy Chicken & Brown Rice (Chicken & Brown Rice / v15) was not added: your cart can hold up to 10 items.',
    ]);
    expect(cart).toEqual([inCart('v1', 10)]);
  });

  it('names Prescription Diet for a shopper whose shelf does not hold it', () => {
    const decided = decide([], [bought('pd', 1)], [{ sold: false, why: 'prescription' }]);
    expect(!decided.ok && decided.errors[1]?.message).toContain('available only to staff of clinics');
  });
});

describe('buy again: orders that cannot be bought again at all (issue 42 §4)', () => {
  it('refuses a cancelled order', () => {
    expect(orderRefusal({ name: '#1001', cancelledAt: '2026-01-02T00:00:00.000Z', site: 'DTC' }, 'DTC')).toEqual({
      code: 'INVALID',
      field: ['orderId'],
      message: 'Order #1001 was cancelled, so it cannot be bought again.',
    });
  });

  it('buys an order again only on the site it was placed on', () => {
    expect(orderRefusal({ name: '#1001', cancelledAt: null, site: 'HPSF' }, 'DTC')?.message).toBe(
      'Order #1001 was placed on our other site; buy it again there.',
    );
    expect(orderRefusal({ name: '#1001', cancelledAt: null, site: 'DTC' }, 'DTC')).toBeNull();
  });
});
