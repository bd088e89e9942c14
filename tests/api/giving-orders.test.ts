// The giving functions the checkout and My Account call (src/lib/giving/orders.server.ts), on a fresh database of
// their own (SQLite, or PostgreSQL with TEST_DIALECT=postgres): an order's donation worked out on the server with the
// tracking's cause, recorded once inside the order's transaction, and a customer's giving read back by year.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/lib/db/connect.server';
import { findTracking, setTrackingCause, startTracking } from '../../src/lib/giving/trackings.server';
import {
  givingDates,
  givingForCustomer,
  orderDonation,
  orderDonationFor,
  recordOrderDonation,
} from '../../src/lib/giving/orders.server';
import { DEMO_STORE_ID } from '../../src/lib/giving/settings';
import { openStore } from '../../src/lib/seed/open.server';
import { dialect, freshDatabase, type FreshDatabase } from '../support/databases';

const DEFAULT_CAUSE = '51-3530829'; // Denver Paws Rescue League, the demo store's default
const DOUBLED_CAUSE = '84-7655194'; // Austin Feline Friends Network, multiplier 2
const lines = [
  { id: '40010007', price: 12.99, quantity: 1, discount: 0 },
  { id: '40010008', price: 30, quantity: 2, discount: 5 },
];

let database: FreshDatabase;
let db: Db;
let userId: string;
let orderNumber = 5000;

async function placeOrder(owner: string | null, createdAt: string): Promise<string> {
  const id = randomUUID();
  orderNumber += 1;
  await db
    .insertInto('orders')
    .values({
      id,
      number: orderNumber,
      user_id: owner,
      site: 'DTC',
      email: 'giver@example.com',
      financial_status: 'PAID',
      fulfillment_status: 'UNFULFILLED',
      subtotal_cents: 1299,
      discount_cents: 0,
      program_discount_cents: 0,
      shipping_cents: 0,
      tax_cents: 0,
      total_cents: 1299,
      shipping_address: '{}',
      attributes: '[]',
      discount_codes: '[]',
      payment: '{}',
      subscription_id: null,
      created_at: createdAt,
      attempt_key: null,
      checkout_id: null,
      payment_method_id: null,
    })
    .execute();
  return id;
}

/** A customer account of the identity provider's table, as sign-up makes one; its id. */
async function newCustomer(): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('auth_users')
    .values({
      id,
      name: 'Giver',
      email: `giver-${id}@example.com`,
      emailVerified: dialect === 'postgres' ? true : 1,
      image: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/** A new tracking of the demo store, its cause set when given, and the donation of these lines for it. */
async function trackedDonation(causeId: string | null, donated = lines) {
  const tracking = await startTracking(db, DEMO_STORE_ID, false);
  if (causeId) await setTrackingCause(db, DEMO_STORE_ID, tracking.trackingId, causeId);
  const ask = { storeId: DEMO_STORE_ID, trackingId: tracking.trackingId, lines: donated, cartDiscount: 0 };
  return { trackingId: tracking.trackingId, result: (await orderDonation(db, ask))! };
}

beforeAll(async () => {
  database = await freshDatabase('giving_orders');
  db = await openStore(database.url);
  userId = await newCustomer();
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe(`orderDonation (spec 001 §3 donation result, ${dialect})`, () => {
  it('works out the lines with the tracking cause, its multiplier and the cart discount', async () => {
    const tracking = await startTracking(db, DEMO_STORE_ID, false);
    await setTrackingCause(db, DEMO_STORE_ID, tracking.trackingId, DOUBLED_CAUSE);
    const result = await orderDonation(db, {
      storeId: DEMO_STORE_ID,
      trackingId: tracking.trackingId,
      lines,
      cartDiscount: 0,
    });
    // 1 % × 2 of 12.99 is 0.26; of 60 − 5 = 55 it is 1.10.
    expect(result).toMatchObject({
      totalDonationAmount: 1.36,
      donationRecipients: [{ causeId: DOUBLED_CAUSE, causeName: 'Austin Feline Friends Network', amount: 1.36 }],
      cartDonation: true,
      excluded: false,
    });
  });

  it("gives to the store's default cause when the tracking has none", async () => {
    const tracking = await startTracking(db, DEMO_STORE_ID, false);
    const result = await orderDonation(db, {
      storeId: DEMO_STORE_ID,
      trackingId: tracking.trackingId,
      lines: [lines[0]!],
      cartDiscount: 2.99,
    });
    expect(result?.totalDonationAmount).toBe(0.1);
    expect(result?.donationRecipients.map((r) => r.causeId)).toEqual([DEFAULT_CAUSE]);
  });

  it('is null for an unknown tracking, an unknown or inactive store, or no online-purchase campaign', async () => {
    const tracking = await startTracking(db, DEMO_STORE_ID, false);
    const ask = { storeId: DEMO_STORE_ID, trackingId: tracking.trackingId, lines, cartDiscount: 0 };
    expect(await orderDonation(db, { ...ask, trackingId: randomUUID() })).toBeNull();
    expect(await orderDonation(db, { ...ask, trackingId: 'not-a-tracking' })).toBeNull();
    expect(await orderDonation(db, { ...ask, storeId: 'a'.repeat(32) })).toBeNull();
    const row = await db
      .selectFrom('giving_stores')
      .select('config')
      .where('id', '=', DEMO_STORE_ID)
      .executeTakeFirstOrThrow();
    const config = JSON.parse(row.config) as { isActive: boolean; activeCampaigns: { campaignType: number }[] };
    const setConfig = (value: unknown) =>
      db
        .updateTable('giving_stores')
        .set({ config: JSON.stringify(value) })
        .where('id', '=', DEMO_STORE_ID)
        .execute();
    try {
      await setConfig({ ...config, isActive: false });
      expect(await orderDonation(db, ask)).toBeNull();
      await setConfig({ ...config, activeCampaigns: config.activeCampaigns.map((c) => ({ ...c, campaignType: 3 })) });
      expect(await orderDonation(db, ask)).toBeNull();
    } finally {
      await db.updateTable('giving_stores').set({ config: row.config }).where('id', '=', DEMO_STORE_ID).execute();
    }
    expect(await orderDonation(db, ask)).not.toBeNull();
  });
});

describe(`recordOrderDonation and orderDonationFor (${dialect})`, () => {
  it('stores the donation once per order inside the caller’s transaction and confirms it on the tracking', async () => {
    const { trackingId, result } = await trackedDonation(null);
    const tracking = { trackingId };
    const orderId = await placeOrder(userId, new Date().toISOString());
    const first = await db
      .transaction()
      .execute((trx) =>
        recordOrderDonation(trx, { orderId, storeId: DEMO_STORE_ID, trackingId: tracking.trackingId, result }),
      );
    expect(first).toEqual({
      orderId,
      trackingId: tracking.trackingId,
      totalDonationAmount: 0.68,
      donationRecipients: [{ causeId: DEFAULT_CAUSE, causeName: 'Denver Paws Rescue League', amount: 0.68 }],
    });
    const again = await recordOrderDonation(db, {
      orderId,
      storeId: DEMO_STORE_ID,
      trackingId: tracking.trackingId,
      result: { ...result, totalDonationAmount: 99 },
    });
    expect(again).toEqual(first);
    expect(await orderDonationFor(db, orderId)).toEqual(first);
    const stored = await db
      .selectFrom('giving_order_donations')
      .select('order_id')
      .where('order_id', '=', orderId)
      .execute();
    expect(stored).toHaveLength(1);
    const confirmed = await findTracking(db, DEMO_STORE_ID, tracking.trackingId);
    expect(JSON.parse(confirmed!.confirmation_data!)).toEqual({
      totalDonationAmount: 0.68,
      causes: first.donationRecipients,
    });
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const { trackingId, result } = await trackedDonation(null);
    const tracking = { trackingId };
    const orderId = randomUUID();
    await expect(
      db.transaction().execute(async (trx) => {
        await recordOrderDonation(trx, { orderId, storeId: DEMO_STORE_ID, trackingId: tracking.trackingId, result });
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(await orderDonationFor(db, orderId)).toBeNull();
    expect((await findTracking(db, DEMO_STORE_ID, tracking.trackingId))?.confirmation_data).toBeNull();
  });
});

describe(`givingForCustomer ("Your giving", ${dialect})`, () => {
  it('sums by order, by cause and in all, for one year or for all time, the customer’s orders only', async () => {
    const owner = await newCustomer();
    const give = async (at: string, causeId: string | null, who: string | null = owner) => {
      const { trackingId, result } = await trackedDonation(causeId, [
        { id: 'x', price: 100, quantity: 1, discount: 0 },
      ]);
      const orderId = await placeOrder(who, at);
      await recordOrderDonation(db, { orderId, storeId: DEMO_STORE_ID, trackingId, result });
      return orderId;
    };
    const older = await give('2024-06-01T10:00:00.000Z', null);
    const doubled = await give('2025-03-01T10:00:00.000Z', DOUBLED_CAUSE);
    const plain = await give('2025-12-31T23:59:59.000Z', null);
    await give('2025-05-01T10:00:00.000Z', null, null);
    await give('2025-05-01T10:00:00.000Z', null, userId);

    const in2025 = await givingForCustomer(db, owner, 2025);
    expect(in2025.year).toBe(2025);
    expect(in2025.orders.map((o) => [o.orderId, o.amount])).toEqual([
      [plain, 1],
      [doubled, 2],
    ]);
    expect(in2025.orders[0]).toMatchObject({
      date: '2025-12-31T23:59:59.000Z',
      causes: [{ causeId: DEFAULT_CAUSE, causeName: 'Denver Paws Rescue League' }],
    });
    expect(typeof in2025.orders[0]!.orderNumber).toBe('number');
    expect(in2025.causes).toEqual([
      {
        causeId: DOUBLED_CAUSE,
        causeName: 'Austin Feline Friends Network',
        logoUrl: `/giving/logos/${DOUBLED_CAUSE}.svg`,
        total: 2,
      },
      {
        causeId: DEFAULT_CAUSE,
        causeName: 'Denver Paws Rescue League',
        logoUrl: `/giving/logos/${DEFAULT_CAUSE}.svg`,
        total: 1,
      },
    ]);
    expect(in2025.total).toBe(3);

    const always = await givingForCustomer(db, owner);
    expect(always.year).toBeNull();
    expect(always.orders.map((o) => o.orderId)).toEqual([plain, doubled, older]);
    expect(always.total).toBe(4);
    expect(always.causes.find((c) => c.causeId === DEFAULT_CAUSE)?.total).toBe(2);

    expect(await givingDates(db, owner)).toEqual([
      '2025-12-31T23:59:59.000Z',
      '2025-03-01T10:00:00.000Z',
      '2024-06-01T10:00:00.000Z',
    ]);
    expect(await givingDates(db, randomUUID())).toEqual([]);

    expect(await givingForCustomer(db, owner, 2023)).toEqual({ year: 2023, orders: [], causes: [], total: 0 });
    expect((await givingForCustomer(db, randomUUID())).orders).toEqual([]);
  });
});
