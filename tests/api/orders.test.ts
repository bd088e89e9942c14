// The order calls (spec 000 §7 get-{commerce}-orders: id, quantity, cursor, query; get-{commerce}-order: id;
// get-{commerce}-last-order: id) on a store of its own, so the demo shopper's 13 seeded orders are exactly as seeded.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCharges } from '../../src/lib/checkout/charges';
import type { Order, PageInfo } from '../../src/lib/orders/types';
import { cents } from '../../src/lib/site/money';
import type { SubscriptionRecord } from '../../src/lib/subscriptions/rows';
import { isoDate } from '../../src/lib/subscriptions/schedule';
import { type FreshDatabase } from '../support/databases';
import { seededDatabase } from '../support/seeded';
import { startServer, type RunningServer } from '../support/server';
import { Shopper } from '../support/shopper';

const api = (name: string) => `/api/ecom/v1.0/${name}`;
const FREE_SHIPPING_MINIMUM_CENTS = 4900; // src/content/globals.json free_shipping_minimum
const DAY_MS = 86_400_000;
type Page = { orders: Order[]; pageInfo: PageInfo };
type Failure = { error: { code: string; message: string } };
type PageAsk = { quantity?: unknown; cursor?: string | null; before?: string | null; query?: string };

let database: FreshDatabase;
let server: RunningServer;
let demo: Shopper;
let demoId: string;
let stranger: Shopper;
let strangerId: string;
let all: Order[];

async function customerId(shopper: Shopper): Promise<string> {
  return (await shopper.post<{ customer: { id: string } }>(api('get-shopify-customer'), {})).body.customer.id;
}

beforeAll(async () => {
  database = await seededDatabase('orders');
  server = await startServer({ DATABASE_URL: database.url });
  demo = new Shopper(server.url);
  expect(
    (await demo.post('/api/account/sign-in', { email: 'shopper@example.com', password: 'Petfood-demo-1' })).status,
  ).toBe(200);
  demoId = await customerId(demo);
  stranger = new Shopper(server.url);
  const strangerEmail = `orders-${randomUUID().slice(0, 8)}@example.com`;
  await stranger.post('/api/account/register', {
    email: strangerEmail,
    password: 'a-long-password',
    firstName: 'Ola',
    lastName: 'Stranger',
  });
  await stranger.confirmEmail(strangerEmail);
  strangerId = await customerId(stranger);
  all = (await list({ quantity: 50 })).body.orders;
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const list = (ask: PageAsk, shopper = demo, id = demoId) =>
  shopper.post<Page>(api('get-shopify-orders'), { id, ...ask });
const numbers = (orders: Order[]) => orders.map((o) => o.orderNumber);

/** Follows endCursor (forwards) or startCursor with `before` (backwards) until the last page says there is no more. */
async function walk(ask: PageAsk, backwards = false): Promise<Page[]> {
  const pages: Page[] = [];
  for (;;) {
    const { status, body } = await list(ask);
    expect(status).toBe(200);
    pages.push(body);
    const more = backwards ? body.pageInfo.hasPreviousPage : body.pageInfo.hasNextPage;
    if (!more || pages.length > 20) return pages;
    ask = backwards ? { ...ask, before: body.pageInfo.startCursor } : { ...ask, cursor: body.pageInfo.endCursor };
  }
}

describe('the demo shopper’s order history (spec 000 §3 Order)', () => {
  it('holds 13 orders, newest first, four weeks apart, only the newest still being prepared', () => {
    expect(numbers(all)).toEqual([1013, 1012, 1011, 1010, 1009, 1008, 1007, 1006, 1005, 1004, 1003, 1002, 1001]);
    const times = all.map((o) => Date.parse(o.processedAt));
    expect(times.slice(1).map((t, i) => times[i]! - t)).toEqual(Array(12).fill(28 * DAY_MS));
    expect(all.map((o) => o.fulfillmentStatus)).toEqual(['UNFULFILLED', ...Array(12).fill('FULFILLED')]);
    expect(new Set(all.map((o) => o.name))).toEqual(new Set(all.map((o) => `#${o.orderNumber}`)));
  });

  it('adds up every order: subtotal − discounts + shipping + tax = total, and the lines make the subtotal', () => {
    for (const order of all) {
      const [subtotal, discounts, shipping, tax, total] = [
        order.subtotalPrice,
        order.totalDiscounts,
        order.totalShippingPrice,
        order.totalTax,
        order.totalPrice,
      ].map(cents) as [number, number, number, number, number];
      expect(subtotal - discounts + shipping + tax, order.name).toBe(total);
      expect(
        order.lineItems.reduce((sum, line) => sum + cents(line.discountedTotal), 0),
        order.name,
      ).toBe(subtotal);
      for (const line of order.lineItems)
        expect(cents(line.discountedTotal), `${order.name} ${line.sku}`).toBe(
          cents(line.originalUnitPrice) * line.quantity,
        );
      expect([order.totalPrice.currencyCode, order.subtotalPrice.currencyCode]).toEqual(['USD', 'USD']);
    }
  });

  it('charges shipping and Colorado tax by the shop’s own rules, free from $49 and $5.99 below', () => {
    for (const order of all) {
      const goods = cents(order.subtotalPrice) - cents(order.totalDiscounts);
      expect(order.shippingAddress.provinceCode).toBe('CO');
      expect(
        {
          shippingCents: cents(order.totalShippingPrice),
          taxCents: cents(order.totalTax),
          totalCents: cents(order.totalPrice),
        },
        order.name,
      ).toEqual(orderCharges(goods, goods >= FREE_SHIPPING_MINIMUM_CENTS, 'CO'));
    }
  });

  it('discounts only the first order, the one that started the autoships, with AUTO35', () => {
    const first = all.at(-1)!;
    expect(first.discountCodes).toEqual(['AUTO35']);
    expect(cents(first.totalDiscounts)).toBeGreaterThan(0);
    expect(first.lineItems.filter((l) => l.sellingPlan).length).toBe(2);
    expect(first.lineItems.filter((l) => !l.sellingPlan).length).toBe(1);
    for (const later of all.slice(0, -1))
      expect([later.discountCodes, cents(later.totalDiscounts)], later.name).toEqual([[], 0]);
  });
});

describe('the orders agree with the autoships (spec 000 §3 Subscription, §7 /api/get-subscriptions)', () => {
  it('has every later order placed by the running autoship, the next one interval after the newest, and none carrying a food after its autoship was cancelled', async () => {
    const { results } = (
      await demo.post<{ results: SubscriptionRecord[] }>('/api/get-subscriptions', { customer: demoId })
    ).body;
    const running = results.find((r) => r.live)!;
    expect(all.slice(0, -1).map((o) => o.subscriptionId)).toEqual(Array(12).fill(running.public_id));
    expect(all.at(-1)!.subscriptionId).toBeNull();
    expect(all.every((o) => o.lineItems.some((l) => l.sku === running.product && l.sellingPlan))).toBe(true);
    expect(running.next_order_date).toBe(
      isoDate(new Date(Date.parse(all[0]!.processedAt) + running.frequency_days * DAY_MS)),
    );
    for (const ended of results.filter((r) => !r.live)) {
      const after = all.filter((o) => o.processedAt > ended.cancelled!);
      expect(
        after.filter((o) => o.lineItems.some((l) => l.sku === ended.product && l.sellingPlan)).map((o) => o.name),
        ended.product,
      ).toEqual([]);
    }
  });
});

describe('paging (spec 000 §7 get-{commerce}-orders quantity, cursor)', () => {
  it('walks all 13 orders five at a time without a repeat or a gap, and back again with before', async () => {
    const forward = await walk({ quantity: 5 });
    expect(forward.map((p) => p.orders.length)).toEqual([5, 5, 3]);
    expect(forward.map((p) => [p.pageInfo.hasPreviousPage, p.pageInfo.hasNextPage])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);
    expect(forward.flatMap((p) => numbers(p.orders))).toEqual(numbers(all));

    const backward = await walk({ quantity: 5, before: forward[2]!.pageInfo.startCursor }, true);
    expect(backward.map((p) => numbers(p.orders))).toEqual([numbers(forward[1]!.orders), numbers(forward[0]!.orders)]);
    expect(backward.map((p) => p.pageInfo.hasPreviousPage)).toEqual([true, false]);
    expect(backward.every((p) => p.pageInfo.hasNextPage)).toBe(true);
  });

  it('names a page by the cursors of its first and last order, so the same cursor gives the same page', async () => {
    const [first, second] = await walk({ quantity: 5 });
    expect((await list({ quantity: 5, cursor: first!.pageInfo.endCursor })).body).toEqual(second);
    expect((await list({ quantity: 5, before: second!.pageInfo.startCursor })).body).toEqual(first);
  });

  it('shows 10 a page when no quantity is asked, and up to 50', async () => {
    const page = (await list({})).body;
    expect(numbers(page.orders)).toEqual(numbers(all).slice(0, 10));
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect((await list({ quantity: 1 })).body.orders).toHaveLength(1);
    const whole = (await list({ quantity: 50 })).body;
    expect(whole.orders).toHaveLength(13);
    expect([whole.pageInfo.hasPreviousPage, whole.pageInfo.hasNextPage]).toEqual([false, false]);
  });
});

describe('searching the orders (spec 000 §7 get-{commerce}-orders query)', () => {
  it('finds an order by its number, with or without # or the word order', async () => {
    for (const query of ['1005', '#1005', 'order 1005', 'Order #1005'])
      expect(numbers((await list({ query })).body.orders), query).toEqual([1005]);
  });

  it('finds every order with a food by its title, whatever the case, and pages through them', async () => {
    const canned = all.at(-1)!.lineItems.find((l) => l.sellingPlan?.id === 'autoship-8w')!;
    const withTitle = (text: string) =>
      numbers(all.filter((o) => o.lineItems.some((l) => l.title.toLowerCase().includes(text.toLowerCase()))));
    const expected = withTitle(canned.title);
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.length).toBeLessThan(all.length);
    expect(numbers((await list({ query: canned.title.toUpperCase() })).body.orders)).toEqual(expected);
    const words = canned.title.split(' ').slice(-3).join(' ');
    expect(numbers((await list({ query: `  ${words.toLowerCase()} ` })).body.orders)).toEqual(withTitle(words));
    const pages = await walk({ quantity: 3, query: canned.title });
    expect(pages.map((p) => numbers(p.orders))).toEqual(
      expected.flatMap((_, i) => (i % 3 === 0 ? [expected.slice(i, i + 3)] : [])),
    );
  });

  it('finds the orders with a SKU', async () => {
    const treat = all.at(-1)!.lineItems.find((l) => !l.sellingPlan)!;
    expect(numbers((await list({ query: treat.sku })).body.orders)).toEqual([1001]);
  });

  it('answers an empty page when nothing matches', async () => {
    expect((await list({ query: 'no food is called this' })).body).toEqual({
      orders: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
    expect((await list({ query: '#999999' })).body.orders).toEqual([]);
  });
});

describe('one order and the last order (spec 000 §7 get-{commerce}-order, get-{commerce}-last-order)', () => {
  it('answers an order by its id exactly as the list shows it', async () => {
    for (const shown of [all[0]!, all[6]!, all[12]!])
      expect((await demo.post<{ order: Order }>(api('get-shopify-order'), { id: shown.id })).body.order).toEqual(shown);
  });

  it('answers the newest order as the last one, and null for a customer with none', async () => {
    const last = (await demo.post<{ order: Order | null }>(api('get-shopify-last-order'), { id: demoId })).body.order;
    expect(last).toEqual(all[0]);
    expect(last?.fulfillmentStatus).toBe('UNFULFILLED');
    expect(
      (await stranger.post<{ order: Order | null }>(api('get-shopify-last-order'), { id: strangerId })).body,
    ).toEqual({ order: null });
  });

  it('answers 404 for an unknown order and for someone else’s', async () => {
    const unknown = await demo.post<Failure>(api('get-shopify-order'), { id: randomUUID() });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const theirs = await stranger.post<Failure>(api('get-shopify-order'), { id: all[0]!.id });
    expect([theirs.status, theirs.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('who may read orders (DESIGN §7 object-level authorisation)', () => {
  it('answers 403 to a customer asking for another customer’s orders or last order, and an empty history for their own', async () => {
    const theirs = await list({}, stranger, demoId);
    expect([theirs.status, (theirs.body as unknown as Failure).error.code]).toEqual([403, 'FORBIDDEN']);
    expect((await stranger.post(api('get-shopify-last-order'), { id: demoId })).status).toBe(403);
    expect((await list({}, stranger, strangerId)).body).toEqual({
      orders: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });

  it('answers 401 to a guest on every order call', async () => {
    const guest = new Shopper(server.url);
    expect((await list({}, guest)).status).toBe(401);
    expect((await guest.post(api('get-shopify-order'), { id: all[0]!.id })).status).toBe(401);
    expect((await guest.post(api('get-shopify-last-order'), { id: demoId })).status).toBe(401);
  });

  it('refuses another site’s page with 403', async () => {
    expect(
      (await demo.post(api('get-shopify-orders'), { id: demoId }, { origin: 'https://elsewhere.example' })).status,
    ).toBe(403);
  });
});

describe('malformed requests (API.md: 400 with the error envelope)', () => {
  it.each([
    ['a cursor the shop never gave out', { cursor: 'not-a-cursor' }],
    ['a before cursor the shop never gave out', { before: 'bm90IGEgY3Vyc29y' }],
    ['a quantity of 0', { quantity: 0 }],
    ['a quantity of 51', { quantity: 51 }],
    ['a fractional quantity', { quantity: 2.5 }],
    ['a quantity in a string', { quantity: '5' }],
  ] as const)('answers 400 to %s', async (_what, ask) => {
    const { status, body } = await list(ask as PageAsk);
    expect(status).toBe(400);
    expect((body as unknown as Failure).error.code).toBe('BAD_REQUEST');
  });

  it('answers 400 when the id is missing or not text', async () => {
    expect((await demo.post(api('get-shopify-orders'), { quantity: 5 })).status).toBe(400);
    expect((await demo.post(api('get-shopify-order'), { id: 1001 })).status).toBe(400);
    expect((await demo.post(api('get-shopify-last-order'), {})).status).toBe(400);
  });
});
