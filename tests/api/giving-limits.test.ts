// What one client may ask of the giving calls (API.md "Giving", spec 001 §4 "Tracking", §7): trackings started and
// changed per client and per tracking, what a tracking may hold, an event store one client cannot take over, and a
// tracking that only the browser which started it (or its signed-in customer) may read or change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_CHANGES_PER_CLIENT, TRACKING_STARTS_PER_CLIENT } from '../../src/lib/giving/limits';
import { ownStore, type OwnStore } from '../support/checkout';
import { widgetEvent } from '../support/widget-event';
import { anyAddress, signedUp } from '../support/shopper';

const STORE = '5f0c9e6b2d8a4c71b3e9a0d4c6f21e87';
const DEFAULT_CAUSE = '51-3530829';
const PLAIN_CAUSE = '17-9513358';
const OWNER_COOKIE = 'sg_owner';

let store: OwnStore;
let base: string;
beforeAll(async () => {
  store = await ownStore('givinglimits');
  base = store.servers[0]!.url;
});
afterAll(async () => store?.stop());

type Answer<T = Record<string, unknown>> = { status: number; headers: Headers; body: T };
type Failure = { error: { code: string; message: string } };

/** A browser of its own behind the proxy the test server trusts: its address, and the cookies the store gave it. */
class Client {
  readonly cookies = new Map<string, string>();
  setCookies: string[] = [];
  constructor(readonly address = anyAddress()) {}

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-store-id': STORE, 'x-forwarded-for': this.address };
    if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', origin: base });
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${base}/api/giving/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.setCookies = response.headers.getSetCookie();
    for (const line of this.setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  }

  async startTracking(): Promise<string> {
    const answer = await this.call<{ trackingId: string }>('POST', 'tracking', { storeId: STORE });
    expect(answer.status).toBe(200);
    return answer.body.trackingId;
  }

  setCause = (id: string, causeId: string | null) => this.call('PUT', `tracking/${id}/set-cause`, { causeId });
}

const trackingRow = (id: string) =>
  store.db.selectFrom('giving_trackings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const expectRateLimited = (answer: Answer) => {
  expect(answer.status).toBe(429);
  expect((answer.body as Failure).error.code).toBe('RATE_LIMITED');
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
};

describe('starting trackings', () => {
  it('refuses one client past its limit, 429 with Retry-After, while another client still starts one', async () => {
    const flooder = new Client();
    const answers: Answer[] = [];
    const tries = TRACKING_STARTS_PER_CLIENT.max + 50;
    for (let i = 0; i < tries; i++) answers.push(await flooder.call('POST', 'tracking', { storeId: STORE }));
    const started = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(started).toHaveLength(TRACKING_STARTS_PER_CLIENT.max);
    expect(refused).toHaveLength(50);
    for (const answer of refused) expectRateLimited(answer);
    // Refused starts store nothing.
    const rows = await store.db.selectFrom('giving_trackings').select('id').execute();
    expect(rows.length).toBe(started.length);
    expect((await new Client().call('POST', 'tracking', { storeId: STORE })).status).toBe(200);
  }, 180_000); // some 350 starts one after another
});

describe('what a tracking holds', () => {
  it('refuses integration info past the tracking’s bound with 400 and stores nothing of it', async () => {
    const client = new Client();
    const id = await client.startTracking();
    const info = { note: 'x'.repeat(3900) };
    let refused: Answer<Failure> | null = null;
    let kept = 0;
    for (let i = 0; i < 20 && !refused; i++) {
      const answer = await client.call<Failure>('PUT', `tracking/${id}/add-integration-info`, {
        integrationType: `integration-${i}`,
        info,
      });
      if (answer.status === 200) kept++;
      else refused = answer;
    }
    expect(refused?.status).toBe(400);
    expect(refused?.body.error.message).toMatch(/^info: a tracking keeps at most \d+ bytes of integration info/);
    expect(kept).toBeLessThan(5);
    const stored = JSON.parse((await trackingRow(id)).integration_info) as Record<string, unknown>;
    expect(Object.keys(stored)).toHaveLength(kept);
    // Replacing an entry with a smaller one still works.
    expect(
      (await client.call('PUT', `tracking/${id}/add-integration-info`, { integrationType: 'integration-0', info: {} }))
        .status,
    ).toBe(200);
  });

  it('refuses confirmation data past its bound with 400 and keeps the one before', async () => {
    const client = new Client();
    const id = await client.startTracking();
    const confirm = (causes: unknown) =>
      client.call<Failure>('PUT', `tracking/${id}/set-confirmation-data`, {
        confirmationData: { totalDonationAmount: 0.13, causes },
      });
    expect((await confirm([{ causeId: DEFAULT_CAUSE, amount: 0.13 }])).status).toBe(200);
    const before = await trackingRow(id);
    // 8000 characters of three bytes each: within the characters a text may have, far past the bytes.
    const big = await confirm('€'.repeat(8000));
    expect(big.status).toBe(400);
    expect(big.body.error.message).toMatch(/^confirmationData: /);
    expect(await trackingRow(id)).toEqual(before);
  });
});

describe('the owner of a tracking (spec 001 §4 "Tracking")', () => {
  it('lets only the browser that started it read or change it; anyone else gets 404 and changes nothing', async () => {
    const owner = new Client();
    const id = await owner.startTracking();
    expect(owner.cookies.get(OWNER_COOKIE)).toMatch(/^[\w-]{43}$/);
    const stranger = new Client();
    const otherBrowser = new Client(owner.address); // same address, its own cookie
    await otherBrowser.startTracking();
    const forged = new Client();
    forged.cookies.set(OWNER_COOKIE, 'A'.repeat(43));
    const before = await trackingRow(id);
    for (const other of [stranger, otherBrowser, forged]) {
      expect((await other.setCause(id, PLAIN_CAUSE)).status).toBe(404);
      expect((await other.call('GET', `tracking/${id}/cause`)).status).toBe(404);
      const info = { integrationType: 'email', info: { utmSource: 'x' } };
      expect((await other.call('PUT', `tracking/${id}/add-integration-info`, info)).status).toBe(404);
      const confirm = { confirmationData: { totalDonationAmount: 9, causes: [] } };
      const answer = await other.call<Failure>('PUT', `tracking/${id}/set-confirmation-data`, confirm);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual({ code: 'NOT_FOUND', message: 'There is no tracking with this id' });
    }
    expect(await trackingRow(id)).toEqual(before);
    const set = await owner.setCause(id, PLAIN_CAUSE);
    expect(set.status).toBe(200);
    expect((await owner.call('GET', `tracking/${id}/cause`)).body.causeId).toBe(PLAIN_CAUSE);
  });

  it('keeps one owner cookie for all the trackings a browser starts', async () => {
    const client = new Client();
    const first = await client.startTracking();
    const cookie = client.cookies.get(OWNER_COOKIE);
    expect(cookie).toMatch(/^[\w-]{43}$/);
    const line = client.setCookies.find((l) => l.startsWith(`${OWNER_COOKIE}=`)) ?? '';
    for (const attribute of ['HttpOnly', 'SameSite=Lax', 'Path=/api/giving']) expect(line).toContain(attribute);
    const second = await client.startTracking();
    expect(client.cookies.get(OWNER_COOKIE)).toBe(cookie);
    expect((await client.setCause(first, DEFAULT_CAUSE)).status).toBe(200);
    expect((await client.setCause(second, DEFAULT_CAUSE)).status).toBe(200);
  });

  it('lets the signed-in customer who started it change it from another browser, and no other customer', async () => {
    const { shopper } = await signedUp(base);
    const { shopper: someoneElse } = await signedUp(base);
    const asCustomer = (from: typeof shopper) => {
      const client = new Client();
      for (const [name, value] of from.cookies) if (name !== OWNER_COOKIE) client.cookies.set(name, value);
      return client;
    };
    const id = await asCustomer(shopper).startTracking();
    // Another device of the same customer: the session, not the owner cookie.
    expect((await asCustomer(shopper).setCause(id, PLAIN_CAUSE)).status).toBe(200);
    expect((await asCustomer(someoneElse).setCause(id, DEFAULT_CAUSE)).status).toBe(404);
    expect((await trackingRow(id)).cause_id).toBe(PLAIN_CAUSE);
  });
});

describe('changing trackings', () => {
  it('limits the changes of one tracking, 429 with Retry-After, while the owner’s other tracking still changes', async () => {
    const client = new Client();
    const [busy, other] = [await client.startTracking(), await client.startTracking()];
    const answers: Answer[] = [];
    for (let i = 0; i < 80; i++) answers.push(await client.setCause(busy, i % 2 ? PLAIN_CAUSE : DEFAULT_CAUSE));
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(10);
    expectRateLimited(answers.at(-1)!);
    expect((await client.setCause(other, PLAIN_CAUSE)).status).toBe(200);
  });

  it('limits one client probing tracking ids, while another client still changes its own', async () => {
    const prober = new Client();
    const answers: Answer[] = [];
    for (let i = 0; i < TRACKING_CHANGES_PER_CLIENT.max + 20; i++)
      answers.push(await prober.setCause(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, DEFAULT_CAUSE));
    expect(answers[0]!.status).toBe(404);
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(TRACKING_CHANGES_PER_CLIENT.max);
    expectRateLimited(answers.at(-1)!);
    const client = new Client();
    expect((await client.setCause(await client.startTracking(), DEFAULT_CAUSE)).status).toBe(200);
  }, 240_000); // some 1,200 changes one after another
});

describe('the event store', () => {
  const event = (mark: string) => widgetEvent(STORE, { metadata: { mark } });
  const batch = (mark: string) => Array.from({ length: 50 }, () => event(mark));
  const marked = async (mark: string) =>
    (await store.db.selectFrom('giving_events').select('id').where('event', 'like', `%"mark":"${mark}"%`).execute())
      .length;

  it('keeps a shopper’s earlier events through a flood from one client and from many', async () => {
    const shopper = new Client();
    expect((await shopper.call('POST', 'events', [event('shopper'), event('shopper'), event('shopper')])).status).toBe(
      202,
    );
    const flooder = new Client();
    const answers: Answer[] = [];
    for (let i = 0; i < 210; i++) answers.push(await flooder.call('POST', 'events', batch('flood')));
    expectRateLimited(answers.at(-1)!);
    // Many clients, each within its limit, together more than the store keeps.
    for (let c = 0; c < 40; c++) {
      const one = new Client();
      for (let i = 0; i < 6; i++) await one.call('POST', 'events', batch('crowd'));
    }
    expect(await marked('shopper')).toBe(3);
    const total = await store.db.selectFrom('giving_events').select('id').execute();
    expect(total.length).toBeLessThanOrEqual(10_000);
  }, 180_000); // some 450 posts one after another, each evicting: minutes on a busy two-core machine

  it('refuses an event larger than a widget ever sends with 400 and stores nothing', async () => {
    const client = new Client();
    const before = await marked('big');
    const big = { ...event('big'), payload: { text: 'x'.repeat(20_000) } };
    const answer = await client.call<Failure>('POST', 'events', big);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('BAD_REQUEST');
    expect(await marked('big')).toBe(before);
  });
});
