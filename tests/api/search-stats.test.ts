// What editors learn from searches (issue 40 §6), on a store of its own (SQLite, and PostgreSQL in npm run
// test:postgres): each search a shopper makes and each result chosen is counted without who made it, as the index reads
// the words; the studio's report gives the top searches and those that found nothing for 7 or 30 days, to editors
// only; a search redirect an editor publishes sends that search straight to its page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStore, signedIn, type Browser, type OwnStore } from '../support/checkout';
import { Shopper } from '../support/shopper';

type Row = { query: string; searches: number; chosen: number; results: number };
type Report = { site: string; days: number; since: string; top: Row[]; noResults: Row[] };

let store: OwnStore;
let base: string;
let editor: Browser;

beforeAll(async () => {
  store = await ownStore('search-stats');
  base = store.servers[0]!.url;
  editor = await signedIn(base, 'editor@example.com');
});
afterAll(() => store?.stop());

const searched = (query: string, kind: 'results' | 'chosen' | 'suggestion', shopper = new Shopper(base)) =>
  shopper.post<{ counted: boolean }>('/api/search/events', { query, kind });

async function report(days = 7, site?: string): Promise<Report> {
  const { status, body } = await editor.post<{ report: Report }>('/api/cms/v1.0/admin/search-report', {
    days,
    ...(site ? { site } : {}),
  });
  expect(status).toBe(200);
  return body.report;
}

describe('searches counted for editors (issue 40 §6)', () => {
  it('counts searches as the index reads them, with what they found and how often a result was chosen', async () => {
    for (const query of ['Puppies', 'puppy', 'PUPPY!'])
      expect((await searched(query, 'results')).body).toEqual({ counted: true });
    await searched('puppy', 'chosen');
    await searched('salmn', 'suggestion'); // a suggestion followed: a search, and a choice
    await searched('zzqx', 'results');
    await searched('zzqx', 'results');
    const { top, noResults, since } = await report();
    expect(since).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(top[0]).toEqual({ query: 'puppy', searches: 3, chosen: 1, results: expect.any(Number) });
    expect(top[0]!.results).toBeGreaterThan(3);
    expect(top).toContainEqual({ query: 'salmn', searches: 1, chosen: 1, results: expect.any(Number) });
    expect(top.find((r) => r.query === 'salmn')!.results).toBeGreaterThan(0); // found as "salmon"
    expect(noResults).toEqual([{ query: 'zzqx', searches: 2, chosen: 0, results: 0 }]);
  });

  it('keeps no one’s name: a signed-in shopper’s search is counted like a guest’s, and stored without who made it', async () => {
    const shopper = await signedIn(base, 'shopper@example.com');
    expect((await searched('lamb rice', 'results', shopper)).status).toBe(200);
    expect((await report()).top.find((r) => r.query === 'lamb rice')?.searches).toBe(1);
  });

  it('reports each site and period on its own', async () => {
    expect((await report(30)).top.length).toBeGreaterThan(0);
    expect(await report(7, 'HPSF')).toMatchObject({ site: 'HPSF', top: [], noResults: [] });
  });

  it('counts nothing for a query with no words, and refuses bad input with a clear 400 that changes nothing', async () => {
    expect((await searched('!!!', 'results')).body).toEqual({ counted: false });
    const before = await report();
    for (const body of [
      { query: 'x'.repeat(201), kind: 'results' },
      { query: 'chicken', kind: 'bought' },
      { query: 'a\u0000b', kind: 'results' },
      { kind: 'results' },
    ]) {
      const answer = await new Shopper(base).post<{ error: { code: string } }>('/api/search/events', body);
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(answer.body.error.code).toBe('BAD_REQUEST');
    }
    expect(await report()).toEqual(before);
    const days = await editor.post('/api/cms/v1.0/admin/search-report', { days: 9 });
    expect(days.status).toBe(400);
  });

  it('shows the report to editors only', async () => {
    const guest = await new Shopper(base).post('/api/cms/v1.0/admin/search-report', { days: 7 });
    expect(guest.status).toBe(401);
    const shopper = await signedIn(base, 'shopper@example.com');
    expect((await shopper.post('/api/cms/v1.0/admin/search-report', { days: 7 })).status).toBe(403);
  });
});

describe('search redirects (issue 40 §6)', () => {
  it('send a search that reads the same straight to its page once published, counted as a search that chose', async () => {
    const before = await new Shopper(base).get('/search?search=Science%20Diets');
    expect(before.headers.get('location')).toBe('/products?search=Science%20Diets');
    const saved = await editor.post<{ entry: { id: string; version: number } }>('/api/cms/v1.0/admin/save-entry', {
      type: 'search_redirect',
      key: 'science-diet',
      site: 'ALL',
      data: { term: 'science diet', to: '/products?brand=science-diet' },
    });
    expect(saved.status).toBe(200);
    const { id, version } = saved.body.entry;
    expect((await editor.post('/api/cms/v1.0/admin/publish-entry', { id, version })).status).toBe(200);
    const after = await new Shopper(base).get('/search?search=Science%20Diets');
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toBe('/products?brand=science-diet');
    expect((await new Shopper(base).get('/search?search=science%20diet%20puppy')).headers.get('location')).toBe(
      '/products?search=science%20diet%20puppy',
    );
    expect((await report()).top).toContainEqual({ query: 'science diet', searches: 1, chosen: 1, results: 0 });
  });

  it('lead only to a page of the shop', async () => {
    for (const to of ['https://elsewhere.example', '//elsewhere.example', 'javascript:alert(1)', 'products']) {
      const saved = await editor.post<{ error: { issues: { path: string[] }[] } }>('/api/cms/v1.0/admin/save-entry', {
        type: 'search_redirect',
        key: `bad-${to.length}`,
        site: 'ALL',
        data: { term: 'anything', to },
      });
      expect(saved.status, to).toBe(400);
      expect(saved.body.error.issues.map((i) => i.path.join('.'))).toEqual(['data.to']);
    }
  });
});
