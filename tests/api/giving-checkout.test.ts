// Giving at checkout (issue: giving; spec 001 §3 checkout cart attributes, §7 set-confirmation-data): the cart's
// tracking_id attribute carries the tracking into the order, whose donation the server works out from the order's own
// lines and stores with it; a tracking id the service does not know gives nothing and still places the order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/lib/db/connect.server';
import {
  type Browser,
  completeSteps,
  DENVER,
  enterCheckout,
  fillCart,
  ownStore,
  place,
  registered,
  reviewTotal,
  type OwnStore,
} from '../support/checkout';

const STORE = '5f0c9e6b2d8a4c71b3e9a0d4c6f21e87';
/** A charity whose donations the demo store doubles (its causeMultipliers). */
const DOUBLED = '84-7655194';

let store: OwnStore;
let base: string;
let db: Db;

beforeAll(async () => {
  store = await ownStore('giving-checkout');
  base = store.servers[0]!.url;
  db = store.db;
});

afterAll(() => store?.stop());

/** The owner cookie the store gave this test's browser with its tracking, sent back as the widget's page does. */
let ownerCookie = '';

async function giving<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api/giving/${path}`, {
    method,
    headers: { 'x-store-id': STORE, 'content-type': 'application/json', origin: base, cookie: ownerCookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const owner = response.headers.getSetCookie().find((line) => line.startsWith('sg_owner='));
  if (owner) ownerCookie = owner.split(';')[0]!;
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A shopper at review with 2 × $11.99 in the cart, whose cart carries `trackingId`. */
async function orderWithTracking(trackingId: string): Promise<{ browser: Browser; email: string; orderId: string }> {
  const { browser, email } = await registered(base);
  const cart = await fillCart(browser, [{ sku: '10007', quantity: 2 }]);
  const set = await browser.post<{ userErrors: unknown[] }>('/api/ecom/v1.0/update-cart-attributes', {
    cartId: cart.id,
    attributes: [{ key: 'tracking_id', value: trackingId }],
  });
  expect(set.body.userErrors).toEqual([]);
  await enterCheckout(browser);
  await completeSteps(browser, { address: DENVER });
  const placed = await place(browser, await reviewTotal(browser));
  expect(placed.body.userErrors).toEqual([]);
  return { browser, email, orderId: placed.body.order!.id };
}

const donationRow = (orderId: string) =>
  db.selectFrom('giving_order_donations').selectAll().where('order_id', '=', orderId).executeTakeFirst();
const mailTo = (email: string) =>
  db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();

describe('an order gives to its tracked cause (spec 001 §4, §7)', () => {
  it('works the donation out from the order: 1 % of $23.98 is $0.24, doubled for this charity, stored, confirmed and mailed', async () => {
    const { trackingId } = await giving<{ trackingId: string }>('POST', 'tracking', {
      storeId: STORE,
      isTestMode: false,
      isForceTestMode: false,
    });
    const cause = await giving<{ causeName: string }>('PUT', `tracking/${trackingId}/set-cause`, {
      causeId: DOUBLED,
      causeName: 'ignored: the service names its causes',
    });
    const { email, orderId } = await orderWithTracking(trackingId);

    const order = await db
      .selectFrom('orders')
      .select('attributes')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(order.attributes)).toContainEqual({ key: 'tracking_id', value: trackingId });
    // The donation is keyed sgdonation on the order (spec 000 §9).
    expect(JSON.parse(order.attributes)).toContainEqual({ key: 'sgdonation', value: '0.48' });
    const row = await donationRow(orderId);
    expect(row).toMatchObject({ tracking_id: trackingId, store_id: STORE });
    expect(Number(row!.total_cents)).toBe(48);
    expect(JSON.parse(row!.recipients)).toEqual([{ causeId: DOUBLED, causeName: cause.causeName, amount: 0.48 }]);

    const tracking = await db
      .selectFrom('giving_trackings')
      .select('confirmation_data')
      .where('id', '=', trackingId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(tracking.confirmation_data!)).toEqual({
      totalDonationAmount: 0.48,
      causes: [{ causeId: DOUBLED, causeName: cause.causeName, amount: 0.48 }],
    });
    expect((await mailTo(email)).body).toContain(
      `Thank you for giving: $0.48 goes to ${cause.causeName}, at no extra cost to you.`,
    );
  });

  it('places the order and gives nothing when the tracking id is not one the service knows', async () => {
    const before = await db.selectFrom('giving_order_donations').select('order_id').execute();
    const { email, orderId } = await orderWithTracking('not-a-tracking-id');
    expect(await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst()).toBeTruthy();
    expect(await donationRow(orderId)).toBeUndefined();
    expect(await db.selectFrom('giving_order_donations').select('order_id').execute()).toHaveLength(before.length);
    expect((await mailTo(email)).body).not.toContain('giving');
  });
});
