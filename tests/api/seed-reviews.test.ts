// The demo store's reviews as the seed leaves them (issue 41 §5), on SQLite and (npm run test:postgres) PostgreSQL:
// approved reviews from past customers of most of the consumer site's foods, a spread of ratings with some 1–2 stars,
// dates over the last two years, each food's rating row agreeing with its reviews, and the rating in the answers.
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import catalogue from '../../src/content/catalogue.json';
import { averageRating } from '../../src/lib/catalog/ratings';
import { connect } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { postJson } from '../support/server';
import { Shopper } from '../support/shopper';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');
const db = connect(parseDatabaseUrl(inject('databaseUrl')));
afterAll(() => db.destroy());

const DTC_FOODS = catalogue.products.filter((p) => p.sites.includes('DTC')).map((p) => p.handle);
const DAY_MS = 86_400_000;
type ApiProduct = { handle: string; rating?: { average: number; count: number } };

/** The reviews the seed wrote: no customer's account wrote them. */
const seeded = () => db.selectFrom('reviews').selectAll().where('user_id', 'is', null).execute();

describe('the seeded reviews (issue 41 §5)', () => {
  it('review about four in five of the consumer site’s foods, none sold only to staff, all approved', async () => {
    const reviews = await seeded();
    const rated = new Set(reviews.map((r) => r.product_handle));
    expect(rated.size / DTC_FOODS.length).toBeGreaterThanOrEqual(0.75);
    expect([...rated].filter((h) => !DTC_FOODS.includes(h))).toEqual([]);
    expect(reviews.length).toBeGreaterThan(300);
    expect(new Set(reviews.map((r) => r.status))).toEqual(new Set(['approved']));
  });

  it('are no account’s: the demo shopper may still review what they ordered, which others have reviewed', async () => {
    const reviews = await seeded();
    expect(await db.selectFrom('reviews').select('id').where('user_id', 'is not', null).execute()).toEqual([]);
    const bought = await db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select('order_lines.handle')
      .distinct()
      .where('orders.email', '=', 'shopper@example.com')
      .execute();
    expect(bought.length).toBeGreaterThanOrEqual(2);
    const reviewed = new Set(reviews.map((r) => r.product_handle));
    expect(bought.filter((b) => reviewed.has(b.handle)).length).toBeGreaterThan(0);
  });

  it('spread from 1 to 5 stars, mostly 4 and 5, written over the last two years', async () => {
    const reviews = await seeded();
    const count = (stars: number) => reviews.filter((r) => Number(r.rating) === stars).length;
    for (const stars of [1, 2, 3, 4, 5]) expect(count(stars), `${stars} stars`).toBeGreaterThan(0);
    expect((count(4) + count(5)) / reviews.length).toBeGreaterThan(0.7);
    const now = Date.now();
    const ages = reviews.map((r) => (now - Date.parse(r.created_at)) / DAY_MS);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(731);
    expect(Math.max(...ages)).toBeGreaterThan(600);
  });

  it('give every reviewed food a rating row that agrees with its approved reviews', async () => {
    // One statement, so a review approved meanwhile by another test cannot come between the two sides. The suite's
    // two servers prepared the seeded database again when they started: a second seeding would show here too.
    const rows = await db
      .selectFrom('product_ratings as pr')
      .select((eb) => [
        'pr.product_handle',
        'pr.rating_count',
        'pr.rating_sum',
        eb
          .selectFrom('reviews')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('reviews.product_handle', '=', 'pr.product_handle')
          .where('reviews.status', '=', 'approved')
          .as('reviews'),
        eb
          .selectFrom('reviews')
          .select(sql<number>`sum(rating)`.as('s'))
          .whereRef('reviews.product_handle', '=', 'pr.product_handle')
          .where('reviews.status', '=', 'approved')
          .as('stars'),
      ])
      .execute();
    for (const row of rows)
      expect([Number(row.rating_count), Number(row.rating_sum)], row.product_handle).toEqual([
        Number(row.reviews),
        Number(row.stars),
      ]);
    const rated = new Set(rows.map((row) => row.product_handle));
    const reviewed = new Set((await seeded()).map((r) => r.product_handle));
    expect([...reviewed].filter((h) => !rated.has(h))).toEqual([]);
  });

  it('show in the consumer site’s answers: the product’s rating and the reviews’ summary; none on the staff site', async () => {
    const [row] = await db
      .selectFrom('product_ratings')
      .selectAll()
      .where('product_handle', 'like', 'science-diet-adult-hairball-control%')
      .execute();
    expect(row).toBeDefined();
    const handle = row!.product_handle;
    const expected = {
      average: averageRating(Number(row!.rating_sum), Number(row!.rating_count)),
      count: Number(row!.rating_count),
    };
    const answer = async (base: string) =>
      (await (await postJson(base, '/api/ecom/v1.0/get-products-by-handles', { handles: [handle] })).json()) as {
        products: ApiProduct[];
      };
    expect((await answer(dtc)).products[0]?.rating).toEqual(expected);
    expect((await answer(hpsf)).products[0]).not.toHaveProperty('rating');
    const list = await new Shopper(dtc).get(`/api/reviews/list?handle=${handle}&sort=helpful`);
    expect(list.status).toBe(200);
    const { summary, reviews } = (await list.json()) as {
      summary: { average: number; count: number; histogram: Record<string, number> };
      reviews: { helpful: number; author: string; verifiedBuyer: boolean }[];
    };
    expect({ average: summary.average, count: summary.count }).toEqual(expected);
    expect(Object.values(summary.histogram).reduce((a, b) => a + b, 0)).toBe(expected.count);
    expect(reviews[0]!.author).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    expect(reviews.map((r) => r.helpful)).toEqual([...reviews.map((r) => r.helpful)].sort((a, b) => b - a));
  });

  it('give the product page’s structured data the rating and the three most helpful reviews (issue 41 §4)', async () => {
    const [row] = await db
      .selectFrom('product_ratings')
      .selectAll()
      .orderBy('rating_count', 'desc')
      .orderBy('product_handle')
      .limit(1)
      .execute();
    const handle = row!.product_handle;
    const html = await (await new Shopper(dtc).get(`/products/${handle}`)).text();
    const product = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Product')!;
    const list = (await (await new Shopper(dtc).get(`/api/reviews/list?handle=${handle}&sort=helpful`)).json()) as {
      summary: { average: number; count: number };
      reviews: { title: string; rating: number }[];
    };
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: list.summary.average,
      reviewCount: list.summary.count,
      bestRating: 5,
      worstRating: 1,
    });
    const reviews = product.review as { name: string; reviewRating: { ratingValue: number } }[];
    expect(reviews.map((r) => [r.name, r.reviewRating.ratingValue])).toEqual(
      list.reviews.slice(0, 3).map((r) => [r.title, r.rating]),
    );
    const staff = await (await new Shopper(hpsf).get(`/products/${handle}`)).text();
    expect(staff).not.toContain('aggregateRating');
  });
});
