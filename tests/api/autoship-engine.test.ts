// The autoship engine (issue: autoship engine) on a store of its own: built servers whose scheduler runs every second,
// on a database this file fills with autoships that are due, as if the weeks had passed. What each pass does is read
// back from the database: the orders it placed, the autoship's next date, its failed tries and the mail it queued.
// Two instances on one database (SQLite here, PostgreSQL with TEST_DIALECT=postgres) must never order one delivery
// twice.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, type Db } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import type { SubscriptionTable } from '../../src/lib/db/schema';
import { addDays, isoDate } from '../../src/lib/subscriptions/schedule';
import { type FreshDatabase } from '../support/databases';
import { seededDatabase } from '../support/seeded';
import { startServer, type RunningServer } from '../support/server';
import { Shopper } from '../support/shopper';

const AUTH_SECRET = randomBytes(32).toString('base64url');
const SCHEDULER = { AUTOSHIP_EVERY_SECONDS: '1' };
const HOME = {
  firstName: 'Ari',
  lastName: 'Lane',
  company: null,
  address1: '1420 Larimer St',
  address2: null,
  city: 'Denver',
  province: 'Colorado',
  provinceCode: 'CO',
  zip: '80202',
  countryCode: 'US',
  phone: null,
};
const DECLINED = 'Your card was declined. Try another card.';
const PROCESSING_ERROR = 'We could not process your card just now. Nothing was charged; please try again.';
const DAY_MS = 86_400_000;
/** Long enough for several passes of a scheduler that runs every second, on a busy machine. */
const WAIT = { timeout: 30_000, interval: 200 };

type Outcome = 'approved' | 'declined' | 'processing_error';
type Customer = { shopper: Shopper; id: string; email: string; cards: Record<Outcome, string> };

let database: FreshDatabase;
let first: RunningServer;
let second: RunningServer | undefined;
let db: Db;
/** The demo shopper's running autoship of dry food every 4 weeks: what the autoships here are made from. */
let model: SubscriptionTable;
let owner: Customer;
let registered = 0;

const today = () => isoDate(new Date());

/** A newly registered customer with one card on file of each test outcome, as checkout would have saved them. */
async function customer(): Promise<Customer> {
  const shopper = new Shopper(first.url);
  const email = `engine-${randomUUID().slice(0, 8)}@example.com`;
  // Each registers from its own address, as many shoppers would, so the registration limit per address stays out of it.
  const made = await shopper.post(
    '/api/account/register',
    { email, password: 'a-long-password', firstName: 'Ari', lastName: 'Lane' },
    { 'x-forwarded-for': `198.51.100.${++registered}` },
  );
  expect(made.status).toBe(200);
  await shopper.confirmEmail(email);
  const id = (await shopper.post<{ customer: { id: string } }>('/api/ecom/v1.0/get-shopify-customer', {})).body.customer
    .id;
  const cards = {} as Record<Outcome, string>;
  for (const [outcome, last4] of [
    ['approved', '4242'],
    ['declined', '0002'],
    ['processing_error', '0119'],
  ] as const) {
    cards[outcome] = `pm_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    await db
      .insertInto('payment_methods')
      .values({
        id: cards[outcome],
        user_id: id,
        gateway: 'test',
        reference: `test_${outcome}`,
        brand: 'Visa',
        last4,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  return { shopper, id, email, cards };
}

/** An autoship of `who`, due today unless `over` says otherwise, paid with the approving card. */
async function autoship(who: Customer, over: Partial<SubscriptionTable> = {}): Promise<string> {
  const id = randomUUID();
  const stamp = new Date().toISOString();
  await db
    .insertInto('subscriptions')
    .values({
      ...model,
      id,
      user_id: who.id,
      external_id: `contract-${id.slice(0, 8)}`,
      quantity: 1,
      start_date: addDays(today(), -model.frequency_days),
      next_order_date: today(),
      cancelled: null,
      cancel_reason: null,
      shipping_address: JSON.stringify(HOME),
      origin_order_id: null,
      created_at: stamp,
      updated_at: stamp,
      payment_method_id: who.cards.approved,
      claimed_until: null,
      failed_attempts: 0,
      last_error: null,
      ...over,
    })
    .execute();
  return id;
}

const row = (id: string) => db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ordersOf = (id: string) =>
  db.selectFrom('orders').selectAll().where('subscription_id', '=', id).orderBy('number').execute();
/** The mail the customer got after the confirmation mail of their new account. */
const mailTo = (email: string) =>
  db
    .selectFrom('outbox')
    .select(['subject', 'body'])
    .where('recipient', '=', email)
    .where('subject', '!=', 'Confirm your email')
    .orderBy('created_at')
    .execute();

/** Waits until the scheduler has ordered the autoship's delivery: its order exists and its date has moved on. */
async function ordered(id: string) {
  const due = (await row(id)).next_order_date;
  return vi.waitFor(async () => {
    const [sub, orders] = await Promise.all([row(id), ordersOf(id)]);
    expect(orders.length).toBeGreaterThan(0);
    expect(sub.next_order_date).not.toBe(due);
    return { sub, orders };
  }, WAIT);
}

/** A pass of the scheduler has run since now: a new autoship due today has been ordered. */
async function aPassHasRun(): Promise<void> {
  await ordered(await autoship(owner));
}

beforeAll(async () => {
  database = await seededDatabase('engine');
  first = await startServer({ DATABASE_URL: database.url, AUTH_SECRET, ...SCHEDULER });
  db = connect(parseDatabaseUrl(database.url));
  // The demo accounts are made when the identity service first starts: a sign-in brings them.
  expect(
    (
      await new Shopper(first.url).post('/api/account/sign-in', {
        email: 'shopper@example.com',
        password: 'Petfood-demo-1',
      })
    ).status,
  ).toBe(200);
  const demo = await db
    .selectFrom('auth_users')
    .select('id')
    .where('email', '=', 'shopper@example.com')
    .executeTakeFirstOrThrow();
  model = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', demo.id)
    .where('cancelled', 'is', null)
    .executeTakeFirstOrThrow();
  // Plenty of the food everywhere: these tests are about the schedule, not about selling out.
  await db.updateTable('regional_stock').set({ quantity: 100_000 }).where('sku', '=', model.sku).execute();
  owner = await customer();
});

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await db?.destroy();
  await database?.drop();
});

describe('placing a due autoship (issue: autoship engine)', () => {
  it('orders it once, with the attempt key autoship:<id>:1, the right total, and moves its next date on one interval', async () => {
    const who = await customer();
    const id = await autoship(who, { quantity: 2 });
    const due = today();
    const { sub, orders } = await ordered(id);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({
      attempt_key: `autoship:${id}:1`,
      user_id: who.id,
      site: 'DTC',
      email: who.email,
      payment_method_id: who.cards.approved,
    });
    // Two at the autoship price ($11.99 less 5% is $11.39), $5.99 shipping under the $49 minimum, and Colorado's
    // 2.9% estimated tax on the goods and the shipping: (22.78 + 5.99) × 0.029 = 0.83.
    expect([
      order!.subtotal_cents,
      order!.discount_cents,
      order!.shipping_cents,
      order!.tax_cents,
      order!.total_cents,
    ]).toEqual([2278, 0, 599, 83, 2960]);
    expect(JSON.parse(order!.payment)).toEqual({ brand: 'Visa', last4: '4242' });
    expect(JSON.parse(order!.shipping_address)).toMatchObject({
      address1: HOME.address1,
      zip: HOME.zip,
      provinceCode: 'CO',
    });
    const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', order!.id).execute();
    expect(lines).toMatchObject([
      { sku: model.sku, quantity: 2, unit_cents: 1139, subtotal_cents: 2278, selling_plan_id: model.selling_plan_id },
    ]);
    expect(sub).toMatchObject({
      next_order_date: addDays(due, model.frequency_days),
      failed_attempts: 0,
      claimed_until: null,
      last_error: null,
    });
    expect((await mailTo(who.email)).map((m) => m.subject)).toEqual([expect.stringContaining(`#${order!.number}`)]);

    // Later passes leave it alone until its next date.
    await aPassHasRun();
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('numbers the next delivery of the same autoship autoship:<id>:2, and an overdue one moves to the first date after today', async () => {
    const id = await autoship(owner);
    await ordered(id);
    // Five weeks late, as if the shop had been closed: one order, then the next date on the schedule after today.
    const late = addDays(today(), -35);
    await db.updateTable('subscriptions').set({ next_order_date: late }).where('id', '=', id).execute();
    const { sub, orders } = await vi.waitFor(async () => {
      const found = await ordersOf(id);
      expect(found).toHaveLength(2);
      return { sub: await row(id), orders: found };
    }, WAIT);
    expect(orders.map((o) => o.attempt_key)).toEqual([`autoship:${id}:1`, `autoship:${id}:2`]);
    expect(sub.next_order_date).toBe(addDays(late, 2 * model.frequency_days));
  });

  it('orders the quantity the autoship has now', async () => {
    const id = await autoship(owner, { next_order_date: addDays(today(), 10) });
    await db.updateTable('subscriptions').set({ quantity: 4, next_order_date: today() }).where('id', '=', id).execute();
    const { orders } = await ordered(id);
    const lines = await db
      .selectFrom('order_lines')
      .select(['quantity'])
      .where('order_id', '=', orders[0]!.id)
      .execute();
    expect(lines).toEqual([{ quantity: 4 }]);
  });

  it('never orders a cancelled autoship, nor one not yet due', async () => {
    const cancelled = await autoship(owner, {
      cancelled: new Date().toISOString(),
      cancel_reason: 'I have too much food',
      next_order_date: addDays(today(), -3),
    });
    const later = await autoship(owner, { next_order_date: addDays(today(), 1) });
    const before = await Promise.all([row(cancelled), row(later)]);
    await aPassHasRun();
    await aPassHasRun();
    expect(await ordersOf(cancelled)).toEqual([]);
    expect(await ordersOf(later)).toEqual([]);
    expect(await Promise.all([row(cancelled), row(later)])).toEqual(before);
  });
});

describe('a card that is refused (issue: retries a declined payment with a notice)', () => {
  it('a declined card: nothing ordered, failed_attempts 1, a notice in the outbox, and no retry before the next day', async () => {
    const who = await customer();
    const id = await autoship(who, { payment_method_id: who.cards.declined });
    const started = Date.now();
    const sub = await vi.waitFor(async () => {
      const found = await row(id);
      expect(found.failed_attempts).toBe(1);
      return found;
    }, WAIT);
    expect(await ordersOf(id)).toEqual([]);
    expect(sub).toMatchObject({ next_order_date: today(), last_error: DECLINED });
    // Claimed until the same time tomorrow: no pass takes it before then.
    expect(Date.parse(sub.claimed_until!)).toBeGreaterThanOrEqual(started + DAY_MS - 60_000);
    const [notice, ...more] = await mailTo(who.email);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ subject: 'We could not charge your card for your autoship' });
    expect(notice!.body).toContain(DECLINED);
    expect(notice!.body).toContain('We will try again tomorrow.');
    // Its link is absolute (issue 36) and opens the customer's autoships.
    const link = new URL(/https?:\/\/\S+/.exec(notice!.body)![0]);
    expect(link.href).toBe(`${first.url}/account/autoships`);
    const page = await who.shopper.get(link.pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<h1[^>]*>My Subscriptions<\/h1>/);
    // Passes come and go; the card is not tried again today.
    await aPassHasRun();
    await aPassHasRun();
    expect(await row(id)).toEqual(sub);
    expect(await mailTo(who.email)).toHaveLength(1);
  });

  it('the next day it is tried again; after the third decline that delivery is skipped and the customer told', async () => {
    const who = await customer();
    const id = await autoship(who, { payment_method_id: who.cards.declined });
    const due = today();
    for (const attempts of [1, 2]) {
      await vi.waitFor(async () => expect((await row(id)).failed_attempts).toBe(attempts), WAIT);
      // A day later, as far as the claim is concerned.
      await db
        .updateTable('subscriptions')
        .set({ claimed_until: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    const sub = await vi.waitFor(async () => {
      const found = await row(id);
      expect(found.next_order_date).not.toBe(due);
      return found;
    }, WAIT);
    expect(sub).toMatchObject({
      next_order_date: addDays(due, model.frequency_days),
      failed_attempts: 0,
      claimed_until: null,
      last_error: DECLINED,
    });
    expect(await ordersOf(id)).toEqual([]);
    expect((await mailTo(who.email)).map((m) => m.subject)).toEqual([
      'We could not charge your card for your autoship',
      'We could not charge your card for your autoship',
      'We skipped a delivery of your autoship',
    ]);
  });

  it('a processing error is a failed try like a decline, with its own message', async () => {
    const who = await customer();
    const id = await autoship(who, { payment_method_id: who.cards.processing_error });
    const sub = await vi.waitFor(async () => {
      const found = await row(id);
      expect(found.failed_attempts).toBe(1);
      return found;
    }, WAIT);
    expect(sub.last_error).toBe(PROCESSING_ERROR);
    expect(await ordersOf(id)).toEqual([]);
    expect((await mailTo(who.email))[0]?.body).toContain(PROCESSING_ERROR);
  });
});

describe('Send now (/api/subscriptions/send-now)', () => {
  const sendNow = (who: Customer, subscription: string) =>
    who.shopper.post<{
      subscription: { nextOrderDate: string | null } | null;
      userErrors: { field: string; message: string }[];
    }>('/api/subscriptions/send-now', { subscription });

  it('orders the next delivery at once and moves the schedule on one interval from today', async () => {
    const who = await customer();
    expect((await who.shopper.post('/api/crypto', {})).status).toBe(200);
    const id = await autoship(who, { next_order_date: addDays(today(), 20) });
    const { status, body } = await sendNow(who, id);
    expect(status).toBe(200);
    expect(body.userErrors).toEqual([]);
    expect(body.subscription?.nextOrderDate).toBe(addDays(today(), model.frequency_days));
    expect((await ordersOf(id)).map((o) => o.attempt_key)).toEqual([`autoship:${id}:1`]);
    // A second press right after is not a second delivery.
    const again = await sendNow(who, id);
    expect(again.body.userErrors).toEqual([
      { field: 'subscription', message: 'This autoship was just sent. You will find the order in My Orders.' },
    ]);
    expect(again.body.subscription?.nextOrderDate).toBe(addDays(today(), model.frequency_days));
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('makes one order of presses at the same moment, however many', async () => {
    const who = await customer();
    expect((await who.shopper.post('/api/crypto', {})).status).toBe(200);
    const id = await autoship(who, { next_order_date: addDays(today(), 20) });
    const answers = await Promise.all([sendNow(who, id), sendNow(who, id), sendNow(who, id), sendNow(who, id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.userErrors.length === 0)).toHaveLength(1);
    expect(await ordersOf(id)).toHaveLength(1);
    expect((await row(id)).next_order_date).toBe(addDays(today(), model.frequency_days));
  });

  it('says why when the card is declined, and orders nothing; someone else’s autoship is not sent', async () => {
    const who = await customer();
    expect((await who.shopper.post('/api/crypto', {})).status).toBe(200);
    const id = await autoship(who, { next_order_date: addDays(today(), 20), payment_method_id: who.cards.declined });
    const unsent = await row(id);
    const { body } = await sendNow(who, id);
    expect(body.userErrors).toEqual([{ field: 'subscription', message: `We could not send it now: ${DECLINED}` }]);
    expect(await ordersOf(id)).toEqual([]);
    // A refused Send now changes nothing of the schedule: the date, the tries and the claim stay as they were.
    expect(await row(id)).toMatchObject({
      next_order_date: unsent.next_order_date,
      failed_attempts: unsent.failed_attempts,
      claimed_until: null,
    });

    const theirs = await autoship(owner, { next_order_date: addDays(today(), 20) });
    const before = await row(theirs);
    const answer = await sendNow(who, theirs);
    expect(answer.body.subscription ?? null).toBeNull();
    expect(answer.body.userErrors.length).toBeGreaterThan(0);
    expect(await row(theirs)).toEqual(before);
    expect(await ordersOf(theirs)).toEqual([]);
  });
});

describe('two instances on one database (issue: two server instances never place the same order twice)', () => {
  it(
    'both running the scheduler every second order each of forty due autoships exactly once',
    { timeout: 120_000 },
    async () => {
      second = await startServer({ DATABASE_URL: database.url, AUTH_SECRET, ...SCHEDULER });
      const who = await customer();
      const ids: string[] = [];
      for (let i = 0; i < 40; i++) ids.push(await autoship(who, { next_order_date: addDays(today(), 10) }));
      // All due at the same moment, for whichever instance's pass comes first.
      await db.updateTable('subscriptions').set({ next_order_date: today() }).where('id', 'in', ids).execute();
      await vi.waitFor(
        async () => {
          const left = await db
            .selectFrom('subscriptions')
            .select('id')
            .where('id', 'in', ids)
            .where('next_order_date', '<=', today())
            .execute();
          expect(left).toEqual([]);
        },
        { timeout: 90_000, interval: 250 },
      );
      // Stopping lets each instance finish the pass it is in, so whatever either would still order is in the database.
      expect(await Promise.all([first.stop(), second.stop()])).toEqual([0, 0]);
      const orders = await db
        .selectFrom('orders')
        .select(['subscription_id', 'attempt_key'])
        .where('subscription_id', 'in', ids)
        .execute();
      expect(orders).toHaveLength(ids.length);
      expect(new Set(orders.map((o) => o.subscription_id)).size).toBe(ids.length);
      expect(orders.every((o) => o.attempt_key === `autoship:${o.subscription_id}:1`)).toBe(true);
      const subs = await db
        .selectFrom('subscriptions')
        .select(['next_order_date', 'failed_attempts', 'claimed_until'])
        .where('id', 'in', ids)
        .execute();
      expect(new Set(subs.map((s) => JSON.stringify(s)))).toEqual(
        new Set([
          JSON.stringify({
            next_order_date: addDays(today(), model.frequency_days),
            failed_attempts: 0,
            claimed_until: null,
          }),
        ]),
      );
    },
  );
});
