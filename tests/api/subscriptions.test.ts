// Autoships (spec 000 §3 Subscription; §7 /api/get-subscriptions, /api/crypto; §9 order-management cookie, 2 hours)
// on a store of its own, started with a signing secret this file knows, so it can check the og_auth signature and
// build an expired cookie the way the store would have.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import type { SubscriptionTable } from '../../src/lib/db/schema';
import { CANCEL_REASONS } from '../../src/lib/subscriptions/changes';
import { MANAGEMENT_COOKIE_LIFETIME_MS, managementPair } from '../../src/lib/subscriptions/management-cookie';
import type { SubscriptionRecord } from '../../src/lib/subscriptions/rows';
import { addDays, isoDate } from '../../src/lib/subscriptions/schedule';
import { type FreshDatabase } from '../support/databases';
import { seededDatabase } from '../support/seeded';
import { startServer, type RunningServer } from '../support/server';
import { Shopper } from '../support/shopper';

const AUTH_SECRET = randomBytes(32).toString('base64url');
/** The key the store derives from AUTH_SECRET for the order-management cookie. */
const MANAGEMENT_KEY = createHmac('sha256', AUTH_SECRET).update('order-management-cookie').digest('base64url');

type Answer = {
  subscription: {
    id: string;
    nextOrderDate: string | null;
    frequencyDays: number;
    quantity: number;
    cancelled: boolean;
    cancelReason: string | null;
  } | null;
  userErrors: { field: string; message: string }[];
};
type Customer = { shopper: Shopper; id: string };
type Change = 'change-frequency' | 'change-quantity' | 'skip' | 'cancel' | 'reactivate';

let database: FreshDatabase;
let server: RunningServer;
let db: Db;
let demo: Customer;

async function signedIn(shopper: Shopper): Promise<Customer> {
  const id = (await shopper.post<{ customer: { id: string } }>('/api/ecom/v1.0/get-shopify-customer', {})).body.customer
    .id;
  return { shopper, id };
}

let registered = 0;

/** A newly registered customer, with the og_auth cookie /api/crypto sets. Each registers from its own address, as
 * many shoppers would, so the registration rate limit per address is not what these tests meet. */
async function customer(): Promise<Customer> {
  const shopper = new Shopper(server.url);
  const from = { 'x-forwarded-for': `198.51.100.${++registered}` };
  const email = `autoship-${randomUUID().slice(0, 8)}@example.com`;
  await shopper.post(
    '/api/account/register',
    { email, password: 'a-long-password', firstName: 'Ari', lastName: 'Lane' },
    from,
  );
  await shopper.confirmEmail(email);
  expect((await shopper.post('/api/crypto', {})).status).toBe(200);
  return signedIn(shopper);
}

const row = (id: string) => db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A new customer with a running autoship of the demo shopper's dry food, every 4 weeks, changed by `over`. */
async function owning(over: Partial<SubscriptionTable> = {}): Promise<{ me: Customer; id: string }> {
  const me = await customer();
  const model = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', demo.id)
    .where('cancelled', 'is', null)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  await db
    .insertInto('subscriptions')
    .values({ ...model, id, user_id: me.id, external_id: `contract-${id}`, origin_order_id: null, ...over })
    .execute();
  return { me, id };
}

/** Runs `call` and checks that the autoship's row in the database is exactly as it was before. */
async function unchanged<T>(id: string, call: () => Promise<T>): Promise<T> {
  const before = await row(id);
  const result = await call();
  expect(await row(id)).toEqual(before);
  return result;
}

const change = (who: Customer, path: Change, body: Record<string, unknown>) =>
  who.shopper.post<Answer>(`/api/subscriptions/${path}`, body);

/** Runs `call` and answers the day `days` from the server's today, allowing for midnight passing during the call. */
async function daysFromToday<T>(days: number, call: () => Promise<T>): Promise<{ result: T; expected: string[] }> {
  const before = isoDate(new Date());
  const result = await call();
  return { result, expected: [...new Set([addDays(before, days), addDays(isoDate(new Date()), days)])] };
}

beforeAll(async () => {
  database = await seededDatabase('autoships');
  server = await startServer({ DATABASE_URL: database.url, AUTH_SECRET });
  db = connect(parseDatabaseUrl(database.url));
  const shopper = new Shopper(server.url);
  expect(
    (await shopper.post('/api/account/sign-in', { email: 'shopper@example.com', password: 'Petfood-demo-1' })).status,
  ).toBe(200);
  demo = await signedIn(shopper);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await database?.drop();
});

describe('/api/get-subscriptions (spec 000 §7, §3 Subscription)', () => {
  it('answers the demo shopper’s running and cancelled autoships in the subscription service’s fields', async () => {
    const { status, body } = await demo.shopper.post<{ results: SubscriptionRecord[] }>('/api/get-subscriptions', {
      customer: demo.id,
    });
    expect(status).toBe(200);
    expect(body.results).toHaveLength(2);
    for (const record of body.results) {
      for (const field of [
        'customer',
        'product',
        'external_id',
        'frequency_days',
        'every_period',
        'cancelled',
        'cancel_reason',
        'start_date',
        'quantity',
      ])
        expect(record).toHaveProperty(field);
      expect(record.customer).toBe(demo.id);
      expect(record.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const running = body.results.find((r) => r.cancelled === null)!;
    expect(running).toMatchObject({
      frequency_days: 28,
      every: 4,
      every_period: 'week',
      cancel_reason: null,
      quantity: 1,
      live: true,
    });
    const cancelled = body.results.find((r) => r.cancelled !== null)!;
    expect(cancelled).toMatchObject({
      frequency_days: 56,
      every: 8,
      every_period: 'week',
      cancel_reason: 'I have too much food',
      quantity: 2,
      live: false,
    });
    expect(Number.isNaN(Date.parse(cancelled.cancelled!))).toBe(false);
    expect(running.start_date).toBe(cancelled.start_date);
  });

  it('answers an empty list to a customer with none, 403 for someone else’s, 401 to a guest and 400 without a customer', async () => {
    const other = await customer();
    expect((await other.shopper.post('/api/get-subscriptions', { customer: other.id })).body).toEqual({ results: [] });
    const theirs = await other.shopper.post<{ error: { code: string } }>('/api/get-subscriptions', {
      customer: demo.id,
    });
    expect([theirs.status, theirs.body.error.code]).toEqual([403, 'FORBIDDEN']);
    expect((await new Shopper(server.url).post('/api/get-subscriptions', { customer: demo.id })).status).toBe(401);
    expect((await other.shopper.post('/api/get-subscriptions', {})).status).toBe(400);
  });
});

describe('/api/crypto and the og_auth cookie (spec 000 §7, §9)', () => {
  it('answers a timestamp and the HMAC-SHA256 of `customer|timestamp`, and sets the same as an HttpOnly cookie for two hours', async () => {
    const me = await customer();
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await me.shopper.post<{ timestamp: number; signature: string }>('/api/crypto', {});
    const after = Math.floor(Date.now() / 1000);
    expect(status).toBe(200);
    expect(body.timestamp).toBeGreaterThanOrEqual(before);
    expect(body.timestamp).toBeLessThanOrEqual(after);
    expect(body.signature).toBe(
      createHmac('sha256', MANAGEMENT_KEY).update(`${me.id}|${body.timestamp}`).digest('base64'),
    );
    const line = me.shopper.lastSetCookies.find((c) => c.startsWith('og_auth='))!;
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Strict/i);
    expect(line).toMatch(/;\s*Max-Age=7200(;|$)/i);
    expect(line).toMatch(/;\s*Path=\/(;|$)/i);
    expect(decodeURIComponent(me.shopper.cookies.get('og_auth')!)).toBe(`${me.id}|${body.timestamp}|${body.signature}`);
  });

  it('accepts the sessionToken the spec’s body carries, and ignores it', async () => {
    const me = await customer();
    expect((await me.shopper.post('/api/crypto', { sessionToken: 'not-a-session' })).status).toBe(200);
  });

  it('answers 401 to a guest and sets no cookie', async () => {
    const guest = new Shopper(server.url);
    expect((await guest.post('/api/crypto', {})).status).toBe(401);
    expect(guest.cookies.has('og_auth')).toBe(false);
  });

  it('is cleared at sign-out', async () => {
    const me = await customer();
    expect(me.shopper.cookies.has('og_auth')).toBe(true);
    await me.shopper.post('/api/account/sign-out', {});
    expect(me.shopper.cookies.has('og_auth')).toBe(false);
  });
});

describe('changing an autoship (spec 000 §3 Subscription, §9 autoship maximum 5)', () => {
  it('skips the next order, moving it on by one interval each time', async () => {
    const { me, id } = await owning({ next_order_date: '2027-01-29' });
    const once = await change(me, 'skip', { subscription: id });
    expect(once.body).toMatchObject({ userErrors: [], subscription: { id, nextOrderDate: '2027-02-26' } });
    expect((await row(id)).next_order_date).toBe('2027-02-26');
    await change(me, 'skip', { subscription: id });
    expect((await row(id)).next_order_date).toBe('2027-03-26');
  });

  it('brings the next order forward when the frequency gets shorter, and keeps it when longer', async () => {
    const { me, id } = await owning({ next_order_date: addDays(isoDate(new Date()), 26) });
    const shorter = await daysFromToday(14, () =>
      change(me, 'change-frequency', { subscription: id, frequencyDays: 14 }),
    );
    expect(shorter.result.body.userErrors).toEqual([]);
    const afterShorter = await row(id);
    expect(afterShorter).toMatchObject({ frequency_days: 14, selling_plan_id: 'autoship-2w' });
    expect(shorter.expected).toContain(afterShorter.next_order_date);
    expect(shorter.result.body.subscription).toMatchObject({
      frequencyDays: 14,
      nextOrderDate: afterShorter.next_order_date,
    });

    await change(me, 'change-frequency', { subscription: id, frequencyDays: 56 });
    expect(await row(id)).toMatchObject({
      frequency_days: 56,
      selling_plan_id: 'autoship-8w',
      next_order_date: afterShorter.next_order_date,
    });
  });

  it('changes the quantity from 1 to 5', async () => {
    const { me, id } = await owning();
    for (const quantity of [5, 1, 3]) {
      expect((await change(me, 'change-quantity', { subscription: id, quantity })).body).toMatchObject({
        userErrors: [],
        subscription: { quantity },
      });
      expect((await row(id)).quantity).toBe(quantity);
    }
  });

  it('cancels with a listed reason, or Other with a few words, and reactivates one interval from today', async () => {
    const { me, id } = await owning();
    const cancelled = await change(me, 'cancel', { subscription: id, reason: 'It costs too much' });
    expect(cancelled.body).toMatchObject({
      userErrors: [],
      subscription: { cancelled: true, cancelReason: 'It costs too much', nextOrderDate: null },
    });
    expect(await row(id)).toMatchObject({
      cancel_reason: 'It costs too much',
      cancelled: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const back = await daysFromToday(28, () => change(me, 'reactivate', { subscription: id }));
    expect(back.result.body.userErrors).toEqual([]);
    const running = await row(id);
    expect([running.cancelled, running.cancel_reason]).toEqual([null, null]);
    expect(back.expected).toContain(running.next_order_date);

    await change(me, 'cancel', { subscription: id, reason: 'Other', detail: '  Moving abroad  ' });
    expect((await row(id)).cancel_reason).toBe('Other: Moving abroad');
  });
});

describe('refused changes (API.md: 200 with userErrors, and nothing changes)', () => {
  it.each([
    ['a quantity over the autoship maximum of 5', 'change-quantity', { quantity: 6 }, 'quantity'],
    ['a quantity of 0', 'change-quantity', { quantity: 0 }, 'quantity'],
    ['a frequency the food is not offered at', 'change-frequency', { frequencyDays: 30 }, 'frequencyDays'],
    ['Other without a word', 'cancel', { reason: 'Other' }, 'detail'],
    ['Other with only spaces', 'cancel', { reason: 'Other', detail: '   ' }, 'detail'],
    ['reactivating a running autoship', 'reactivate', {}, 'subscription'],
  ] as const)('refuses %s', async (_what, path, body, field) => {
    const { me, id } = await owning();
    const { status, body: answer } = await unchanged(id, () => change(me, path, { subscription: id, ...body }));
    expect(status).toBe(200);
    expect(answer.userErrors).toEqual([expect.objectContaining({ field })]);
    expect(answer.subscription?.id).toBe(id);
  });

  it('refuses every change but reactivation to a cancelled autoship', async () => {
    const { me, id } = await owning({ cancelled: '2026-10-16T15:20:00.000Z', cancel_reason: 'I have too much food' });
    for (const [path, body] of [
      ['skip', {}],
      ['change-quantity', { quantity: 2 }],
      ['change-frequency', { frequencyDays: 14 }],
      ['cancel', { reason: 'It costs too much' }],
    ] as const) {
      const answer = (await unchanged(id, () => change(me, path, { subscription: id, ...body }))).body;
      expect(answer.userErrors[0]?.message, path).toMatch(/canceled/);
    }
  });

  it('cannot find another customer’s autoship, and leaves it as it was', async () => {
    const { id } = await owning();
    const stranger = await customer();
    for (const [path, body] of [
      ['skip', {}],
      ['change-quantity', { quantity: 2 }],
      ['change-frequency', { frequencyDays: 14 }],
      ['cancel', { reason: CANCEL_REASONS[0] }],
      ['reactivate', {}],
    ] as const) {
      const answer = (await unchanged(id, () => change(stranger, path, { subscription: id, ...body }))).body;
      expect(answer, path).toEqual({
        subscription: null,
        userErrors: [expect.objectContaining({ message: expect.stringMatching(/cannot be found/) })],
      });
    }
  });

  it.each([
    ['an unknown cancel reason', 'cancel', { reason: 'Because' }],
    ['a fractional quantity', 'change-quantity', { quantity: 2.5 }],
    ['a quantity in a string', 'change-quantity', { quantity: '2' }],
    ['a frequency of 0 days', 'change-frequency', { frequencyDays: 0 }],
    ['no frequency', 'change-frequency', {}],
  ] as const)('answers 400 to %s and changes nothing', async (_what, path, body) => {
    const { me, id } = await owning();
    expect((await unchanged(id, () => change(me, path, { subscription: id, ...body }))).status).toBe(400);
  });

  it('answers 400 without a subscription id', async () => {
    const me = await customer();
    expect((await change(me, 'skip', {})).status).toBe(400);
  });
});

describe('who may change an autoship: the session and a valid og_auth for the same customer (spec 000 §9)', () => {
  const setCookie = (who: Customer, value: string) => who.shopper.cookies.set('og_auth', encodeURIComponent(value));

  async function refusedWith401(who: Customer, id: string): Promise<void> {
    const skipped = await unchanged(id, () => change(who, 'skip', { subscription: id }));
    expect(skipped.status).toBe(401);
    expect((skipped.body as unknown as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
  }

  it('refuses a signed-in customer without the og_auth cookie, until /api/crypto gives one', async () => {
    const { me, id } = await owning();
    me.shopper.cookies.delete('og_auth');
    await refusedWith401(me, id);
    await me.shopper.post('/api/crypto', {});
    expect((await change(me, 'skip', { subscription: id })).body.userErrors).toEqual([]);
  });

  it('refuses a guest holding a valid og_auth cookie', async () => {
    const { me, id } = await owning();
    const guest = { shopper: new Shopper(server.url), id: me.id };
    guest.shopper.cookies.set('og_auth', me.shopper.cookies.get('og_auth')!);
    await refusedWith401(guest, id);
  });

  it('refuses a cookie with a tampered signature, customer or timestamp', async () => {
    const { me, id } = await owning();
    const [user, stamp, signature] = decodeURIComponent(me.shopper.cookies.get('og_auth')!).split('|') as [
      string,
      string,
      string,
    ];
    for (const forged of [
      `${user}|${stamp}|${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `${user}|${Number(stamp) - 1}|${signature}`,
      `${user}x|${stamp}|${signature}`,
    ]) {
      setCookie(me, forged);
      await refusedWith401(me, id);
    }
  });

  it('refuses a correctly signed cookie more than two hours old, or from the future', async () => {
    const { me, id } = await owning();
    setCookie(me, managementPair(me.id, Date.now() - MANAGEMENT_COOKIE_LIFETIME_MS - 60_000, MANAGEMENT_KEY).cookie);
    await refusedWith401(me, id);
    setCookie(me, managementPair(me.id, Date.now() + 10 * 60_000, MANAGEMENT_KEY).cookie);
    await refusedWith401(me, id);
    setCookie(me, managementPair(me.id, Date.now() - 60 * 60_000, MANAGEMENT_KEY).cookie);
    expect((await change(me, 'skip', { subscription: id })).body.userErrors).toEqual([]);
  });

  it('refuses another customer’s valid og_auth cookie beside one’s own session', async () => {
    const { me, id } = await owning();
    const other = await customer();
    me.shopper.cookies.set('og_auth', other.shopper.cookies.get('og_auth')!);
    await refusedWith401(me, id);
  });

  it('refuses a change posted from another site with 403', async () => {
    const { me, id } = await owning();
    expect(
      (
        await unchanged(id, () =>
          me.shopper.post('/api/subscriptions/skip', { subscription: id }, { origin: 'https://elsewhere.example' }),
        )
      ).status,
    ).toBe(403);
  });
});
