// Redirects and deal SKUs edited in the studio (API.md "Content studio", types `redirect` and `skus_with_deal`), on a
// store of its own with two instances on one database, DTC and HPSF: a published redirect is what the navigation
// guard follows (spec 000 §2), and a published entry's SKUs are deals (spec 000 §3 Badge tags, §7 get-skus-with-deal),
// on every instance within 2 s.
import { randomUUID } from 'node:crypto';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/lib/db/connect.server';
import { migrations } from '../../src/lib/db/migrations/index';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { ownStore, signedIn, type Browser, type OwnStore } from '../support/checkout';
import { dialect, freshDatabase } from '../support/databases';
import { Shopper } from '../support/shopper';
import { within2s } from '../support/poll';

type Entry = { id: string; type: string; key: string; site: string; status: string; version: number; data: unknown };
type Failure = { error: { code: string; message: string; issues?: { path: (string | number)[]; message: string }[] } };
type EntryAnswer = { entry: Entry } & Partial<Failure>;

let store: OwnStore;
let dtc: string;
let hpsf: string;
let editor: Browser;

beforeAll(async () => {
  store = await ownStore('redirects', {}, { SITE_ID: 'HPSF' });
  [dtc, hpsf] = store.servers.map((s) => s.url) as [string, string];
  editor = await signedIn(dtc, 'editor@example.com');
});
afterAll(async () => {
  await store?.stop();
});

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;
const admin = <T = EntryAnswer>(path: string, body: unknown) => editor.post<T>(`/api/cms/v1.0/admin/${path}`, body);

async function saved(body: Record<string, unknown>): Promise<Entry> {
  const answer = await admin('save-entry', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.entry;
}

async function published(entry: Entry): Promise<Entry> {
  const answer = await admin('publish-entry', { id: entry.id, version: entry.version });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.entry;
}

async function archived(entry: Entry): Promise<Entry> {
  const answer = await admin('archive-entry', { id: entry.id });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.entry;
}

/** What a guest's request for a page answers: its status and where it sends them. */
async function visit(base: string, path: string): Promise<{ status: number; location: string | null }> {
  const response = await new Shopper(base).get(path);
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

const redirectRows = (from: string) =>
  store.db.selectFrom('redirects').selectAll().where('from_path', '=', from).execute();

describe(`redirects edited in the studio on ${dialect} (spec 000 §2 Navigation guard)`, () => {
  it('lists the seeded redirects as published entries for all sites, each the source of its row of the table', async () => {
    const listed = await admin<{ entries: Entry[] }>('list-entries', { type: 'redirect' });
    expect(listed.body.entries.map((e) => [e.key, e.site, e.status])).toEqual([
      ['cat-food', 'ALL', 'published'],
      ['dog-food', 'ALL', 'published'],
      ['help', 'ALL', 'published'],
      ['vet-locator', 'ALL', 'published'],
    ]);
    const vets = listed.body.entries.find((e) => e.key === 'vet-locator')!;
    const read = await admin<{ entry: Entry; history: { version: number; status: string }[] }>('get-entry', {
      id: vets.id,
    });
    expect(read.body.entry.data).toEqual({
      from: '/vet-locator',
      to: 'https://www.example.org/find-a-veterinarian',
      statusCode: 302,
      external: true,
    });
    expect(read.body.history.map((h) => [h.version, h.status])).toEqual([[1, 'published']]);
    const rows = await store.db.selectFrom('redirects').select(['id', 'from_path']).orderBy('from_path').execute();
    expect(rows.map((r) => r.from_path)).toEqual(['/cat-food', '/dog-food', '/help', '/vet-locator']);
    expect(rows.map((r) => r.id).sort()).toEqual(listed.body.entries.map((e) => e.id).sort());
    expect(await visit(dtc, '/dog-food')).toEqual({ status: 301, location: '/products/dog/species' });
  });

  it('answers a published redirect’s status and Location on every instance; a newer version replaces it; archiving brings the page back', async () => {
    const key = unique('spring-sale');
    const from = `/${key}`;
    expect(await visit(dtc, from)).toEqual({ status: 404, location: null }); // and both instances cache the table
    expect(await visit(hpsf, from)).toEqual({ status: 404, location: null });

    const draft = await saved({ type: 'redirect', key, site: 'ALL', data: { from, to: '/faq', statusCode: 308 } });
    expect(draft.data).toEqual({ from, to: '/faq', statusCode: 308, external: false });
    expect(await visit(dtc, from)).toEqual({ status: 404, location: null }); // a draft is not followed
    expect(await redirectRows(from)).toEqual([]);

    const live = await published(draft);
    expect(await visit(dtc, from)).toEqual({ status: 308, location: '/faq' }); // at once where it was published
    expect(
      await within2s(
        () => visit(hpsf, from),
        (v) => v.status === 308,
      ),
    ).toEqual({ status: 308, location: '/faq' });
    expect(await visit(dtc, `${from.toUpperCase()}/?utm=spring`)).toEqual({ status: 308, location: '/faq?utm=spring' });
    expect(await redirectRows(from)).toEqual([
      {
        id: live.id,
        from_path: from,
        to_url: '/faq',
        status_code: 308,
        is_external: 0,
        updated_at: expect.any(String),
      },
    ]);

    const next = await saved({
      id: live.id,
      type: 'redirect',
      key,
      site: 'ALL',
      data: { from, to: '/products/cat/species', statusCode: 302 },
      version: live.version,
    });
    expect(await visit(dtc, from)).toEqual({ status: 308, location: '/faq' }); // the published version stays
    await published(next);
    expect(await visit(dtc, from)).toEqual({ status: 302, location: '/products/cat/species' });
    expect((await redirectRows(from)).map((r) => [r.id, r.to_url, r.status_code])).toEqual([
      [live.id, '/products/cat/species', 302],
    ]);

    await archived(next);
    expect(await visit(dtc, from)).toEqual({ status: 404, location: null });
    expect(
      await within2s(
        () => visit(hpsf, from),
        (v) => v.status === 404,
      ),
    ).toEqual({ status: 404, location: null });
    expect(await redirectRows(from)).toEqual([]);
  });

  it('follows an http(s) target only when it is flagged external: unflagged is 400 on `external` and nothing is saved', async () => {
    const key = unique('vets');
    const from = `/${key}`;
    const data = { from, to: 'https://www.example.org/vets', statusCode: 302 };
    const unflagged = await admin<Failure>('save-entry', { type: 'redirect', key, site: 'ALL', data });
    expect([unflagged.status, unflagged.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    expect(unflagged.body.error.issues).toEqual([
      { path: ['data', 'external'], message: expect.stringMatching(/must be ticked/) },
    ]);
    const stored = await store.db.selectFrom('content_entries').select('id').where('key', '=', key).execute();
    expect(stored).toEqual([]);
    expect(await redirectRows(from)).toEqual([]);

    await published(await saved({ type: 'redirect', key, site: 'ALL', data: { ...data, external: true } }));
    expect(await visit(dtc, from)).toEqual({ status: 302, location: 'https://www.example.org/vets' });
  });

  it('answers an unflagged external target in the table with the error page and logs it, never following it (spec 000 §2 Navigation guard)', async () => {
    // The studio refuses to publish one, but a row written around it (an import, an old migration) may exist.
    const from = `/${unique('unflagged')}`;
    await store.db
      .insertInto('redirects')
      .values({
        id: randomUUID(),
        from_path: from,
        to_url: 'https://www.example.org/elsewhere',
        status_code: 302,
        is_external: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await editor.post('/api/delete-cache-item', { cacheKey: 'redirects' })).status).toBe(200);
    const response = await new Shopper(dtc).get(from);
    const page = await response.text();
    expect([response.status, response.headers.get('location')]).toEqual([500, null]);
    expect(page).toMatch(/<title>500 Error \| /);
    expect(page).toContain('Something went wrong');
    // The fatal error shows the error page's content: its message, image and calls to action (spec 000 §2).
    expect(page).toContain('If it keeps happening, tell us through Contact Us and we will look into it.');
    expect(page).toContain('An empty food bowl beside a puzzled dog');
    expect(page).toContain('Shop All Pet Food');
    expect(page).not.toContain("We couldn't find that page");
    const logged = store.servers[0]!.output()
      .split('\n')
      .filter((line) => line.includes('"redirect refused"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        path: from,
        reason: 'external redirect to https://www.example.org/elsewhere is not flagged as external',
      }),
    );
  });

  it('refuses to publish a second redirect from the same path: 409, the table and the first redirect unchanged', async () => {
    const first = await published(
      await saved({ type: 'redirect', key: unique('twice'), site: 'ALL', data: { from: '/twice-over', to: '/faq' } }),
    );
    const before = await redirectRows('/twice-over');
    const second = await saved({
      type: 'redirect',
      key: unique('twice'),
      site: 'ALL',
      data: { from: '/Twice-Over/', to: '/contact-us' }, // the same path as the guard looks it up
    });
    const refused = await admin<Failure>('publish-entry', { id: second.id, version: second.version });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'CONFLICT']);
    expect(refused.body.error.message).toBe(
      `Redirect "${first.key}" already leads from /Twice-Over/: archive it first, or change From`,
    );
    expect(refused.body.error.issues?.map((i) => i.path)).toEqual([['data', 'from']]);
    expect(await redirectRows('/twice-over')).toEqual(before);
    expect(await visit(dtc, '/twice-over')).toEqual({ status: 301, location: '/faq' });
    const kept = await admin<{ entry: Entry; history: { status: string }[] }>('get-entry', { id: second.id });
    expect([kept.body.entry.status, kept.body.history.map((h) => h.status)]).toEqual(['draft', ['draft']]);
    const audit = await admin<{ events: { action: string }[] }>('list-audit', { entryId: second.id });
    expect(audit.body.events.map((e) => e.action)).toEqual(['create']);

    // A seeded one counts too; once the first is archived, the second may go live.
    const help = await saved({ type: 'redirect', key: unique('help'), site: 'ALL', data: { from: '/help', to: '/' } });
    expect((await admin('publish-entry', { id: help.id, version: help.version })).status).toBe(409);
    await archived(first);
    await published(second);
    expect(await visit(dtc, '/twice-over')).toEqual({ status: 301, location: '/contact-us' });
  });

  it('refuses what the guard never redirects, a redirect to itself and one for a single site, each on its field', async () => {
    const problems: [Record<string, unknown>, (string | number)[]][] = [
      [{ site: 'ALL', data: { from: '/admin', to: '/faq' } }, ['data', 'from']],
      [{ site: 'ALL', data: { from: '/api/cms/v1.0/get-contact', to: '/faq' } }, ['data', 'from']],
      [{ site: 'ALL', data: { from: '/products/products/dog', to: '/faq' } }, ['data', 'from']],
      [{ site: 'ALL', data: { from: 'no-slash', to: '/faq' } }, ['data', 'from']],
      [{ site: 'ALL', data: { from: '/loop', to: '/Loop/' } }, ['data', 'to']],
      [{ site: 'ALL', data: { from: '/js', to: 'javascript:alert(1)' } }, ['data', 'to']],
      [{ site: 'ALL', data: { from: '/code', to: '/faq', statusCode: 200 } }, ['data', 'statusCode']],
      [{ site: 'DTC', data: { from: '/dtc-only', to: '/faq' } }, ['site']],
    ];
    for (const [body, path] of problems) {
      const answer = await admin<Failure>('save-entry', { type: 'redirect', key: unique('bad'), ...body });
      expect([answer.status, answer.body.error.issues?.[0]?.path], JSON.stringify(body)).toEqual([400, path]);
    }
    const stored = await store.db.selectFrom('content_entries').select('id').where('key', 'like', 'bad-%').execute();
    expect(stored).toEqual([]);
  });
});

describe(`deal SKUs edited in the studio on ${dialect} (spec 000 §3 Badge tags, §7 get-skus-with-deal)`, () => {
  type Product = { handle: string; variants: { sku: string; variantURL: string; badgeTags: string[] }[] };

  const dealSkus = async (base: string) =>
    (await new Shopper(base).post<{ skus: string[] }>('/api/cms/v1.0/get-skus-with-deal', {})).body.skus;

  /** A size sold on both sites with no badge at all, so that a Deal badge can only come from the studio. */
  async function plainSkus(count: number): Promise<Product['variants']> {
    const catalogue = async (base: string) =>
      (await new Shopper(base).post<{ products: Product[] }>('/api/cms/v1.0/get-products', { limit: 100 })).body
        .products;
    const [onDtc, onHpsf] = await Promise.all([catalogue(dtc), catalogue(hpsf)]);
    const staffSkus = new Set(onHpsf.flatMap((p) => p.variants.map((v) => v.sku)));
    const plain = onDtc.flatMap((p) => p.variants).filter((v) => v.badgeTags.length === 0 && staffSkus.has(v.sku));
    expect(plain.length).toBeGreaterThanOrEqual(count);
    return plain.slice(0, count);
  }

  /** The card of a search for the SKU: the listing shows that size (spec 000 §2 Product card). */
  async function cardOf(sku: string): Promise<string> {
    const response = await new Shopper(dtc).get(`/products?search=${encodeURIComponent(sku)}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    const card = page.match(new RegExp(`<article class="card"[^>]*data-sku="${sku}"[^>]*>[\\s\\S]*?</article>`));
    expect(card, `a card for ${sku}`).not.toBeNull();
    return card![0];
  }

  async function productPage(variant: Product['variants'][number]): Promise<string> {
    const response = await new Shopper(dtc).get(`/products/${variant.variantURL}?sku=${variant.sku}`);
    expect(response.status).toBe(200);
    return response.text();
  }

  const DEAL_BADGE = /<li class="badge badge--deal"[^>]*>Deal<\/li>/;

  it('adds a published entry’s SKUs to the site’s deals and shows its Deal badge; archiving takes them away', async () => {
    const [chosen] = await plainSkus(1);
    const [tagged] = await dealSkus(dtc); // a SKU tagged badge::deal in the catalogue
    expect(tagged).toBeDefined();
    expect(await dealSkus(dtc)).not.toContain(chosen!.sku);
    expect(await cardOf(chosen!.sku)).not.toMatch(DEAL_BADGE);
    expect(await productPage(chosen!)).not.toMatch(DEAL_BADGE);

    const entry = await saved({
      type: 'skus_with_deal',
      key: unique('deals'),
      site: 'DTC',
      data: { skus: [{ sku: chosen!.sku }, { sku: 'NO-SUCH-SKU' }, { sku: tagged! }] },
    });
    expect(await dealSkus(dtc)).not.toContain(chosen!.sku); // a draft changes nothing
    await published(entry);

    const skus = await dealSkus(dtc);
    expect(skus).toContain(chosen!.sku);
    expect(skus).toContain(tagged);
    expect(skus).not.toContain('NO-SUCH-SKU');
    expect(new Set(skus).size).toBe(skus.length);
    expect(await cardOf(chosen!.sku)).toMatch(DEAL_BADGE);
    expect(await productPage(chosen!)).toMatch(DEAL_BADGE);
    expect(await dealSkus(hpsf)).not.toContain(chosen!.sku); // the entry is for DTC only

    await archived(entry);
    expect(await dealSkus(dtc)).not.toContain(chosen!.sku);
    expect(await dealSkus(dtc)).toContain(tagged);
    expect(await cardOf(chosen!.sku)).not.toMatch(DEAL_BADGE);
  });

  it('makes an entry for all sites live on the other instance within 2 s', async () => {
    const [, second] = await plainSkus(2);
    expect(await dealSkus(hpsf)).not.toContain(second!.sku); // and the other instance has read its deals
    const entry = await published(
      await saved({
        type: 'skus_with_deal',
        key: unique('deals'),
        site: 'ALL',
        data: { skus: [{ sku: second!.sku }] },
      }),
    );
    expect(
      await within2s(
        () => dealSkus(hpsf),
        (skus) => skus.includes(second!.sku),
      ),
    ).toContain(second!.sku);
    await archived(entry);
    expect(
      await within2s(
        () => dealSkus(hpsf),
        (skus) => !skus.includes(second!.sku),
      ),
    ).not.toContain(second!.sku);
  });
});

describe(`redirects that were in the table before the studio (migration 0017, ${dialect})`, () => {
  it('become published entries for all sites with their first version, keyed by their path', async () => {
    const database = await freshDatabase('redirects');
    const db = connect(parseDatabaseUrl(database.url));
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0016_content_studio')).error).toBeUndefined();
      const at = '2024-05-01T10:00:00.000Z';
      const rows = [
        { id: 'r1', from_path: '/Old-Kibble/', to_url: '/products/dog/species', status_code: 301, is_external: 0 },
        {
          id: 'r2',
          from_path: '/old-kibble.html',
          to_url: 'https://www.example.org/',
          status_code: 302,
          is_external: 1,
        },
        { id: 'r3', from_path: '/old_kibble', to_url: '/faq', status_code: 308, is_external: 0 },
      ];
      await db
        .insertInto('redirects')
        .values(rows.map((row) => ({ ...row, updated_at: at })))
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const entries = await db
        .selectFrom('content_entries')
        .select(['id', 'type', 'key', 'site', 'status', 'version', 'data'])
        .orderBy('id')
        .execute();
      expect(entries.map(({ data, ...entry }) => ({ ...entry, data: JSON.parse(data) as unknown }))).toEqual([
        {
          id: 'r1',
          type: 'redirect',
          key: 'old-kibble',
          site: 'ALL',
          status: 'published',
          version: 1,
          data: { from: '/Old-Kibble/', to: '/products/dog/species', statusCode: 301, external: false },
        },
        {
          id: 'r2',
          type: 'redirect',
          key: 'old-kibble-html',
          site: 'ALL',
          status: 'published',
          version: 1,
          data: { from: '/old-kibble.html', to: 'https://www.example.org/', statusCode: 302, external: true },
        },
        {
          id: 'r3',
          type: 'redirect',
          key: 'old-kibble-2', // the key its path makes is taken
          site: 'ALL',
          status: 'published',
          version: 1,
          data: { from: '/old_kibble', to: '/faq', statusCode: 308, external: false },
        },
      ]);
      const versions = await db
        .selectFrom('content_versions')
        .select(['entry_id', 'version', 'status', 'created_at'])
        .orderBy('entry_id')
        .execute();
      expect(versions).toEqual([
        { entry_id: 'r1', version: 1, status: 'published', created_at: at },
        { entry_id: 'r2', version: 1, status: 'published', created_at: at },
        { entry_id: 'r3', version: 1, status: 'published', created_at: at },
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
