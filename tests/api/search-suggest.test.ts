// Suggestions as the shopper types (issue 40 §5): GET /api/search/suggest?q= answers the first products the search
// would show and the category pages and brands whose names hold the words, on SQLite and (npm run test:postgres) on
// PostgreSQL; an unfinished word is read as the start of the catalogue's words from 2 letters; a guest's answer may be
// kept by caches, a signed-in person's may not; bad input is a clear 400 or an ordinary answer.
import { describe, expect, inject, it } from 'vitest';
import { signedIn } from '../support/checkout';
import { Shopper } from '../support/shopper';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');

type Suggestions = {
  query: string;
  words: string[];
  products: {
    title: string;
    url: string;
    image: { src: string; srcSet: string; alt: string } | null;
    price: unknown;
    rating: { average: number; count: number } | null;
  }[];
  categories: { label: string; url: string }[];
};

async function suggest(base: string, q: string, shopper = new Shopper(base)) {
  const response = await shopper.get(`/api/search/suggest?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return { response, body: (await response.json()) as Suggestions };
}

describe('search suggestions (issue 40 §5)', () => {
  it('suggests up to 6 products with picture, link and price, and the categories named by the words', async () => {
    const { body } = await suggest(dtc, 'chick');
    expect(body.query).toBe('chick');
    // The same search in other letters is the same answer, saying the query as this shopper typed it.
    const upper = (await suggest(dtc, 'Chick')).body;
    expect(upper).toEqual({ ...body, query: 'Chick' });
    expect(body.products).toHaveLength(6);
    expect(body.products[0]).toMatchObject({
      title: 'Science Diet Puppy Chicken & Brown Rice Dry Dog Food',
      url: expect.stringMatching(
        /^\/products\/science-diet\/science-diet-puppy-chicken-brown-rice-dry-dog\/.+\?sku=\d+$/,
      ),
      price: { amount: expect.stringMatching(/^\d+\.\d\d$/), currencyCode: 'USD' },
      image: { url: expect.stringMatching(/^\/cms\//), alt: expect.stringContaining('Science Diet Puppy Chicken') },
    });
    for (const product of body.products) expect(product.title).toMatch(/chicken/i);
    expect(body.categories).toEqual([
      { label: 'Chicken Dog Food', url: '/products/dog/flavor/chicken' },
      { label: 'Chicken Cat Food', url: '/products/cat/flavor/chicken' },
    ]);
    // Each suggestion leads to a page that is there.
    for (const url of [body.products[0]!.url, body.categories[0]!.url])
      expect((await new Shopper(dtc).get(url)).status, url).toBe(200);
  });

  it('reads a last word of 2 letters as the start of the catalogue’s words, but not once a space ends it', async () => {
    const typing = (await suggest(dtc, 'sa')).body;
    expect(typing.products.length).toBeGreaterThan(0);
    for (const product of typing.products) expect(product.title).toMatch(/\bSa/);
    expect(typing.categories.map((c) => c.label)).toContain('Salmon Cat Food');
    expect(typing.words).toEqual(['sa']); // the typed start is what is marked
    const finished = (await suggest(dtc, 'sa ')).body;
    expect([finished.products, finished.categories]).toEqual([[], []]);
  });

  it('corrects typos and knows the synonyms, and marks the words searched', async () => {
    const typo = (await suggest(dtc, 'chiken')).body;
    expect(typo.words).toEqual(['chicken']);
    expect(typo.products[0]?.title).toContain('Chicken');
    const kitty = (await suggest(dtc, 'kitty')).body;
    expect(kitty.words).toEqual(expect.arrayContaining(['kitty', 'cat']));
    expect(kitty.categories[0]).toEqual({ label: 'Cat Food', url: '/products/cat/species' });
    expect((await suggest(dtc, 'scince')).body.categories).toContainEqual({
      label: 'Science Diet',
      url: '/products?brand=science-diet',
    });
  });

  it('suggests the products the search puts first, in its order', async () => {
    for (const q of ['chicken', 'salmon cat', 'puppy', 'dry dog', 'senior', 'canned', 'hairball', 'treats']) {
      const { body } = await suggest(dtc, `${q} `); // a space ends the last word, as the search reads it
      const { body: found } = await new Shopper(dtc).post<{ products: { handle: string }[] }>(
        '/api/cms/v1.0/get-products',
        { search: q, limit: 6 },
      );
      expect(
        body.products.map((p) => p.url.split('/')[3]),
        q,
      ).toEqual(found.products.map((p) => p.handle));
    }
  });

  it('puts the size of an exact SKU first, linked to that size', async () => {
    const { body } = await suggest(dtc, '10014');
    expect(body.products[0]?.url).toMatch(/\?sku=10014$/);
  });

  it('suggests nothing below 2 letters or digits, and for nonsense', async () => {
    for (const q of ['', 'a', ' a ', '!!', '🐶', 'zzqxv']) {
      const { body } = await suggest(dtc, q);
      expect([body.products, body.categories], q).toEqual([[], []]);
    }
  });

  it('answers FTS syntax, punctuation, SQL, emoji and 200 characters normally; NUL, a missing q or more is a 400', async () => {
    for (const q of [
      '"',
      '"chicken',
      'cat*',
      'NEAR(cat dog)',
      'chicken OR',
      '-dog',
      "'; --",
      '🐶 chicken',
      'x'.repeat(200),
    ])
      await suggest(dtc, q);
    expect((await suggest(dtc, '"chicken')).body.products[0]?.title).toContain('Chicken');
    for (const path of [
      '/api/search/suggest',
      `/api/search/suggest?q=${'x'.repeat(201)}`,
      '/api/search/suggest?q=a%00b',
    ]) {
      const response = await new Shopper(dtc).get(path);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('BAD_REQUEST');
    }
    const post = await new Shopper(dtc).post('/api/search/suggest', {});
    expect(post.status).toBe(405);
  });

  it('lets caches keep a guest’s answer for a minute, and never a signed-in person’s', async () => {
    const guest = (await suggest(dtc, 'lamb')).response;
    expect(guest.headers.get('cache-control')).toBe('public, max-age=60');
    expect(guest.headers.get('vary')).toMatch(/Cookie/);
    const shopper = await signedIn(dtc, 'shopper@example.com');
    const mine = (await suggest(dtc, 'lamb', shopper)).response;
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers each product’s rating on DTC as the product’s own answer has it, null without reviews (issue 41 §4)', async () => {
    const { body } = await suggest(dtc, 'science diet adult');
    expect(body.products).toHaveLength(6);
    const handles = body.products.map((p) => p.url.split('/')[3]!);
    const { body: answer } = await new Shopper(dtc).post<{
      products: { handle: string; rating?: { average: number; count: number } }[];
    }>('/api/ecom/v1.0/get-products-by-handles', { handles });
    const ratings = new Map(answer.products.map((p) => [p.handle, p.rating ?? null]));
    expect(body.products.map((p) => p.rating)).toEqual(handles.map((h) => ratings.get(h)));
    // The seed reviews most foods: some of these have a rating, each of them an average of 1 to 5 and a count.
    const rated = body.products.flatMap((p) => (p.rating ? [p.rating] : []));
    expect(rated.length).toBeGreaterThan(0);
    for (const rating of rated) {
      expect(rating.average).toBeGreaterThanOrEqual(1);
      expect(rating.average).toBeLessThanOrEqual(5);
      expect(Number.isInteger(rating.count) && rating.count > 0).toBe(true);
    }
  });

  it('shows no prices on the staff site, and Prescription Diet only to eligible staff', async () => {
    const guest = (await suggest(hpsf, 'kidney')).body;
    expect(guest.products.filter((p) => p.title.startsWith('Prescription Diet'))).toEqual([]);
    expect((await suggest(hpsf, 'prescription')).body.categories).toEqual([]);
    const staff = await signedIn(hpsf, 'staff@example.com');
    const eligible = (await suggest(hpsf, 'kidney', staff)).body;
    expect(eligible.products[0]?.title).toMatch(/Prescription Diet k\/d/);
    expect(eligible.products.every((p) => p.price === null)).toBe(true);
    // Nor ratings: the staff site shows no reviews (spec 000 §1, issue 41).
    expect(eligible.products.every((p) => p.rating === null)).toBe(true);
    expect((await suggest(hpsf, 'science diet adult')).body.products.every((p) => p.rating === null)).toBe(true);
    expect((await suggest(hpsf, 'prescription', staff)).body.categories[0]).toEqual({
      label: 'Prescription Diet',
      url: '/products?brand=prescription-diet',
    });
  });
});
