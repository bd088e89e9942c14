// The reads on a checkout step stay on indexes, so a shop with a million orders checks out as fast as a new one
// (issue 39 §3: Place Order unchanged at a million orders). SQLite's own plans; PostgreSQL plans small tables its own way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsOnFile } from '../../src/lib/checkout/saved-cards.server';
import { sql } from 'kysely';
import { connect, driverClientOf, type Db } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import type { FreshDatabase } from '../support/databases';
import { seededDatabase } from '../support/seeded';

let database: FreshDatabase;
let db: Db;

beforeAll(async () => {
  database = await seededDatabase('query-plans');
  db = connect(parseDatabaseUrl(database.url));
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

/** How SQLite means to run a query: one line a step, e.g. "SEARCH orders USING INDEX …". */
function plan(query: { sql: string; parameters: readonly unknown[] }): string[] {
  const client = driverClientOf(db);
  if (client.dialect !== 'sqlite') throw new Error('SQLite only');
  const rows = client.database.prepare(`explain query plan ${query.sql}`).all(...query.parameters) as {
    detail: string;
  }[];
  return rows.map((r) => r.detail);
}

describe('the payment step’s cards on file (checkout/saved-cards.server.ts)', () => {
  it('are found by the customer’s index and each card’s orders by theirs, never by reading every row', () => {
    const steps = plan(cardsOnFile(db, 'some-customer').compile());
    expect(steps).toEqual([
      expect.stringMatching(/^SEARCH payment_methods USING INDEX payment_methods_user/),
      expect.stringMatching(/^SEARCH orders (EXISTS )?USING (COVERING )?INDEX orders_payment_method/),
    ]);
    expect(steps.join('\n')).not.toMatch(/SCAN|AUTOMATIC/);
  });
});

describe('what Place Order and the autoship engine look orders up by', () => {
  it.each([
    ['the order a checkout already placed', 'orders_checkout', sql`select id from orders where checkout_id = ${'c'}`],
    ['the orders of an autoship', 'orders_subscription', sql`select id from orders where subscription_id = ${'s'}`],
    [
      'the autoships an order started',
      'subscriptions_origin_order',
      sql`select id from subscriptions where origin_order_id = ${'o'}`,
    ],
  ])('%s: by index %s', (_what, index, query) => {
    const [step] = plan(query.compile(db));
    expect(step).toMatch(new RegExp(`^SEARCH \\w+ USING (COVERING )?INDEX ${index} `));
  });
});
