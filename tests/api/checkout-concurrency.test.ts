// The last units of a food, bought by many at once (issue: stock is taken atomically): twenty shoppers, one unit each,
// five left in the region that serves them. Placing all twenty orders at the same moment must make exactly five orders
// and fifteen clear refusals, and leave the stock at zero, never below. On a store and database of its own, so the
// stock is exactly what this file sets; runs on SQLite and, with TEST_DIALECT=postgres, on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/lib/db/connect.server';
import {
  attemptToken,
  Browser,
  CHICAGO,
  completeSteps,
  enterCheckout,
  fillCart,
  ownStore,
  reviewTotal,
  type OwnStore,
} from '../support/checkout';

const SHOPPERS = 20;
const UNITS_LEFT = 5;
const SKU = '10007';
const REGION = 'central'; // serves CHICAGO's 60601

let store: OwnStore;
let base: string;
let db: Db;

beforeAll(async () => {
  store = await ownStore('lastunits');
  [base, db] = [store.servers[0]!.url, store.db];
});

afterAll(() => store?.stop());

type Buyer = { browser: Browser; email: string; cartId: string; total: string };

/** A guest with one unit of the food in the cart, through every step to the review page. */
async function buyer(n: number): Promise<Buyer> {
  const browser = new Browser(base);
  const email = `last-${n}-${randomUUID().slice(0, 8)}@example.com`;
  const cart = await fillCart(browser, [{ sku: SKU }]);
  await enterCheckout(browser, { email });
  await completeSteps(browser, { email, address: CHICAGO });
  return { browser, email, cartId: cart.id, total: await reviewTotal(browser) };
}

const stockLeft = async () =>
  (
    await db
      .selectFrom('regional_stock')
      .select('quantity')
      .where('sku', '=', SKU)
      .where('region', '=', REGION)
      .executeTakeFirstOrThrow()
  ).quantity;

describe(`${SHOPPERS} checkouts at once for the last ${UNITS_LEFT} units`, () => {
  it(`places exactly ${UNITS_LEFT} orders, refuses the other ${SHOPPERS - UNITS_LEFT} as out of stock, and leaves none, never fewer`, async () => {
    const buyers = await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => buyer(n)));
    await db
      .updateTable('regional_stock')
      .set({ quantity: UNITS_LEFT })
      .where('sku', '=', SKU)
      .where('region', '=', REGION)
      .execute();

    const answers = await Promise.all(
      buyers.map((b) =>
        b.browser.post<{ order: { id: string } | null; userErrors: { code: string }[] }>('/api/checkout/place-order', {
          attemptToken: attemptToken(),
          expectedTotal: b.total,
          expectedLines: b.browser.reviewedLines,
        }),
      ),
    );

    expect(answers.map((a) => a.status)).toEqual(Array(SHOPPERS).fill(200));
    const placed = buyers.filter((_, i) => answers[i]!.body.order !== null);
    const refused = buyers.filter((_, i) => answers[i]!.body.order === null);
    expect(placed).toHaveLength(UNITS_LEFT);
    for (const answer of answers.filter((a) => a.body.order === null))
      expect(answer.body.userErrors.map((e) => e.code)).toEqual(['OUT_OF_STOCK']);
    for (const answer of answers.filter((a) => a.body.order !== null)) expect(answer.body.userErrors).toEqual([]);

    expect(await stockLeft()).toBe(0);
    expect((await db.selectFrom('regional_stock').select('quantity').where('quantity', '<', 0).execute()).length).toBe(
      0,
    );

    const emails = buyers.map((b) => b.email);
    const orders = await db.selectFrom('orders').select(['id', 'email']).where('email', 'in', emails).execute();
    expect(orders.map((o) => o.email).sort()).toEqual(placed.map((b) => b.email).sort());
    const sold = await db
      .selectFrom('order_lines')
      .select(['sku', 'quantity'])
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    expect(sold).toEqual(Array(UNITS_LEFT).fill({ sku: SKU, quantity: 1 }));
    expect(await db.selectFrom('outbox').select('recipient').where('recipient', 'in', emails).execute()).toHaveLength(
      UNITS_LEFT,
    );

    // The five buyers' carts are done with; the fifteen others still hold theirs, to change or try again.
    const carts = await db
      .selectFrom('carts')
      .select('id')
      .where(
        'id',
        'in',
        buyers.map((b) => b.cartId),
      )
      .execute();
    expect(carts.map((c) => c.id).sort()).toEqual(refused.map((b) => b.cartId).sort());
  });
});

describe('orders that take the same foods in opposite orders, at once', () => {
  it('all go through: stock rows are always taken in one order, so no two orders wait on each other (PostgreSQL would refuse one with a deadlock)', async () => {
    await db
      .updateTable('regional_stock')
      .set({ quantity: 500 })
      .where('sku', 'in', ['10007', '10014'])
      .where('region', '=', REGION)
      .execute();
    const buyers = await Promise.all(
      Array.from({ length: 16 }, async (_, n) => {
        const browser = new Browser(base);
        const email = `both-${n}-${randomUUID().slice(0, 8)}@example.com`;
        await fillCart(
          browser,
          n % 2 === 0 ? [{ sku: '10007' }, { sku: '10014' }] : [{ sku: '10014' }, { sku: '10007' }],
        );
        await enterCheckout(browser, { email });
        await completeSteps(browser, { email, address: CHICAGO });
        return { browser, total: await reviewTotal(browser) };
      }),
    );
    const answers = await Promise.all(
      buyers.map((b) =>
        b.browser.post<{ order: { id: string } | null }>('/api/checkout/place-order', {
          attemptToken: attemptToken(),
          expectedTotal: b.total,
          expectedLines: b.browser.reviewedLines,
        }),
      ),
    );
    expect(answers.map((a) => [a.status, a.body.order !== null])).toEqual(Array(16).fill([200, true]));
    const left = await db
      .selectFrom('regional_stock')
      .select(['sku', 'quantity'])
      .where('sku', 'in', ['10007', '10014'])
      .where('region', '=', REGION)
      .orderBy('sku')
      .execute();
    expect(left).toEqual([
      { sku: '10007', quantity: 484 },
      { sku: '10014', quantity: 484 },
    ]);
  });
});
