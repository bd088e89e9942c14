// With REDIS_URL, the counters every instance shares live in Redis (DESIGN §5; issue: scale-out for real): two
// instances count one limit together, and a Redis that is away lifts no limit, not even one that fails mid-window
// (issue: trust, round two, item 8): the database counts each attempt too and goes on from its count.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStore, type OwnStore } from '../support/checkout';
import { freshRedis, redisLine, type FreshRedis } from '../support/redis';
import { Shopper } from '../support/shopper';

const wrongPassword = (base: string, email: string, address: string) =>
  new Shopper(base)
    .post('/api/account/sign-in', { email, password: 'not-the-password' }, { 'x-forwarded-for': address })
    .then((answer) => answer.status);

describe('rate limits in Redis, shared by two instances', () => {
  let redis: FreshRedis;
  let store: OwnStore;
  beforeAll(async () => {
    redis = freshRedis();
    store = await ownStore('redislimits', { ...redis.env, SEED: 'none' }, { ...redis.env, SEED: 'none' });
  });
  afterAll(async () => {
    await store?.stop();
    await redis?.drop();
  });

  it('counts one client’s wrong passwords across both instances in Redis, with a copy in the database', async () => {
    const [a, b] = store.servers.map((s) => s.url) as [string, string];
    const email = `pat-${randomUUID().slice(0, 8)}@example.com`;
    const statuses = [];
    for (const base of [a, b, a, b, a, b]) statuses.push(await wrongPassword(base, email, '198.51.100.7'));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await redis.keys()).some((key) => key.includes(email))).toBe(true);
    // The database counted each attempt too: the client's six (the refused one with them) and the email's five.
    const rows = await store.db.selectFrom('rate_limits').select(['key', 'points']).execute();
    const counts = rows.filter((row) => row.key.includes(email)).map((row) => Number(row.points));
    expect(counts.sort()).toEqual([5, 6]);
  });

  it('counts Contact Us messages per client in Redis too', async () => {
    const [a, b] = store.servers.map((s) => s.url) as [string, string];
    const send = (base: string) =>
      new Shopper(base).post(
        '/api/send-contact-us',
        {
          data: { name: 'Ana Ruiz', email: 'ana@example.com', topic: 'order', message: 'Where is my order, please?' },
        },
        { 'x-forwarded-for': '198.51.100.9' },
      );
    const statuses = [];
    for (const base of [a, b, a, b, a, b]) statuses.push((await send(base)).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('rate limits when Redis is away', () => {
  let store: OwnStore;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails, and the database counts instead.
    store = await ownStore('redisaway', { REDIS_URL: 'redis://127.0.0.1:1', SEED: 'none' });
  });
  afterAll(async () => store?.stop());

  it('still refuses the sixth wrong password, with no server error', async () => {
    const [base] = store.servers.map((s) => s.url) as [string];
    const email = `pat-${randomUUID().slice(0, 8)}@example.com`;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await wrongPassword(base, email, '198.51.100.8'));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const rows = await store.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.some((row) => row.key.includes(email))).toBe(true);
  });
});

describe('rate limits when Redis fails mid-window', () => {
  let redis: FreshRedis;
  let store: OwnStore;
  let cut: () => Promise<void>;
  beforeAll(async () => {
    redis = freshRedis();
    const line = await redisLine();
    cut = line.cut;
    store = await ownStore('redisfails', { ...redis.env, REDIS_URL: line.url, SEED: 'none' });
  });
  afterAll(async () => {
    await store?.stop();
    await redis?.drop();
  });

  it('goes on from the count Redis had: five wrong passwords and five messages in all, not five more', async () => {
    const [base] = store.servers.map((s) => s.url) as [string];
    const email = `pat-${randomUUID().slice(0, 8)}@example.com`;
    const message = () =>
      new Shopper(base)
        .post(
          '/api/send-contact-us',
          {
            data: { name: 'Ana Ruiz', email: 'ana@example.com', topic: 'order', message: 'Where is my order, please?' },
          },
          { 'x-forwarded-for': '198.51.100.11' },
        )
        .then((answer) => answer.status);
    const passwords = [];
    const messages = [];
    for (let i = 0; i < 3; i++) {
      passwords.push(await wrongPassword(base, email, '198.51.100.10'));
      messages.push(await message());
    }
    expect((await redis.keys()).some((key) => key.includes(email))).toBe(true);
    await cut();
    for (let i = 0; i < 4; i++) {
      passwords.push(await wrongPassword(base, email, '198.51.100.10'));
      messages.push(await message());
    }
    expect(passwords).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(messages).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
