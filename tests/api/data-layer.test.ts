// The database layer on a fresh database of the dialect under test (SQLite, or PostgreSQL with TEST_DIALECT=postgres).
// The tests of migrating and seeding start from an empty database; the rest from a copy of the run's seeded template.
import { afterEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Migrator } from 'kysely';
import { migrations } from '../../src/lib/db/migrations/index';
import { connect, type Db } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { startServer } from '../support/server';
import { openStore } from '../../src/lib/seed/open.server';
import { clearContentCache, getGlobals, getNavigation, getPage } from '../../src/lib/content/content.server';
import { clearRedirectCache, findRedirect } from '../../src/lib/content/redirects.server';
import { clearCatalogueCache, loadCatalogue } from '../../src/lib/catalog/catalogue.server';
import { dialect, freshDatabase, type FreshDatabase } from '../support/databases';
import { seededDatabase } from '../support/seeded';

const opened: { db: Db; database: FreshDatabase }[] = [];

/** A store opened on an empty database (migrated and seeded here), or on a copy of the seeded template. */
async function store(from: 'empty' | 'seeded' = 'seeded'): Promise<Db> {
  const database = from === 'empty' ? await freshDatabase('layer') : await seededDatabase('layer');
  const db = await openStore(database.url);
  opened.push({ db, database });
  clearContentCache();
  clearRedirectCache();
  clearCatalogueCache();
  return db;
}

afterEach(async () => {
  for (const { db, database } of opened.splice(0)) {
    await db.destroy();
    await database.drop();
  }
});

const count = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('content_entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function addEntry(
  db: Db,
  entry: {
    type: string;
    key: string;
    status: 'draft' | 'published' | 'archived';
    site?: 'ALL' | 'DTC' | 'HPSF';
    data: unknown;
  },
) {
  await db
    .insertInto('content_entries')
    .values({
      id: randomUUID(),
      site: 'ALL',
      position: 0,
      updated_at: new Date().toISOString(),
      ...entry,
      data: JSON.stringify(entry.data),
    })
    .execute();
}

describe(`data layer on ${dialect}`, () => {
  it('migrates and seeds an empty database from src/content', async () => {
    const db = await store('empty');
    expect(await count(db)).toBeGreaterThan(20);
    expect(await getNavigation(db, 'DTC', 'main')).toMatchObject({ title: 'Main menu' });
  });

  it('does not seed again, nor migrate again, when reopened', async () => {
    const database = await freshDatabase('layer');
    const first = await openStore(database.url);
    const before = await count(first);
    const second = await openStore(database.url);
    expect(await count(second)).toBe(before);
    await first.destroy();
    await second.destroy();
    await database.drop();
  });

  it('migrates and seeds once when three server instances start together on one fresh database', async () => {
    const database = await freshDatabase('layer');
    const servers = await Promise.all([1, 2, 3].map(() => startServer({ DATABASE_URL: database.url })));
    for (const server of servers) expect(await server.stop()).toBe(0);
    const db = connect(parseDatabaseUrl(database.url));
    const rows = await db
      .selectFrom('content_entries')
      .select(['type', 'key', 'site'])
      .where('status', '=', 'published')
      .execute();
    const identities = rows.map((r) => `${r.type}/${r.key}/${r.site}`);
    expect(identities.length).toBeGreaterThan(20);
    expect(new Set(identities).size).toBe(identities.length);
    await db.destroy();
    await database.drop();
  }, 90_000); // three first starts at once on two cores

  it('serves only published content, never drafts or archived entries', async () => {
    const db = await store();
    await addEntry(db, {
      type: 'page',
      key: 'secret-sale',
      status: 'draft',
      data: { title: 'Draft', body: '<p>soon</p>' },
    });
    await addEntry(db, {
      type: 'page',
      key: 'old-sale',
      status: 'archived',
      data: { title: 'Old', body: '<p>gone</p>' },
    });
    await addEntry(db, {
      type: 'page',
      key: 'new-sale',
      status: 'published',
      data: { title: 'New Sale', body: '<p>now</p>' },
    });
    expect(await getPage(db, 'DTC', 'secret-sale')).toBeNull();
    expect(await getPage(db, 'DTC', 'old-sale')).toBeNull();
    expect(await getPage(db, 'DTC', 'new-sale')).toMatchObject({ title: 'New Sale' });
  });

  it("prefers the site version of an entry and hides the other site's", async () => {
    const db = await store();
    await addEntry(db, {
      type: 'page',
      key: 'staff-only',
      status: 'published',
      site: 'HPSF',
      data: { title: 'Staff', body: '' },
    });
    expect(await getPage(db, 'DTC', 'staff-only')).toBeNull();
    expect(await getPage(db, 'HPSF', 'staff-only')).toMatchObject({ title: 'Staff' });
  });

  it('falls back to a free-shipping minimum of 50 when the global is absent (spec 001 §9)', async () => {
    const db = await store();
    await db
      .deleteFrom('content_entries')
      .where('type', '=', 'global')
      .where('key', '=', 'free_shipping_minimum')
      .execute();
    expect(await getGlobals(db, 'DTC', ['free_shipping_minimum'])).toEqual({ free_shipping_minimum: 50 });
  });

  it('skips an entry whose data does not fit its type instead of failing the page', async () => {
    const db = await store();
    await addEntry(db, { type: 'page', key: 'broken', status: 'published', data: { body: 'no title' } });
    expect(await getPage(db, 'DTC', 'broken')).toBeNull();
    expect(await getPage(db, 'DTC', 'faq')).toMatchObject({ title: 'Frequently Asked Questions' });
  });

  it('finds redirects by path, ignoring case and a trailing slash', async () => {
    const db = await store();
    expect(await findRedirect(db, '/Dog-Food/')).toEqual({
      toUrl: '/products/dog/species',
      statusCode: 301,
      isExternal: false,
    });
    expect(await findRedirect(db, '/not-redirected')).toBeNull();
  });

  it('gives content that was there before the studio its first version when migrating (issue: content studio)', async () => {
    const database = await freshDatabase('layer');
    const db = connect(parseDatabaseUrl(database.url));
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0015_cache_invalidations')).error).toBeUndefined();
      await addEntry(db, { type: 'page', key: 'older', status: 'published', data: { title: 'Older', body: '' } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const row = await db
        .selectFrom('content_entries')
        .select(['id', 'version', 'updated_at'])
        .where('key', '=', 'older')
        .executeTakeFirstOrThrow();
      const versions = await db.selectFrom('content_versions').selectAll().where('entry_id', '=', row.id).execute();
      expect(versions).toEqual([
        {
          entry_id: row.id,
          version: 1,
          status: 'published',
          data: JSON.stringify({ title: 'Older', body: '' }),
          created_at: row.updated_at,
          editor_id: null,
          editor_email: null,
        },
      ]);
      expect(row.version).toBe(1);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('keeps the unique identity of an entry (type, key, site, status)', async () => {
    const db = await store();
    const duplicate = addEntry(db, {
      type: 'page',
      key: 'faq',
      status: 'published',
      data: { title: 'Again', body: '' },
    });
    await expect(duplicate).rejects.toThrow();
  });

  it('seeds a catalogue of at least 80 products and 250 variants with every badge and some sold out (issue 3)', async () => {
    const db = await store();
    const catalogue = await loadCatalogue(db);
    const variants = catalogue.flatMap((p) => p.variants);
    expect(catalogue.length).toBeGreaterThanOrEqual(80);
    expect(variants.length).toBeGreaterThanOrEqual(250);
    const badges = new Set(variants.flatMap((v) => v.badgeTags));
    expect([...badges].sort()).toEqual([
      'back-in-stock',
      'best-seller',
      'brand-new',
      'deal',
      'discontinued-soon',
      'featured',
      'limited-stock',
      'new-flavor',
      'new-formula',
      'new-innovation',
      'new-look',
      'out-of-stock',
    ]);
    expect(variants.filter((v) => !v.inStock).length).toBeGreaterThan(5);
    // A bag's weight, or one can of a case (issue 37 §5), lies in its facet's range.
    for (const v of variants) {
      const [low, high] = v.weightUnit === 'lbs' ? [1, 45] : [2.5, 13];
      expect(v.weight / v.packCount, v.sku).toBeGreaterThanOrEqual(low);
      expect(v.weight / v.packCount, v.sku).toBeLessThanOrEqual(high);
    }
    const treats = catalogue.filter((p) => p.attributes.foodForm === 'treats');
    expect(treats.length).toBeGreaterThan(0);
    expect(treats.every((p) => p.attributes.sites.join() === 'DTC' && p.species.join() === 'dog')).toBe(true);
    const pd = catalogue.filter((p) => p.attributes.brand === 'prescription-diet');
    expect(pd.length).toBeGreaterThan(0);
    expect(pd.every((p) => p.attributes.sites.join() === 'HPSF')).toBe(true);
  });

  it("spreads each variant's stock over the regions without losing a unit", async () => {
    const db = await store();
    const variants = await db.selectFrom('variants').select(['sku', 'stock']).execute();
    const regional = await db.selectFrom('regional_stock').select(['sku', 'quantity']).execute();
    const bySku = new Map<string, number>();
    for (const row of regional) bySku.set(row.sku, (bySku.get(row.sku) ?? 0) + row.quantity);
    expect(variants.filter((v) => bySku.get(v.sku) !== v.stock)).toEqual([]);
  });
});
