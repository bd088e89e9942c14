// The editors' studio (issue: content studio; API.md "Content studio"), on a store of its own: drafts, publishing,
// stale saves, bad data, reverting, archiving, history, the audit trail, rich text and previews.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStore, signedIn, type Browser, type OwnStore } from '../support/checkout';
import { Shopper } from '../support/shopper';
import { dialect } from '../support/databases';

type Entry = {
  id: string;
  type: string;
  key: string;
  site: string;
  status: string;
  version: number;
  data: Record<string, unknown>;
  updatedAt: string;
  updatedBy: string | null;
};
type Failure = { error: { code: string; message: string; issues?: { path: (string | number)[] }[] } };
type EntryAnswer = { entry: Entry } & Partial<Failure>;

let store: OwnStore;
let base: string;
let editor: Browser;
let shopper: Browser;

beforeAll(async () => {
  store = await ownStore('studio');
  base = store.servers[0]!.url;
  editor = await signedIn(base, 'editor@example.com');
  shopper = await signedIn(base, 'shopper@example.com');
});
afterAll(async () => {
  await store?.stop();
});

const admin = <T = EntryAnswer>(who: Shopper, path: string, body: unknown) =>
  who.post<T>(`/api/cms/v1.0/admin/${path}`, body);
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

async function announcementTexts(who: Shopper = new Shopper(base)): Promise<string[]> {
  const answer = await who.post<{ announcements: { text: string }[] }>('/api/cms/v1.0/get-announcements', {});
  expect(answer.status).toBe(200);
  return answer.body.announcements.map((a) => a.text);
}

async function saved(body: Record<string, unknown>): Promise<Entry> {
  const answer = await admin(editor, 'save-entry', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.entry;
}

async function published(entry: Entry): Promise<Entry> {
  const answer = await admin(editor, 'publish-entry', { id: entry.id, version: entry.version });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.entry;
}

const newAnnouncement = (text: string, key = unique('note')) =>
  saved({ type: 'announcement', key, site: 'DTC', data: { text } });

describe(`the content studio on ${dialect}`, () => {
  it('answers 401 to a guest and 403 to a shopper on every admin call, and nothing happens', async () => {
    const calls: [string, unknown][] = [
      ['list-entries', {}],
      ['get-entry', { id: 'x' }],
      ['save-entry', { type: 'announcement', key: 'intruder', site: 'ALL', data: { text: 'Hacked' } }],
      ['publish-entry', { id: 'x', version: 1 }],
      ['archive-entry', { id: 'x' }],
      ['revert-entry', { id: 'x', version: 1 }],
      ['list-audit', {}],
    ];
    const guest = new Shopper(base);
    for (const [path, body] of calls) {
      const asGuest = await admin<Failure>(guest, path, body);
      expect([path, asGuest.status, asGuest.body.error.code]).toEqual([path, 401, 'UNAUTHENTICATED']);
      const asShopper = await admin<Failure>(shopper, path, body);
      expect([path, asShopper.status, asShopper.body.error.code]).toEqual([path, 403, 'FORBIDDEN']);
    }
    const intruder = await store.db
      .selectFrom('content_entries')
      .select('id')
      .where('key', '=', 'intruder')
      .executeTakeFirst();
    expect(intruder).toBeUndefined();
  });

  it('lists entries without their data, filtered by type, site and status, and finds them by their words', async () => {
    const all = await admin<{ entries: Entry[] }>(editor, 'list-entries', { type: 'announcement' });
    expect(all.status).toBe(200);
    expect(all.body.entries.map((e) => e.key)).toEqual(
      expect.arrayContaining(['free-shipping', 'autoship', 'program']),
    );
    for (const entry of all.body.entries) {
      expect(entry).not.toHaveProperty('data');
      expect(entry).toMatchObject({ type: 'announcement', version: expect.any(Number), updatedAt: expect.any(String) });
    }
    const staff = await admin<{ entries: Entry[] }>(editor, 'list-entries', { type: 'announcement', site: 'HPSF' });
    expect(staff.body.entries.map((e) => e.key)).toEqual(['program']);

    const found = await admin<{ entries: Entry[] }>(editor, 'list-entries', { q: 'district of COLUMBIA' });
    expect(found.body.entries.map((e) => `${e.type}/${e.key}`)).toEqual(['page/shipping']);
    const byKey = await admin<{ entries: Entry[] }>(editor, 'list-entries', { q: 'returns-refunds' });
    // the page of that key, and the home page's badge and the footer menu that link to it
    expect(byKey.body.entries.map((e) => `${e.type}/${e.key}`)).toEqual([
      'goodness_box_badge/guarantee',
      'navigation/footer',
      'page/returns-refunds',
    ]);

    const draft = await newAnnouncement('Only a draft so far');
    const drafts = await admin<{ entries: Entry[] }>(editor, 'list-entries', { status: 'draft' });
    expect(drafts.body.entries.map((e) => e.id)).toContain(draft.id);
    expect(drafts.body.entries.every((e) => e.status === 'draft')).toBe(true);
    const live = await admin<{ entries: Entry[] }>(editor, 'list-entries', { status: 'published' });
    expect(live.body.entries.map((e) => e.id)).not.toContain(draft.id);

    const seeded = all.body.entries.find((e) => e.key === 'program')!;
    const history = await admin<{ history: unknown[] }>(editor, 'get-entry', { id: seeded.id });
    expect(history.body.history).toEqual([{ version: 1, status: 'published', at: expect.any(String), by: null }]);

    const bad = await admin<Failure>(editor, 'list-entries', { type: 'recipe' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('keeps a draft from shoppers, shows it the moment it is published, and keeps the published text while a newer draft waits', async () => {
    const first = `Spring sale ${randomUUID().slice(0, 6)}`;
    const draft = await newAnnouncement(first);
    expect(draft).toMatchObject({
      type: 'announcement',
      site: 'DTC',
      status: 'draft',
      version: 1,
      liveVersion: null,
      data: { text: first },
      updatedBy: 'editor@example.com',
    });
    expect(await announcementTexts()).not.toContain(first); // and the cache now holds the list without it

    const live = await published(draft);
    expect(live).toMatchObject({ status: 'published', version: 1, liveVersion: 1 });
    expect(await announcementTexts()).toContain(first); // the cache was dropped: at once, on this instance

    const second = `${first}, now longer`;
    const next = await saved({
      id: draft.id,
      type: 'announcement',
      key: draft.key,
      site: 'DTC',
      data: { text: second },
      version: 1,
    });
    expect(next).toMatchObject({ status: 'draft', version: 2, liveVersion: 1, data: { text: second } });
    const texts = await announcementTexts();
    expect(texts).toContain(first);
    expect(texts).not.toContain(second);

    await published(next);
    const after = await announcementTexts();
    expect(after).toContain(second);
    expect(after).not.toContain(first);
  });

  it('refuses a stale version with 409 CONFLICT and saves nothing', async () => {
    const entry = await newAnnouncement('Version one');
    const two = await saved({ ...pick(entry), data: { text: 'Version two' }, version: 1 });
    expect(two.version).toBe(2);

    const stale = await admin<Failure>(editor, 'save-entry', {
      ...pick(entry),
      data: { text: 'Lost update' },
      version: 1,
    });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'CONFLICT']);
    const stalePublish = await admin<Failure>(editor, 'publish-entry', { id: entry.id, version: 1 });
    expect([stalePublish.status, stalePublish.body.error.code]).toEqual([409, 'CONFLICT']);

    const now = await admin<{ entry: Entry; history: unknown[] }>(editor, 'get-entry', { id: entry.id });
    expect(now.body.entry).toMatchObject({ version: 2, status: 'draft', data: { text: 'Version two' } });
    expect(now.body.history).toHaveLength(2);
    const row = await store.db
      .selectFrom('content_entries')
      .select(['version', 'status'])
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ version: 2, status: 'draft' });

    // Two editors save over version 2 at the same moment: one wins, the other is told, and one version is added.
    const race = await Promise.all(
      ['Editor A', 'Editor B'].map((text) =>
        admin<Failure>(editor, 'save-entry', { ...pick(entry), data: { text }, version: 2 }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const afterRace = await admin<{ entry: Entry; history: unknown[] }>(editor, 'get-entry', { id: entry.id });
    expect([afterRace.body.entry.version, afterRace.body.history.length]).toEqual([3, 3]);

    const noVersion = await admin<Failure>(editor, 'save-entry', { ...pick(entry), data: { text: 'No token' } });
    expect([noVersion.status, noVersion.body.error.issues?.[0]?.path]).toEqual([400, ['version']]);
    const taken = await admin<Failure>(editor, 'save-entry', {
      type: 'announcement',
      key: 'free-shipping',
      site: 'DTC',
      data: { text: 'Twin' },
    });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'CONFLICT']);
    const missing = await admin<Failure>(editor, 'publish-entry', { id: randomUUID(), version: 1 });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers 400 with issues whose paths lead into data, and saves nothing', async () => {
    const key = unique('menu');
    const menu = await admin<Failure>(editor, 'save-entry', {
      type: 'navigation',
      key,
      site: 'ALL',
      data: { title: 'Menu', items: [{ url: '/dog' }] },
    });
    expect([menu.status, menu.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    expect(menu.body.error.issues?.map((i) => i.path)).toContainEqual(['data', 'items', 0, 'label']);

    const suggestions = await admin<Failure>(editor, 'save-entry', {
      type: 'no_results_suggestions',
      key,
      site: 'ALL',
      data: {
        headline: 'Try',
        suggestions: [
          { label: 'Dog', url: '/dog' },
          { label: '', url: '/cat' },
        ],
      },
    });
    expect(suggestions.body.error.issues?.map((i) => i.path)).toEqual([['data', 'suggestions', 1, 'label']]);

    const badKey = await admin<Failure>(editor, 'save-entry', {
      type: 'page',
      key: 'Not A Slug',
      site: 'ALL',
      data: { title: 'T', body: '' },
    });
    expect([badKey.status, badKey.body.error.issues?.[0]?.path]).toEqual([400, ['key']]);

    const entry = await newAnnouncement('Good data');
    const bad = await admin<Failure>(editor, 'save-entry', { ...pick(entry), data: { text: '' }, version: 1 });
    expect([bad.status, bad.body.error.issues?.[0]?.path]).toEqual([400, ['data', 'text']]);

    const listed = await admin<{ entries: Entry[] }>(editor, 'list-entries', { q: key });
    expect(listed.body.entries).toEqual([]);
    const kept = await admin<{ entry: Entry }>(editor, 'get-entry', { id: entry.id });
    expect(kept.body.entry).toMatchObject({ version: 1, data: { text: 'Good data' } });
  });

  it('reverts to an earlier version as a new draft, lists every version with who and when, and audits each action', async () => {
    const entry = await newAnnouncement('The first words');
    const two = await saved({ ...pick(entry), data: { text: 'The second words' }, version: 1 });
    await published(two);
    const reverted = await admin(editor, 'revert-entry', { id: entry.id, version: 1 });
    expect(reverted.status).toBe(200);
    expect(reverted.body.entry).toMatchObject({ status: 'draft', version: 3, data: { text: 'The first words' } });
    const texts = await announcementTexts();
    expect(texts).toContain('The second words'); // the published version stays live
    expect(texts).not.toContain('The first words');

    const read = await admin<{
      entry: Entry;
      history: { version: number; status: string; at: string; by: string | null }[];
    }>(editor, 'get-entry', { id: entry.id });
    expect(read.body.history.map((h) => [h.version, h.status, h.by])).toEqual([
      [3, 'draft', 'editor@example.com'],
      [2, 'published', 'editor@example.com'],
      [1, 'draft', 'editor@example.com'],
    ]);
    for (const item of read.body.history) expect(Date.parse(item.at)).toBeGreaterThan(Date.now() - 60_000);

    const missing = await admin<Failure>(editor, 'revert-entry', { id: entry.id, version: 9 });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);

    type Events = {
      events: {
        at: string;
        by: string;
        action: string;
        entryId: string;
        type: string;
        key: string;
        fromVersion: number | null;
        toVersion: number | null;
      }[];
    };
    const audit = await admin<Events>(editor, 'list-audit', { entryId: entry.id });
    expect(audit.status).toBe(200);
    expect(audit.body.events.map((e) => [e.action, e.fromVersion, e.toVersion])).toEqual([
      ['revert', 2, 3],
      ['publish', null, 2],
      ['save', 1, 2],
      ['create', null, 1],
    ]);
    for (const event of audit.body.events)
      expect(event).toMatchObject({
        by: 'editor@example.com',
        entryId: entry.id,
        type: 'announcement',
        key: entry.key,
      });
    const latest = await admin<Events>(editor, 'list-audit', { limit: 1 });
    expect(latest.body.events).toHaveLength(1);
    expect(latest.body.events[0]).toMatchObject({ action: 'revert', entryId: entry.id });
  });

  it('archives an entry: gone for shoppers at once, its versions kept', async () => {
    const text = `Archived soon ${randomUUID().slice(0, 6)}`;
    const live = await published(await newAnnouncement(text));
    expect(await announcementTexts()).toContain(text);
    const archived = await admin(editor, 'archive-entry', { id: live.id });
    expect(archived.status).toBe(200);
    expect(archived.body.entry).toMatchObject({ status: 'archived', version: 1 });
    expect(await announcementTexts()).not.toContain(text);
    const listed = await admin<{ entries: Entry[] }>(editor, 'list-entries', { status: 'archived' });
    expect(listed.body.entries.map((e) => e.id)).toContain(live.id);
    const read = await admin<{ history: { status: string }[] }>(editor, 'get-entry', { id: live.id });
    expect(read.body.history.map((h) => h.status)).toEqual(['archived']);

    const back = await published(archived.body.entry); // and an archived entry can go live again
    expect(back.status).toBe('published');
    expect(await announcementTexts()).toContain(text);
  });

  it('stores a page body sanitised: scripts, handlers, javascript: links and frames never reach the database', async () => {
    const key = unique('xss');
    const entry = await saved({
      type: 'page',
      key,
      site: 'ALL',
      data: {
        title: 'Safe page',
        body:
          '<p>Hello</p><script>alert("s")</script><img src="/cms/site-404.svg" alt="bowl" onerror="alert(1)">' +
          '<a href="javascript:alert(2)">click</a><a href="/faq" target="_blank">FAQ</a>' +
          '<iframe src="https://evil.example/"></iframe>',
      },
    });
    const body = String(entry.data.body);
    expect(body).not.toMatch(/<script|onerror|javascript:|<iframe|alert/i);
    expect(body).toContain('<p>Hello</p>');
    expect(body).toContain('target="_blank"');
    const stored = await store.db
      .selectFrom('content_versions')
      .select('data')
      .where('entry_id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(stored.data).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    await published(entry);
    const page = await fetch(`${base}/${key}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<p>Hello</p>');
    expect(html).not.toMatch(/onerror|javascript:alert|<iframe/i);
  });

  it('shows an editor the drafts with ?preview=1, says so, and keeps it private; anyone else sees the published page', async () => {
    const key = unique('preview');
    const page = await saved({
      type: 'page',
      key,
      site: 'ALL',
      data: { title: 'Preview page', body: '<p>Published words</p>' },
    });
    await published(page);
    await saved({ ...pick(page), data: { title: 'Preview page', body: '<p>Draft words</p>' }, version: 1 });
    const draftNote = `Draft announcement ${randomUUID().slice(0, 6)}`;
    await newAnnouncement(draftNote);

    const preview = await editor.get(`/${key}?preview=1`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    const html = await preview.text();
    expect(html).toContain('Draft words');
    expect(html).not.toContain('Published words');
    expect(html).toMatch(/role="status"[^>]*>\s*<strong[^>]*>Preview: you are seeing drafts/);
    expect(html).toContain(draftNote); // the page's announcements are previewed too

    const plain = await (await editor.get(`/${key}`)).text();
    expect(plain).toContain('Published words');
    expect(plain).not.toContain('Preview: you are seeing drafts');

    for (const who of [new Shopper(base), shopper]) {
      const response = await who.get(`/${key}?preview=1`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('Published words');
      expect(text).not.toContain('Draft words');
      expect(text).not.toContain(draftNote);
      expect(text).not.toContain('Preview: you are seeing drafts');
    }
    // The preview filled no cache: a guest still sees the published announcements only.
    expect(await announcementTexts()).not.toContain(draftNote);

    const unpublished = unique('unpublished');
    await saved({ type: 'page', key: unpublished, site: 'ALL', data: { title: 'Not yet', body: '<p>Soon</p>' } });
    expect((await editor.get(`/${unpublished}?preview=1`)).status).toBe(200);
    expect((await fetch(`${base}/${unpublished}?preview=1`)).status).toBe(404);
  });

  it('gives the account pages the words and the orders page size the editor publishes', async () => {
    const listed = await admin<{ entries: Entry[] }>(editor, 'list-entries', { type: 'account_pages_settings' });
    const settings = listed.body.entries.find((e) => e.key === 'settings')!;
    const page = async (path: string) => (await shopper.get(path)).text();
    expect(await page('/account/dashboard')).toContain('Manage your orders, autoships and addresses in one place.');
    const ordersBefore = (await page('/account/orders')).match(/href="\/account\/orders\/[^"]+">Order /g)?.length ?? 0;
    expect(ordersBefore).toBeGreaterThan(1);

    const words = {
      dashboardIntro: `Everything about the food of your pets ${unique('intro')}.`,
      ordersPageSize: 1,
      autoshipHelp: `Pause or change a delivery any time ${unique('autoship')}.`,
      addressBookHelp: `Pick the address we send to first ${unique('book')}.`,
    };
    const draft = await saved({ ...pick(settings), data: words, version: settings.version });
    expect(await page('/account/dashboard')).not.toContain(words.dashboardIntro); // a draft is the editor's alone
    await published(draft);
    expect(await page('/account/dashboard')).toContain(words.dashboardIntro);
    expect(await page('/account/autoships')).toContain(words.autoshipHelp);
    expect(await page('/account/address-book')).toContain(words.addressBookHelp);
    expect((await page('/account/orders')).match(/href="\/account\/orders\/[^"]+">Order /g)?.length).toBe(1);
  });
});

function pick(entry: Entry) {
  return { id: entry.id, type: entry.type, key: entry.key, site: entry.site };
}
