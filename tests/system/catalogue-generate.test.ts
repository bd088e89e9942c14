// npm run catalogue:generate (README, "A large catalogue") on a copy of a new store of the dialect under test: the
// generated products, stock, content, customers and orders are what a person would check by hand in SQL, a second run
// is refused with nothing changed, bad flags or a database that is not ready get a clear message, and the store
// serves the result: the bulk buyer signs in and places an order, numbered after the generated ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { sql } from 'kysely';
import SQLite from 'better-sqlite3';
import facets from '../../src/content/facets.json';
import { connect, type Db } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { dialect, freshDatabase, type FreshDatabase } from '../support/databases';
import { seededDatabase } from '../support/seeded';
import { startServer } from '../support/server';
import { checkoutAll, fillCart, signedIn } from '../support/checkout';

const PRODUCTS = 300;
const ORDERS = 5000;

let database: FreshDatabase;
let db: Db;
let first: Generated;

type Generated = { status: number | null; stdout: string; stderr: string };

/**
 * Runs the generator as the operator does. Not spawnSync: a run takes the better part of a minute on a busy machine,
 * and a worker blocked that long misses the test runner's own calls and fails the run.
 */
function generate(args: string[], url = database.url): Promise<Generated> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/catalogue-generate.ts', ...args],
      { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8', timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? null : 0;
        resolve({ status: code, stdout, stderr });
      },
    );
  });
}

const count = async (query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(db)).rows[0]!.n);

/** Every table's row count, to show a refused run changed nothing. */
async function counts() {
  const tables = ['products', 'variants', 'regional_stock', 'content_entries', 'auth_users', 'orders', 'order_lines'];
  return Object.fromEntries(
    await Promise.all(tables.map(async (t) => [t, await count(`select count(*) as n from ${t}`)])),
  );
}

beforeAll(async () => {
  database = await seededDatabase('generate');
  db = connect(parseDatabaseUrl(database.url));
  first = await generate(['--products', String(PRODUCTS), '--orders', String(ORDERS), '--seed', '42']);
}, 180_000);

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe(`npm run catalogue:generate on ${dialect}`, () => {
  it('adds the products, customers and orders asked for, and says how long it took', async () => {
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/Done in [\d.]+ s: 300 products/);
    expect(await count(`select count(*) as n from counters where name = 'catalogue_generated'`)).toBe(1);
    expect(await count(`select count(*) as n from variants where cast(sku as integer) >= 2000000`)).toBeGreaterThan(
      PRODUCTS * 2,
    );
    expect(
      await count(
        `select count(*) as n from products p where exists (select 1 from variants v where v.product_id = p.id and cast(v.sku as integer) >= 2000000)`,
      ),
    ).toBe(PRODUCTS);
    expect(await count(`select count(*) as n from orders`)).toBe(ORDERS + 13); // and the demo shopper's 13
  });

  it('gives every generated SKU stock in every region', async () => {
    const regions = await count(`select count(distinct region) as n from zip_ranges`);
    expect(regions).toBeGreaterThan(1);
    expect(
      await count(
        `select count(*) as n from variants v where cast(v.sku as integer) >= 2000000
           and (select count(distinct r.region) from regional_stock r where r.sku = v.sku) <> ${regions}`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) as n from variants v where cast(v.sku as integer) >= 2000000
           and v.stock <> (select sum(r.quantity) from regional_stock r where r.sku = v.sku)`,
      ),
    ).toBe(0);
  });

  it('uses only facet values the store knows, and never sells Prescription Diet on the consumer site', async () => {
    const values = (field: string) =>
      new Set(facets.find((f) => f.field === field)!.options.map((o) => (o.filter as { value?: string }).value));
    const rows = await db
      .selectFrom('products')
      .select(['brand', 'sub_brand', 'food_form', 'pack_type', 'attributes'])
      .execute();
    expect(rows.length).toBeGreaterThan(PRODUCTS);
    for (const row of rows) {
      const a = JSON.parse(row.attributes) as Record<string, string[]>;
      expect(values('brand')).toContain(row.brand);
      expect(values('sub_brand')).toContain(row.sub_brand);
      expect(values('food_form')).toContain(row.food_form);
      expect(values('pack_type')).toContain(row.pack_type);
      for (const s of a.species!) expect(values('species')).toContain(s);
      for (const v of a.lifestage!) expect(values('lifestage')).toContain(v);
      for (const v of a.breedSize!) expect(values('breed_size')).toContain(v);
      for (const v of a.flavor!) expect(values('flavor')).toContain(v);
      for (const v of a.healthConditions!) expect(values('health_conditions')).toContain(v);
      if (row.brand === 'prescription-diet') expect(a.sites).toEqual(['HPSF']);
      if (row.brand === 'hills-treats') expect(a.sites).toEqual(['DTC']);
    }
    // Every handle once, and each product's content published once, pointing at pictures that exist.
    expect(await count(`select count(*) - count(distinct handle) as n from products`)).toBe(0);
    expect(
      await count(
        `select count(*) as n from products p where (select count(*) from content_entries c where c.type = 'product_content' and c.key = p.handle and c.status = 'published') <> 1`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) as n from products p where not exists (select 1 from images i where i.id = p.image_id)`,
      ),
    ).toBe(0);
  });

  it('gives the bulk buyer exactly 2,000 orders, with the password of the demo accounts', async () => {
    const bulk = (
      await sql<{ id: string; password: string }>`
        select u.id, a.password from auth_users u
          join auth_accounts a on a."userId" = u.id join profiles p on p.user_id = u.id
         where u.email = 'bulk-buyer@example.com'`.execute(db)
    ).rows[0]!;
    expect(bulk.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(await count(`select count(*) as n from orders where user_id = '${bulk.id}'`)).toBe(2000);
  });

  it('keeps every order’s money consistent and its number from the store’s counter', async () => {
    expect(
      await count(
        `select count(*) as n from orders where total_cents <> subtotal_cents - discount_cents + shipping_cents + tax_cents`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) as n from orders o where subtotal_cents <> (select sum(l.subtotal_cents) from order_lines l where l.order_id = o.id)`,
      ),
    ).toBe(0);
    expect(await count(`select count(*) as n from order_lines where subtotal_cents <> unit_cents * quantity`)).toBe(0);
    const counter = await count(`select value as n from counters where name = 'order_number'`);
    expect(counter).toBe(await count(`select max(number) as n from orders`));
    expect(await count(`select count(distinct number) as n from orders`)).toBe(ORDERS + 13);
    const states = await sql<{ fulfillment_status: string; financial_status: string; n: number }>`
      select fulfillment_status, financial_status, count(*) as n from orders group by fulfillment_status, financial_status`.execute(
      db,
    );
    const of = (f: string, m: string) =>
      Number(states.rows.find((r) => r.fulfillment_status === f && r.financial_status === m)?.n ?? 0);
    expect(of('FULFILLED', 'PAID')).toBeGreaterThan(ORDERS * 0.8);
    expect(of('UNFULFILLED', 'VOIDED')).toBeGreaterThan(0);
    expect(of('FULFILLED', 'REFUNDED')).toBeGreaterThan(0);
    expect(of('UNFULFILLED', 'PAID')).toBeGreaterThan(0);
    expect(
      await count(
        `select count(*) as n from orders where fulfillment_status = 'FULFILLED' and not exists (select 1 from shipments s where s.order_id = orders.id)`,
      ),
    ).toBe(0);
  });

  it('refuses a second run and changes nothing', async () => {
    const before = await counts();
    const again = await generate(['--products', '10', '--orders', '10']);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already holds 300 generated products/);
    expect(await counts()).toEqual(before);
  });

  it('gives the same rows for the same seed', async () => {
    const twin = await seededDatabase('generate-twin');
    const twinDb = connect(parseDatabaseUrl(twin.url));
    try {
      const run = await generate(
        ['--products', String(PRODUCTS), '--orders', String(ORDERS), '--seed', '42'],
        twin.url,
      );
      expect(run.status).toBe(0);
      const orders = (on: Db) =>
        on
          .selectFrom('orders')
          .select(['id', 'number', 'email', 'created_at', 'total_cents', 'fulfillment_status'])
          .orderBy('number')
          .execute();
      const products = (on: Db) =>
        on.selectFrom('products').select(['id', 'title', 'attributes']).orderBy('id').execute();
      expect(await orders(twinDb)).toEqual(await orders(db));
      expect(await products(twinDb)).toEqual(await products(db));
    } finally {
      await twinDb.destroy();
      await twin.drop();
    }
  });

  it('refuses bad flags with the usage', async () => {
    for (const args of [
      ['--products', 'abc'],
      ['--orders', '-5'],
      ['--colour', 'red'],
    ]) {
      const run = await generate(args);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Usage: npm run catalogue:generate');
    }
  });

  it('refuses a database that is not there, or not the store’s', async () => {
    const other = await freshDatabase('generate-other');
    try {
      if (dialect === 'sqlite') {
        const missing = await generate(['--products', '10'], other.url);
        expect(missing.status).toBe(1);
        expect(missing.stderr).toMatch(/There is no database at .* yet/);
        const file = new SQLite(other.url.slice('file:'.length));
        file.exec('create table notes (body text)');
        file.close();
      }
      const foreign = await generate(['--products', '10'], other.url);
      expect(foreign.status).toBe(1);
      expect(foreign.stderr).toMatch(/not the store's database/);
    } finally {
      await other.drop();
    }
  });

  it('leaves a store where the bulk buyer places an order with the next number', async () => {
    const server = await startServer({ DATABASE_URL: database.url });
    try {
      const last = await count(`select max(number) as n from orders`);
      const browser = await signedIn(server.url, 'bulk-buyer@example.com');
      await fillCart(browser, [{ sku: '10014' }]);
      const { order } = await checkoutAll(browser, { email: 'bulk-buyer@example.com' });
      expect(order.name).toBe(`#${last + 1}`);
      const myOrders = await browser.get('/account/orders');
      expect(myOrders.status).toBe(200);
      expect(await myOrders.text()).toContain(`#${last + 1}`);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('counts each filter option of a listing as SQL counts the generated catalogue (issue 39)', async () => {
    const server = await startServer({ DATABASE_URL: database.url });
    try {
      const answer = await fetch(`${server.url}/api/ecom/v1.0/get-filters-by-handle`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ handle: 'dog' }),
      });
      const { filters, total } = (await answer.json()) as {
        filters: { field: string; options: { slug: string; count: number }[] }[];
        total: number;
      };
      // A list in the attributes JSON holds a value, in each dialect's own words.
      const holds = (list: string, value: string) =>
        dialect === 'postgres'
          ? `(attributes::jsonb -> '${list}') ? '${value}'`
          : `exists (select 1 from json_each(attributes, '$.${list}') where value = '${value}')`;
      const shelf = `published = 1 and ${holds('sites', 'DTC')} and ${holds('species', 'dog')}`;
      expect(total).toBe(await count(`select count(*) as n from products where ${shelf}`));
      const LISTS: Record<string, string> = {
        lifestage: 'lifestage',
        breed_size: 'breedSize',
        flavor: 'flavor',
        health_conditions: 'healthConditions',
      };
      const COLUMNS: Record<string, string> = { brand: 'brand', food_form: 'food_form', pack_type: 'pack_type' };
      let compared = 0;
      for (const filter of filters) {
        const definition = facets.find((f) => f.field === filter.field);
        for (const option of filter.options) {
          const value = definition?.options.find((o) => o.slug === option.slug && o.species.includes('dog'))?.filter;
          if (!value || !('value' in value)) continue;
          const where = LISTS[filter.field]
            ? holds(LISTS[filter.field]!, value.value)
            : COLUMNS[filter.field]
              ? `${COLUMNS[filter.field]} = '${value.value}'`
              : null;
          if (!where) continue;
          expect([filter.field, option.slug, option.count]).toEqual([
            filter.field,
            option.slug,
            await count(`select count(*) as n from products where ${shelf} and ${where}`),
          ]);
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(20);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
