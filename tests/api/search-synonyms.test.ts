// Synonyms editors keep in the studio (issue 40 §3): seeded with a useful list, checked at the field, and live on
// every instance within 2 s of publishing; archived, the word finds nothing again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStore, signedIn, type Browser, type OwnStore } from '../support/checkout';
import { within2s } from '../support/poll';

type Entry = { id: string; version: number };
type Answer = { entry: Entry; error?: { code: string; issues?: { path: (string | number)[]; message: string }[] } };

let store: OwnStore;
let editor: Browser;

beforeAll(async () => {
  store = await ownStore('search-synonyms', {}, {});
  editor = await signedIn(store.servers[0]!.url, 'editor@example.com');
});
afterAll(() => store?.stop());

const admin = (path: string, body: unknown) => editor.post<Answer>(`/api/cms/v1.0/admin/${path}`, body);

/** The handles a search finds on one instance, best first. */
async function found(base: string, query: string): Promise<string[]> {
  const answer = await fetch(`${base}/api/cms/v1.0/get-products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ search: query, limit: 100 }),
  });
  return ((await answer.json()) as { products: { handle: string }[] }).products.map((p) => p.handle);
}

describe('search synonyms in the studio (issue 40 §3)', () => {
  it('are seeded: "kitty" finds cat food, "canned" finds wet food', async () => {
    const base = store.servers[0]!.url;
    expect((await found(base, 'kitty')).every((h) => h.endsWith('-cat'))).toBe(true);
    expect((await found(base, 'kitty')).length).toBeGreaterThan(5);
    expect((await found(base, 'canned')).every((h) => /-wet-|-can-/.test(h))).toBe(true);
  });

  it('refuses a term with no word, or of more than four words, at the field', async () => {
    const bad = await admin('save-entry', {
      type: 'search_synonym',
      key: 'bad-one',
      site: 'ALL',
      data: { term: '!!!', means: ['one two three four five'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.issues?.map((i) => i.path.join('.'))).toEqual(['data.term', 'data.means.0']);
  });

  it('a published synonym finds its meaning on every instance within 2 s; archived, it finds nothing again', async () => {
    const [first, second] = store.servers.map((s) => s.url) as [string, string];
    expect(await found(second, 'moggy')).toEqual([]);
    const saved = await admin('save-entry', {
      type: 'search_synonym',
      key: 'moggy',
      site: 'ALL',
      data: { term: 'moggy', means: ['cat'] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await found(first, 'moggy')).toEqual([]); // a draft finds nothing yet
    const published = await admin('publish-entry', { id: saved.body.entry.id, version: saved.body.entry.version });
    expect(published.status).toBe(200);
    const cats = await within2s(
      () => found(second, 'moggy'),
      (handles) => handles.length > 0,
    );
    expect(cats).toEqual(await found(second, 'cat'));
    expect((await admin('archive-entry', { id: saved.body.entry.id })).status).toBe(200);
    expect(
      await within2s(
        () => found(second, 'moggy'),
        (handles) => handles.length === 0,
      ),
    ).toEqual([]);
  });
});
