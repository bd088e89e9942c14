// Buy again (issue 42 §4; docs/api.md "Buy again"): a customer's past order into their cart in one call, answered as
// every cart call, within the cart's limits (spec 000 §5), on a store of its own so the stock it changes is its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartAnswer } from '../../src/lib/cart/types';
import type { Db } from '../../src/lib/db/connect.server';
import {
  type Browser,
  checkoutAll,
  currentCart,
  fillCart,
  ownStore,
  registered,
  signedIn,
  userIdOf,
  type OwnStore,
} from '../support/checkout';
import { Shopper } from '../support/shopper';

const BUY_AGAIN = '/api/ecom/v1.0/buy-again';
type Answer = CartAnswer & { error?: { code: string; message: string } };

let store: OwnStore;
let base: string;
let db: Db;
let customer: Browser;
let customerId: string;
let order: { id: string; name: string };

beforeAll(async () => {
  store = await ownStore('buy-again');
  base = store.servers[0]!.url;
  db = store.db;
  const made = await registered(base, 'Robin');
  customer = made.browser;
  customerId = await userIdOf(db, made.email);
  await fillCart(customer, [
    { sku: '10007', quantity: 2, sellingPlanId: 'autoship-4w' },
    { sku: '10014', quantity: 1 },
  ]);
  order = (await checkoutAll(customer, { email: made.email })).order;
});

afterAll(() => store?.stop());

const buyAgain = (who: Shopper, orderId: string) => who.post<Answer>(BUY_AGAIN, { orderId });

/** The cart as a shopper reads it: each line's SKU, quantity and autoship plan. */
const linesOf = (answer: Pick<CartAnswer, 'cart'>) =>
  (answer.cart?.lineItems ?? []).map((l) => [
    l.variant.sku,
    l.quantity,
    l.sellingPlanAllocation?.sellingPlan.id ?? 'once',
  ]);

/** The customer's cart lines as the database holds them. */
const storedLines = async () =>
  (
    await db
      .selectFrom('cart_lines')
      .innerJoin('carts', 'carts.id', 'cart_lines.cart_id')
      .select(['cart_lines.id', 'cart_lines.variant_id', 'cart_lines.quantity', 'cart_lines.selling_plan_id'])
      .where('carts.customer_id', '=', customerId)
      .execute()
  ).sort((a, b) => a.id.localeCompare(b.id));

const setStock = (sku: string, quantity: number) =>
  db.updateTable('regional_stock').set({ quantity }).where('sku', '=', sku).execute();

describe('Buy again (issue 42 §4)', () => {
  it('puts the order’s lines into a new cart in one call: the same sizes, the autoship line on the same plan', async () => {
    const { status, body } = await buyAgain(customer, order.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ userErrors: [], warnings: [] });
    expect(linesOf(body)).toEqual([
      ['10007', 2, 'autoship-4w'],
      ['10014', 1, 'once'],
    ]);
    expect(body.cart?.totalQuantity).toBe(3);
    // The cart is the customer's, in the cookie every cart call reads, and in the database.
    expect(customer.cookies.get('col_cart_id')).toBe(body.cart?.id);
    expect(linesOf({ cart: await currentCart(customer) })).toEqual(linesOf(body));
  });

  it('leaves out a food out of stock at the shopper’s ZIP, says so, and adds the rest', async () => {
    const before = await db.selectFrom('regional_stock').selectAll().where('sku', '=', '10014').execute();
    await setStock('10014', 0);
    try {
      const { body } = await buyAgain(customer, order.id);
      expect(body.userErrors).toEqual([]);
      expect(linesOf(body)).toEqual([
        ['10007', 4, 'autoship-4w'],
        ['10014', 1, 'once'],
      ]);
      expect(body.warnings).toEqual([
        {
          code: 'INVALID_MERCHANDISE_LINE',
          field: ['lineItems', 1, 'merchandiseId'],
          message: expect.stringMatching(/^Science Diet .* is out of stock for delivery to \d{5}\.$/),
        },
      ]);
    } finally {
      for (const row of before)
        await db
          .updateTable('regional_stock')
          .set({ quantity: row.quantity })
          .where('sku', '=', row.sku)
          .where('region', '=', row.region)
          .execute();
    }
  });

  it('keeps within the cart’s limits, cutting a line down to the room left and saying so (spec 000 §5)', async () => {
    const { body } = await buyAgain(customer, order.id);
    expect(body.userErrors).toEqual([]);
    expect(linesOf(body)).toEqual([
      ['10007', 5, 'autoship-4w'],
      ['10014', 2, 'once'],
    ]);
    expect(body.warnings.map((w) => [w.code, w.message])).toEqual([
      [
        'MAXIMUM_EXCEEDED',
        expect.stringMatching(/^Only 1 of the 2 .* was added: you can have up to 5 of one food on Autoship\.$/),
      ],
    ]);
  });

  it('refuses an order of which nothing fits, saying why for each line, and leaves the cart as it was', async () => {
    await fillCart(customer, [{ sku: '10014', quantity: 3 }]); // 10 in the cart
    const cart = await storedLines();
    const { status, body } = await buyAgain(customer, order.id);
    expect(status).toBe(200);
    expect(body.cart).toBeNull();
    expect(body.userErrors.map((e) => e.message)).toEqual([
      `Nothing from order ${order.name} could be added to your cart.`,
      expect.stringMatching(/was not added: you can have up to 5 of one food on Autoship\.$/),
      expect.stringMatching(/was not added: your cart can hold up to 10 items\.$/),
    ]);
    expect(await storedLines()).toEqual(cart);
  });

  it('finds no order of another customer’s, nor one that never was, and changes nothing', async () => {
    const cart = await storedLines();
    const demoOrder = await db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', await userIdOf(db, 'shopper@example.com'))
      .executeTakeFirstOrThrow();
    for (const id of [demoOrder.id, '00000000-0000-4000-8000-000000000000']) {
      const { status, body } = await buyAgain(customer, id);
      expect([status, body.error]).toEqual([404, { code: 'NOT_FOUND', message: 'That order cannot be found.' }]);
    }
    expect(await storedLines()).toEqual(cart);
  });

  it('refuses a guest with the answer of every customer-only call', async () => {
    const guest = new Shopper(base);
    const { status, body } = await buyAgain(guest, order.id);
    expect([status, body.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
    expect(guest.cookies.get('guest_col_cart_id')).toBeUndefined();
  });

  it('refuses an order the shop cancelled, with a clear error, and changes nothing', async () => {
    const operator = await signedIn(base, 'operator@example.com');
    const cancelled = await operator.post('/api/admin/orders/cancel', { orderId: order.id, reason: 'customer asked' });
    expect(cancelled.status).toBe(200);
    await customer.post('/api/ecom/v1.0/remove-cart-line-items', {
      cartId: customer.cookies.get('col_cart_id'),
      lineItemIds: [(await currentCart(customer))!.lineItems[0]!.id],
    });
    const cart = await storedLines();
    const { status, body } = await buyAgain(customer, order.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      cart: null,
      userErrors: [
        {
          code: 'INVALID',
          field: ['orderId'],
          message: `Order ${order.name} was cancelled, so it cannot be bought again.`,
        },
      ],
      warnings: [],
    });
    expect(await storedLines()).toEqual(cart);
  });

  it('is limited like the other writes a customer makes: past 30 in ten minutes, 429', async () => {
    const demo = await signedIn(base, 'shopper@example.com');
    const unknown = '00000000-0000-4000-8000-000000000001';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await buyAgain(demo, unknown)).status);
    expect(statuses).toEqual([...Array<number>(30).fill(404), 429]);
  });
});
