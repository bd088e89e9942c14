// Search in the database's full-text engine (issue 40): a table of what shoppers type, with the product that must come
// first, on SQLite and (npm run test:postgres) on PostgreSQL; typos read as the catalogue's nearest words and said so,
// the words as typed on request, and input that is not words answered normally.
import { describe, expect, inject, it } from 'vitest';
import { signedIn } from '../support/checkout';
import { Shopper } from '../support/shopper';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');

type Found = { products: { handle: string }[]; total: number; corrected: string | null };

async function search(base: string, query: string, extra: Record<string, unknown> = {}): Promise<Found> {
  const { status, body } = await new Shopper(base).post<Found>('/api/cms/v1.0/get-products', {
    search: query,
    limit: 5,
    ...extra,
  });
  expect(status, query).toBe(200);
  return body;
}

// [what the shopper types, the product that must come first, the query as corrected (null: as typed)]
const FIRST: [string, string, string | null][] = [
  // plain words and phrases
  ['chicken', 'science-diet-puppy-chicken-brown-rice-dry-dog', null],
  ['salmon cat food', 'science-diet-adult-indoor-salmon-brown-rice-dry-cat', null],
  ['large breed puppy', 'science-diet-puppy-large-breed-chicken-brown-rice-dry-dog', null],
  ['small paws', 'science-diet-puppy-small-paws-chicken-brown-rice-dry-dog', null],
  ['lamb rice', 'science-diet-puppy-lamb-meal-brown-rice-dry-dog', null],
  ['beef barley', 'science-diet-adult-beef-barley-dry-dog', null],
  ['hairball', 'science-diet-adult-hairball-control-chicken-recipe-dry-cat', null],
  ['indoor cat', 'science-diet-adult-indoor-chicken-recipe-dry-cat', null],
  ['sensitive stomach', 'science-diet-adult-sensitive-stomach-skin-salmon-brown-rice-dry-dog', null],
  ['perfect weight', 'science-diet-adult-perfect-weight-chicken-recipe-dry-dog', null],
  ['oral care', 'science-diet-adult-oral-care-chicken-brown-rice-dry-dog', null],
  ['ocean fish', 'science-diet-kitten-ocean-fish-dry-cat', null],
  ['jerky', 'hills-jerky-strips-dog-treats', null],
  ['tuna', 'science-diet-adult-tuna-recipe-dry-cat', null],
  ['wet cat', 'science-diet-kitten-wet-can-cat', null],
  // the start of a word, plurals, accents, case
  ['chick', 'science-diet-puppy-chicken-brown-rice-dry-dog', null],
  ['puppies', 'science-diet-puppy-chicken-brown-rice-dry-dog', null],
  ['biscuit', 'hills-baked-light-biscuits-dog-treats', null],
  ['treats', 'hills-soft-chewy-training-treats-dog-treats', null],
  ['Salmón', 'science-diet-adult-perfect-weight-salmon-brown-rice-dry-dog', null],
  ['KITTEN', 'science-diet-kitten-chicken-recipe-dry-cat', null],
  // SKUs: a size's own, and a case's
  ['10007', 'science-diet-puppy-chicken-brown-rice-dry-dog', null],
  ['10574', 'science-diet-adult-wet-can-dog', null],
  ['1057412', 'science-diet-adult-wet-can-dog', null],
  // typos, said as corrected
  ['chiken', 'science-diet-puppy-chicken-brown-rice-dry-dog', 'chicken'],
  ['chikcen', 'science-diet-puppy-chicken-brown-rice-dry-dog', 'chicken'],
  ['salmn', 'science-diet-adult-perfect-weight-salmon-brown-rice-dry-dog', 'salmon'],
  ['pupy', 'science-diet-puppy-chicken-brown-rice-dry-dog', 'puppy'],
  ['kiten', 'science-diet-kitten-chicken-recipe-dry-cat', 'kitten'],
  ['scince diet puppy', 'science-diet-puppy-chicken-brown-rice-dry-dog', 'science diet puppy'],
  ['hiarball', 'science-diet-adult-hairball-control-chicken-recipe-dry-cat', 'hairball'],
  ['hairbal', 'science-diet-adult-hairball-control-chicken-recipe-dry-cat', null], // it begins "hairball": no typo
  ['sensitve stomach', 'science-diet-adult-sensitive-stomach-skin-salmon-brown-rice-dry-dog', 'sensitive stomach'],
  // the editors' synonyms
  ['kitty salmon', 'science-diet-adult-indoor-salmon-brown-rice-dry-cat', null],
  ['canned dog food', 'science-diet-adult-wet-can-dog', null],
  ['pup', 'science-diet-puppy-chicken-brown-rice-dry-dog', null],
  ['tummy', 'science-diet-adult-sensitive-stomach-skin-salmon-brown-rice-dry-dog', null],
  ['teeth', 'science-diet-adult-oral-care-chicken-brown-rice-dry-dog', null],
  ['weight loss', 'science-diet-adult-light-chicken-barley-dry-dog', null],
  ['kibble', 'science-diet-puppy-chicken-brown-rice-dry-dog', null],
  ['senior dog', 'science-diet-senior-vitality-chicken-brown-rice-dry-dog', null],
];

describe('search on the full-text index (issue 40)', () => {
  it.each(FIRST)('"%s" puts %s first', async (query, first, corrected) => {
    const found = await search(dtc, query);
    expect(found.products[0]?.handle).toBe(first);
    expect(found.corrected).toBe(corrected);
  });

  it('finds nothing for nonsense, and says no correction', async () => {
    for (const query of ['zzqx', 'qwertyuiop asdf', 'xylophone']) {
      const found = await search(dtc, query);
      expect([found.total, found.corrected], query).toEqual([0, null]);
    }
  });

  it('answers punctuation, FTS syntax, SQL and emoji normally, never as the engine’s operators; NUL is a clear 400', async () => {
    for (const query of ['!!!', '"', '"chicken', 'cat*', 'NEAR(cat dog)', 'chicken OR', '-dog', "'; --", '🐶🐱', '*']) {
      const found = await search(dtc, query);
      expect(Array.isArray(found.products), query).toBe(true);
    }
    expect((await search(dtc, '"chicken')).products[0]?.handle).toBe('science-diet-puppy-chicken-brown-rice-dry-dog');
    expect((await search(dtc, 'cat*')).total).toBe((await search(dtc, 'cat')).total);
    // A correction that would find nothing is not made: "near" is not read as "year".
    expect((await search(dtc, 'NEAR(cat dog)')).corrected).toBeNull();
    // NUL: the API refuses it as it refuses it in any text, and the page answers as for any other query.
    const nul = await new Shopper(dtc).post('/api/cms/v1.0/get-products', { search: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect((await new Shopper(dtc).get('/products?search=a%00b')).status).toBeLessThan(500);
  });

  it('refuses a query over 200 characters with a clear 400, and the page takes its first 200', async () => {
    const { status, body } = await new Shopper(dtc).post<{ error?: unknown }>('/api/cms/v1.0/get-products', {
      search: 'chicken '.repeat(125),
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('search');
    expect((await new Shopper(dtc).get(`/products?search=${'chicken%20'.repeat(125)}`)).status).toBe(200);
  });

  it('searches the words as typed when asked: no correction, and the typo finds nothing', async () => {
    const found = await search(dtc, 'chiken', { asTyped: true });
    expect([found.total, found.corrected]).toEqual([0, null]);
  });

  it('keeps each site to its own shelf: Prescription Diet, misspelt, for eligible staff only', async () => {
    expect((await search(dtc, 'presciption')).total).toBe(0);
    expect((await search(hpsf, 'presciption')).total).toBe(0); // a guest of the staff site
    const staff = await signedIn(hpsf, 'staff@example.com');
    const { body } = await staff.post<Found>('/api/cms/v1.0/get-products', { search: 'presciption kidney', limit: 5 });
    expect(body.corrected).toBe('prescription kidney');
    expect(body.products[0]?.handle).toMatch(/^prescription-diet-k-d/);
  });

  it('says "Showing results for" on the page, with a link to the words as typed', async () => {
    const html = await (await new Shopper(dtc).get('/products?search=chiken')).text();
    expect(html).toMatch(/<h1[^>]*>Search results for &quot;chicken&quot;<\/h1>/);
    expect(html).toMatch(/Showing results for <strong[^>]*>chicken<\/strong>/);
    expect(html).toContain('href="/products?search=chiken&#38;typed=1"');
    const typed = await (await new Shopper(dtc).get('/products?search=chiken&typed=1')).text();
    expect(typed).toContain('We found no products for &quot;chiken&quot;.');
    expect(typed).not.toContain('Showing results for');
  });
});
