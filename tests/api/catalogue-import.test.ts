// Loading a catalogue feed (issue 39) as an admin does it from the Import page and as an operator does it from the
// command line: checked whole before anything is written, refused with every problem by line and column, the same file
// twice changing nothing, and a change seen by every instance within 2 s.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/lib/db/connect.server';
import { Browser, ownStore, signedIn, type OwnStore } from '../support/checkout';

let store: OwnStore;
let db: Db;
let admin: Browser;
const folder = mkdtempSync(join(tmpdir(), 'feeds-'));

beforeAll(async () => {
  store = await ownStore('catalogue-import', {}, {});
  db = store.db;
  admin = await signedIn(store.servers[0]!.url, 'admin@example.com');
});
afterAll(() => store?.stop());

type Report = {
  applied: boolean;
  refused: boolean;
  created: number;
  updated: number;
  unchanged: number;
  unpublished: number;
  skipped: { handle: string }[];
  problems: { line: number | null; column: string | null; handle: string | null; message: string }[];
  notes: { message: string }[];
  remoteImages: { src: string }[];
};
type Answer = { report: Report; summary: string[]; error?: { code: string; message: string } };

const feed = (name: string, text: string) => {
  const form = new FormData();
  form.set('file', new Blob([text], { type: 'text/csv' }), name);
  return form;
};
const upload = (who: Browser, name: string, text: string, flags: string[] = []) => {
  const form = feed(name, text);
  for (const f of flags) form.set(f, 'true');
  return who.upload<Answer>('/api/admin/catalogue/import', form);
};

const exported = async (format: 'csv' | 'json') => (await admin.get(`/admin/catalogue/export?format=${format}`)).text();
const priceOf = async (sku: string) =>
  (await db.selectFrom('variants').select('price_cents').where('sku', '=', sku).executeTakeFirstOrThrow()).price_cents;
const productCount = async () =>
  Number(
    (
      await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The API's answer for one SKU, as shoppers' pages read it, from one instance. */
async function apiPrice(base: string, handle: string): Promise<string | null> {
  const answer = await fetch(`${base}/api/ecom/v1.0/get-product-by-handle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ handle }),
  });
  const body = (await answer.json()) as { product?: { variants: { sku: string; price: { amount: string } }[] } };
  return body.product?.variants.find((v) => v.sku === '10014')?.price.amount ?? null;
}

describe('catalogue import (issue 39)', () => {
  it('keeps imports and exports to admins', async () => {
    const operator = await signedIn(store.servers[0]!.url, 'operator@example.com');
    expect((await upload(operator, 'x.csv', 'Handle\n')).status).toBe(403);
    expect((await upload(new Browser(store.servers[0]!.url), 'x.csv', 'Handle\n')).status).toBe(401);
    expect((await operator.get('/admin/catalogue/export?format=csv')).status).toBe(403);
  });

  it('reads back its own export changing nothing, then applies a price change on every instance within 2 s', async () => {
    const csv = await exported('csv');
    expect(csv.split('\n')[0]).toMatch(/^Handle,Title,Body \(HTML\),Vendor,Type,Tags,Published/);
    const same = await upload(admin, 'catalogue.csv', csv);
    expect(same.status).toBe(200);
    expect(same.body.report).toMatchObject({ applied: false, refused: false, created: 0, updated: 0 });
    expect(same.body.summary[0]).toBe('Nothing to change: the catalogue already matches catalogue.csv.');

    const handle = 'science-diet-puppy-chicken-brown-rice-dry-dog';
    const other = store.servers[1]!.url;
    expect(await apiPrice(other, handle)).toBe('15.99');
    const changed = csv.replace(',10014,2041,66,15.99,', ',10014,2041,66,16.49,');
    const applied = await upload(admin, 'catalogue.csv', changed);
    expect(applied.body.report).toMatchObject({ applied: true, updated: 1, unchanged: applied.body.report.unchanged });
    expect(await priceOf('10014')).toBe(1649);
    const seen = Date.now();
    while ((await apiPrice(other, handle)) !== '16.49' && Date.now() - seen < 2_000)
      await new Promise((r) => setTimeout(r, 100));
    expect(await apiPrice(other, handle)).toBe('16.49');
    // The same file again: nothing to change.
    expect((await upload(admin, 'catalogue.csv', changed)).body.report).toMatchObject({ applied: false, updated: 0 });
  });

  it('keeps search in step: a renamed product is found by its new name on every instance within 2 s (issue 40 §1)', async () => {
    const other = store.servers[1]!.url;
    const found = async (query: string) => {
      const answer = await fetch(`${other}/api/cms/v1.0/get-products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: other },
        body: JSON.stringify({ search: query, asTyped: true }),
      });
      return ((await answer.json()) as { products: { handle: string }[] }).products.map((p) => p.handle);
    };
    expect(await found('marigold')).toEqual([]);
    const csv = await exported('csv');
    const renamed = csv.replace(
      'Science Diet Adult Beef & Barley Dry Dog Food',
      'Science Diet Adult Marigold Beef & Barley Dry Dog Food',
    );
    expect(renamed).not.toBe(csv);
    expect((await upload(admin, 'catalogue.csv', renamed)).body.report).toMatchObject({ applied: true, updated: 1 });
    const seen = Date.now();
    while ((await found('marigold')).length === 0 && Date.now() - seen < 2_000)
      await new Promise((r) => setTimeout(r, 100));
    expect(await found('marigold')).toEqual(['science-diet-adult-beef-barley-dry-dog']);
  });

  it('refuses a file with a bad row whole, naming line and column, unless invalid products are skipped', async () => {
    const csv = await exported('csv');
    const lines = csv.split('\n');
    const badAt = lines.findIndex((l) => l.includes(',10021,'));
    lines[badAt] = lines[badAt]!.replace(/,10021,(\d+),(\d+),[\d.]+,/, ',10021,$1,$2,abc,');
    const newRows = lines
      .filter((l) => l.startsWith('science-diet-puppy-lamb-meal-brown-rice-dry-dog,'))
      .map((l) =>
        l
          .replace('science-diet-puppy-lamb-meal-brown-rice-dry-dog', 'a-new-puppy-food')
          .replace(/,(1\d{4}),(\d+),(\d+),([\d.]+),/, ',9$1,$2,$3,$4,'),
      );
    const before = await productCount();
    const refused = await upload(admin, 'bad.csv', [...lines.filter(Boolean), ...newRows].join('\n'));
    expect(refused.status).toBe(200);
    expect(refused.body.report.refused).toBe(true);
    expect(refused.body.report.problems).toEqual([
      {
        line: badAt + 1,
        column: 'Variant Price',
        handle: 'science-diet-puppy-chicken-brown-rice-dry-dog',
        message: 'must be a price such as 12.99, not "abc"',
      },
    ]);
    expect(await productCount()).toBe(before);

    const skipped = await upload(admin, 'bad.csv', [...lines.filter(Boolean), ...newRows].join('\n'), ['skipInvalid']);
    expect(skipped.body.report).toMatchObject({ refused: false, applied: true, created: 1 });
    expect(skipped.body.report.skipped.map((s) => s.handle)).toEqual(['science-diet-puppy-chicken-brown-rice-dry-dog']);
    expect(await productCount()).toBe(before + 1);
    // Each new size has its stock in every region, as a seeded one does.
    const stock = await db
      .selectFrom('regional_stock')
      .innerJoin('variants', 'variants.sku', 'regional_stock.sku')
      .innerJoin('products', 'products.id', 'variants.product_id')
      .select(['regional_stock.sku', 'regional_stock.region'])
      .where('products.handle', '=', 'a-new-puppy-food')
      .execute();
    const regions = await db.selectFrom('regional_stock').select('region').distinct().execute();
    expect(stock.length).toBe(newRows.length * regions.length);
  });

  it('refuses a SKU another product owns, and a file that is not a feed, changing nothing', async () => {
    const csv = await exported('csv');
    const lines = csv.split('\n').filter(Boolean);
    const taken = lines
      .filter((l) => l.startsWith('science-diet-puppy-lamb-meal-brown-rice-dry-dog,'))
      .map((l) => l.replace('science-diet-puppy-lamb-meal-brown-rice-dry-dog', 'sku-thief'));
    const answer = await upload(admin, 'thief.csv', [lines[0], ...taken].join('\n'));
    expect(answer.body.report.refused).toBe(true);
    expect(answer.body.report.problems[0]!.message).toMatch(/^SKU \d+ belongs to science-diet-puppy-lamb-meal/);
    const notFeed = await upload(admin, 'notes.csv', 'Name,Price\nBone,3\n');
    expect(notFeed.body.summary[0]).toBe('Nothing was imported: notes.csv could not be read.');
    expect(notFeed.body.report.problems[0]!.message).toMatch(
      /^the header has no Handle, Title, Variant SKU, Variant Price column/,
    );
    expect(
      await db.selectFrom('products').select('id').where('handle', '=', 'sku-thief').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('takes products the file does not list off the shop only when asked, and keeps their rows', async () => {
    const json = JSON.parse(await exported('json')) as { products: { handle: string; content?: unknown }[] };
    expect(json.products[0]!.content).toBeDefined();
    const kept = { products: json.products.slice(0, json.products.length - 2) };
    const text = JSON.stringify(kept);
    expect((await upload(admin, 'feed.json', text)).body.report).toMatchObject({ applied: false, unpublished: 0 });
    const off = await upload(admin, 'feed.json', text, ['unpublishMissing']);
    expect(off.body.report).toMatchObject({ applied: true, unpublished: 2 });
    const gone = json.products.at(-1)!.handle;
    expect(
      (await db.selectFrom('products').select('published').where('handle', '=', gone).executeTakeFirstOrThrow())
        .published,
    ).toBe(0);
  });

  it('imports from the command line, reading local pictures and recording remote ones, and refuses a file too large', async () => {
    const env = { ...process.env, DATABASE_URL: store.url };
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    writeFileSync(join(folder, 'front.png'), png);
    const header =
      'Handle,Title,Body (HTML),Vendor,Type,Tags,Option1 Name,Option1 Value,Variant SKU,Variant Grams,Variant Inventory Qty,Variant Price,Image Src,Image Position';
    const csv = [
      header,
      'cli-kibble,Science Diet Adult Test Dry Dog Food,<p>Test.</p>,Science Diet,Dry Food,"species::dog, site::DTC, flavor::chicken, flavor::chicken-liver",Size,4 lb,88001,1814,10,19.99,front.png,1',
      'cli-kibble-2,Science Diet Adult Test 2 Dry Dog Food,,Science Diet,Dry Food,"species::dog, site::DTC",Size,4 lb,88002,1814,10,19.99,https://cdn.example.com/x.png,1',
    ].join('\r\n');
    writeFileSync(join(folder, 'cli.csv'), `\uFEFF${csv}`);
    const run = spawnSync('npx', ['tsx', 'scripts/catalogue-import.ts', join(folder, 'cli.csv')], {
      env,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Imported cli.csv: 2 products added.');
    expect(run.stdout).toContain('"chicken-liver" is not a flavor the filters know: left out');
    expect(run.stdout).toContain('1 picture at a web address was recorded, not fetched');
    writeFileSync(join(folder, 'huge.csv'), '');
    spawnSync('truncate', ['-s', '200M', join(folder, 'huge.csv')]);
    const huge = spawnSync('npx', ['tsx', 'scripts/catalogue-import.ts', join(folder, 'huge.csv')], {
      env,
      encoding: 'utf8',
    });
    expect(huge.status).toBe(1);
    expect(huge.stderr).toContain('the file is 200 MB; the import takes at most 100 MB');
  });
});
