// Failures spec 000 §8 says are logged, on a store of its own so its log can be read: a subscription fetch error is
// logged and ignored (My Account and My Subscriptions show the rest), and a state lookup that finds no state logs
// "Issue occurred while fetching state".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/lib/db/connect.server';
import { ownStore, signedIn, type OwnStore } from '../support/checkout';
import { postJson, type RunningServer } from '../support/server';

let store: OwnStore;
let server: RunningServer;
let db: Db;

beforeAll(async () => {
  store = await ownStore('logged_failures');
  [server, db] = [store.servers[0]!, store.db];
});

afterAll(() => store?.stop());

/** The log lines the server wrote with this message. */
const logged = (msg: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === msg);

describe('a subscription fetch error (spec 000 §8: logged and ignored)', () => {
  it('leaves My Account and My Subscriptions up with the rest of the account, says so, and logs it', async () => {
    const browser = await signedIn(server.url, 'shopper@example.com');
    expect(await (await browser.get('/account/dashboard')).text()).toMatch(/\d+ active autoships?/);
    expect(logged('Subscription fetch error')).toEqual([]);

    await db.schema.alterTable('subscriptions').renameTo('subscriptions_offline').execute();
    let dashboard: Response;
    let autoships: Response;
    try {
      dashboard = await browser.get('/account/dashboard');
      autoships = await browser.get('/account/autoships');
    } finally {
      await db.schema.alterTable('subscriptions_offline').renameTo('subscriptions').execute();
    }
    expect(dashboard.status).toBe(200);
    const account = await dashboard.text();
    expect(account).toContain('Your autoships could not be loaded just now.');
    expect(account).toMatch(/Latest: <a href="\/account\/orders\/[^"]+">Order #\d+/); // the rest is there
    expect(account).toContain('Manage addresses');
    expect(autoships.status).toBe(200);
    const page = await autoships.text();
    expect(page).toMatch(/<h1[^>]*>My Subscriptions<\/h1>/);
    expect(page).toContain('Your autoships could not be loaded just now.');
    expect(page).not.toContain('You have no autoships yet');
    // Each failed read is logged: My Account reads the autoships twice (the list, and which card each is charged to),
    // My Subscriptions once.
    expect(logged('Subscription fetch error')).toHaveLength(3);
    expect(logged('Subscription fetch error')[0]).toMatchObject({ level: 'error', error: expect.any(String) });
  });
});

describe('a state lookup that finds no state (spec 000 §8)', () => {
  it('answers null and logs "Issue occurred while fetching state" with the ZIP', async () => {
    const answer = await postJson(server.url, '/api/get-state-by-zipcode', { zipCode: '00901' });
    expect(await answer.json()).toEqual({ state: null });
    const found = await postJson(server.url, '/api/get-state-by-zipcode', { zipCode: '80011' });
    expect(await found.json()).toEqual({ state: { code: 'CO', name: 'Colorado' } });
    expect(logged('Issue occurred while fetching state')).toEqual([
      expect.objectContaining({ level: 'warn', zip: '00901' }),
    ]);
  });
});
