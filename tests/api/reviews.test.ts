// Reviews and ratings from verified buyers, moderated in the studio (issue 41), on a store of its own with two
// instances (SQLite, and PostgreSQL in npm run test:postgres): who may write a review, what an editor's decision does,
// the figures a product's reviews add up to, the sorts and pages of the list, "Helpful" votes, the limits, and the
// cached pages dropped on every instance when a review is approved. Buyers are new customers who ordered through the
// real checkout; the demo shopper has ordered the canned dog food already.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CartAnswer } from '../../src/lib/cart/types';
import type { ProductRating } from '../../src/lib/catalog/types';
import type { PageInfo, ReviewStatus } from '../../src/lib/reviews/rules';
import type { KeptReview, ReviewList } from '../../src/lib/reviews/types';
import { Browser, checkoutAll, ownStore, PUPPY, registered, signedIn, type OwnStore } from '../support/checkout';
import { within2s } from '../support/poll';
import { postJson, type RunningServer } from '../support/server';
import { Shopper } from '../support/shopper';

const WET = 'science-diet-adult-wet-can-dog'; // the demo shopper's orders hold it
const KITTEN = 'science-diet-kitten-chicken-recipe-dry-cat'; // sizes 10665, 10672, …
const WHO_MAY_REVIEW = 'Only customers who have ordered this food can review it.';

type Problem = { error: { code: string; message: string; issues?: { path: (string | number)[]; message: string }[] } };
type Written = { review: KeptReview } & Partial<Problem>;
type Queued = KeptReview & { productTitle: string | null; moderatedBy: string | null };
type Queue = { reviews: Queued[]; counts: Record<ReviewStatus, number>; pageInfo: PageInfo };
type Buyer = { browser: Browser; email: string; orderId: string };

let store: OwnStore;
let a: string;
let b: string;
let editor: Browser;

beforeAll(async () => {
  store = await ownStore('reviews', {}, {});
  [a, b] = store.servers.map((s) => s.url) as [string, string];
  editor = await signedIn(a, 'editor@example.com');
  // The figures asserted here are those of the reviews this file writes: the demo's seeded reviews go once both
  // instances have started (each seeds a store without reviews), and every instance reads the ratings afresh. Each
  // has read the seeded ratings first, so seeing them gone shows it has applied the drop, which also empties its
  // page cache: it happens here, not in a test that counts cache hits.
  for (const base of [a, b]) expect(await ratingOn(base, PUPPY)).toBeDefined();
  await store.db.deleteFrom('review_votes').execute();
  await store.db.deleteFrom('reviews').execute();
  await store.db.deleteFrom('product_ratings').execute();
  expect((await editor.post('/api/delete-cache-item', { cacheKey: 'ratings' })).status).toBe(200);
  for (const base of [a, b])
    expect(
      await within2s(
        () => ratingOn(base, PUPPY),
        (rating) => rating === undefined,
      ),
    ).toBeUndefined();
});
afterAll(() => store?.stop());

/** A review a buyer might write, with what a test changes. */
const good = (over: Record<string, unknown> = {}) => ({
  rating: 5,
  title: 'Our pet loves it',
  body: 'A clean bowl every time, and a shiny coat after a month.',
  recommend: true,
  ...over,
});

const submit = (who: Browser, handle: string, over: Record<string, unknown> = {}) =>
  who.post<Written>('/api/reviews/submit', { handle, ...good(over) });
const update = (who: Browser, id: string, over: Record<string, unknown> = {}) =>
  who.post<Written>('/api/reviews/update', { id, ...good(over) });
const remove = (who: Browser, id: string) =>
  who.post<{ deleted: { id: string } } & Partial<Problem>>('/api/reviews/delete', { id });
const vote = (who: Browser, id: string) =>
  who.post<{ vote: { id: string; helpful: number } } & Partial<Problem>>('/api/reviews/vote', { id });

/** A product's reviews as `who` reads them (GET, as the product page asks). */
async function reviewsOf(who: Shopper, handle: string, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams({
    handle,
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, `${v}`])),
  });
  const answer = await who.get(`/api/reviews/list?${params}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as ReviewList;
}
const guestList = (handle: string, query: Record<string, string | number> = {}) =>
  reviewsOf(new Shopper(a), handle, query);
const idsOf = (list: ReviewList) => list.reviews.map((r) => r.id);

async function queue(body: Record<string, unknown> = {}): Promise<Queue> {
  const answer = await editor.post<Queue>('/api/cms/v1.0/admin/list-reviews', body);
  expect(answer.status).toBe(200);
  return answer.body;
}
const moderate = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  editor.post<Written>('/api/cms/v1.0/admin/moderate-review', {
    id,
    decision,
    ...(reason === undefined ? {} : { reason }),
  });
async function approve(id: string): Promise<KeptReview> {
  const answer = await moderate(id, 'approve');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.review.status).toBe('approved');
  return answer.body.review;
}

/** The rating the product's answer gives, on one instance. */
async function ratingOn(base: string, handle: string): Promise<ProductRating | undefined> {
  const answer = await postJson(base, '/api/ecom/v1.0/get-product-by-handle', { handle });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { product: { rating?: ProductRating } }).product.rating;
}

/** A new customer (`firstName` Reyes) who has ordered this food, in this size, through the checkout. */
async function buyer(firstName: string, handle: string, sku?: string): Promise<Buyer> {
  const { browser, email } = await registered(a, firstName);
  const { product } = (
    await browser.post<{ product: { variants: { sku: string; adminGraphqlId: string; inStock: boolean }[] } }>(
      '/api/ecom/v1.0/get-product-by-handle',
      { handle },
    )
  ).body;
  const variant = product.variants.find((v) => (sku ? v.sku === sku : v.inStock))!;
  const cart = await browser.post<CartAnswer>('/api/ecom/v1.0/create-cart', {
    buyerIdentity: {},
    lineItems: [{ merchandiseId: variant.adminGraphqlId, quantity: 1, sellingPlanId: null }],
  });
  expect(cart.body.userErrors).toEqual([]);
  const { order } = await checkoutAll(browser, { email });
  return { browser, email, orderId: order.id };
}

/** Submits a review and checks it was taken: its id. */
async function written(who: Browser, handle: string, over: Record<string, unknown> = {}): Promise<string> {
  const answer = await submit(who, handle, over);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.review.id;
}

// ---------------------------------------------------------------------------------------------------------------

describe('approving a review drops the cached pages on every instance (issue 41 §2)', () => {
  /** The products of a guest's "Top rated" listing, by handle, in order. */
  async function topRated(base: string): Promise<string[]> {
    const page = await new Shopper(base).get('/products?sort=top-rated');
    expect(page.status).toBe(200);
    const cards = (await page.text()).matchAll(/href="\/products\/[\w-]+\/([\w-]+)\/[^"]*"[^>]*data-card-image/g);
    return [...cards].map((card) => card[1]!);
  }
  /** How the server answered each guest request for /products so far, in order (its log is written in batches). */
  async function answered(server: RunningServer, count: number): Promise<string[]> {
    const lines = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"request"') && line.includes('"path":"/products"'))
        .map((line) => ((JSON.parse(line) as { cache?: string }).cache === 'hit' ? 'kept' : 'rendered'));
    return within2s(
      async () => lines(),
      (seen) => seen.length >= count,
    );
  }

  it('serves the kept "Top rated" listing until an editor approves, then the new order and rating on both', async () => {
    const [first, second] = store.servers as [RunningServer, RunningServer];
    // No food is rated yet: "Top rated" is the featured order, the puppy food first.
    for (const base of [a, b]) expect((await topRated(base))[0]).toBe(PUPPY);
    expect(await ratingOn(b, WET)).toBeUndefined();

    const shopper = await signedIn(a, 'shopper@example.com');
    const id = await written(shopper, WET, { rating: 5 });
    // A pending review changes nothing a shopper sees: both instances answer from their kept page.
    expect((await topRated(a))[0]).toBe(PUPPY);
    expect((await topRated(b))[0]).toBe(PUPPY);
    // Asked again, each answers from its kept page (once more if a drop announced before this test reached it late).
    const lastAnswer = async (server: RunningServer, base: string) => {
      let seen = await answered(server, 2);
      if (seen.at(-1) !== 'kept') {
        await topRated(base);
        seen = await answered(server, seen.length + 1);
      }
      return seen;
    };
    expect((await lastAnswer(first, a)).at(-1)).toBe('kept');
    expect((await lastAnswer(second, b)).at(-1)).toBe('kept');
    const before = (await answered(first, 0)).length;
    expect(await ratingOn(b, WET)).toBeUndefined();

    await approve(id);
    expect((await topRated(a))[0]).toBe(WET);
    expect((await answered(first, before + 1)).slice(before)).toEqual(['rendered']);
    expect(await ratingOn(a, WET)).toEqual({ average: 5, count: 1 });
    const other = await within2s(
      () => topRated(b),
      (order) => order[0] === WET,
    );
    expect(other[0]).toBe(WET);
    expect(other).toContain(PUPPY);
    expect(
      await within2s(
        () => ratingOn(b, WET),
        (rating) => rating !== undefined,
      ),
    ).toEqual({ average: 5, count: 1 });
    // The listing calls answer it too, and sort by it.
    const listed = await postJson(b, '/api/cms/v1.0/get-products', { sort: 'top-rated', limit: 2 });
    const { products } = (await listed.json()) as { products: { handle: string; rating?: ProductRating }[] };
    expect(products.map((p) => [p.handle, p.rating])).toEqual([
      [WET, { average: 5, count: 1 }],
      [PUPPY, undefined],
    ]);
  });
});

describe('who may review (issue 41 §1)', () => {
  let alex: Buyer;

  beforeAll(async () => {
    alex = await buyer('Alex', KITTEN, '10672'); // the second size
  });

  it('refuses a guest (401) and a customer who has not ordered the food (403, saying who can)', async () => {
    const guest = new Browser(a);
    const asGuest = await submit(guest, KITTEN);
    expect([asGuest.status, asGuest.body.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
    expect((await reviewsOf(guest, KITTEN)).viewer).toBeNull();

    const { browser: stranger } = await registered(a, 'Noor');
    const refused = await submit(stranger, KITTEN);
    expect([refused.status, refused.body.error]).toEqual([403, { code: 'FORBIDDEN', message: WHO_MAY_REVIEW }]);
    expect((await submit(stranger, 'no-such-food')).status).toBe(403);
    expect((await reviewsOf(stranger, KITTEN)).viewer).toEqual({
      canReview: false,
      bought: false,
      own: null,
      voted: [],
    });
    expect((await queue({ status: 'all', query: 'Noor' })).reviews).toEqual([]);
  });

  it('takes one review per food from a buyer of any size, pending, marked a verified buyer', async () => {
    expect((await reviewsOf(alex.browser, KITTEN)).viewer).toEqual({
      canReview: true,
      bought: true,
      own: null,
      voted: [],
    });
    const answer = await submit(alex.browser, KITTEN, {
      rating: 4,
      title: 'Picky kitten approved',
      body: 'Our kitten ate every piece from the first day.',
      petName: 'Miso',
      petAge: '5 months',
    });
    expect(answer.status).toBe(201);
    const { review } = answer.body;
    expect(review).toEqual({
      id: expect.any(String),
      handle: KITTEN,
      rating: 4,
      title: 'Picky kitten approved',
      body: 'Our kitten ate every piece from the first day.',
      author: 'Alex R.',
      petName: 'Miso',
      petAge: '5 months',
      recommend: true,
      verifiedBuyer: true,
      helpful: 0,
      status: 'pending',
      rejectReason: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: review.createdAt,
    });

    const again = await submit(alex.browser, KITTEN, { rating: 1 });
    expect([again.status, again.body.error?.code]).toEqual([409, 'CONFLICT']);
    expect((await reviewsOf(alex.browser, KITTEN)).viewer).toEqual({
      canReview: false,
      bought: true,
      own: review,
      voted: [],
    });
  });

  it('does not count an order that was cancelled', async () => {
    const casey = await buyer('Casey', KITTEN);
    expect((await reviewsOf(casey.browser, KITTEN)).viewer?.bought).toBe(true);
    const operator = await signedIn(a, 'operator@example.com');
    const cancelled = await operator.post('/api/admin/orders/cancel', { orderId: casey.orderId, reason: 'asked' });
    expect(cancelled.status).toBe(200);
    const refused = await submit(casey.browser, KITTEN);
    expect([refused.status, refused.body.error?.message]).toEqual([403, WHO_MAY_REVIEW]);
    expect((await reviewsOf(casey.browser, KITTEN)).viewer).toMatchObject({ canReview: false, bought: false });
  });

  it('refuses bad input with a 400 at the field, and writes nothing', async () => {
    const blake = await buyer('Blake', KITTEN);
    const before = await queue({ status: 'all' });
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: 6 }, 'rating'],
      [{ rating: 4.5 }, 'rating'],
      [{ body: 'Too short to help' }, 'body'],
      [{ body: '<b>https://spam.example</b> <i>www.spam.net</i> <p></p>' }, 'body'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ handle: 42 }, 'handle'],
      [{ recommend: 'yes' }, 'recommend'],
    ];
    for (const [over, path] of cases) {
      const answer = await blake.browser.post<Problem>('/api/reviews/submit', { handle: KITTEN, ...good(), ...over });
      expect(answer.status, path).toBe(400);
      expect(answer.body.error.code).toBe('BAD_REQUEST');
      expect(
        answer.body.error.issues?.map((issue) => issue.path.join('.')),
        path,
      ).toEqual([path]);
    }
    expect((await reviewsOf(blake.browser, KITTEN)).viewer).toMatchObject({ canReview: true, own: null });
    expect(await queue({ status: 'all' })).toEqual(before);
  });

  it('keeps no HTML and no links of what a buyer writes', async () => {
    const dana = await buyer('Dana', KITTEN);
    const answer = await submit(dana.browser, KITTEN, {
      rating: 3,
      title: '<b>Good</b> but <script>alert(1)</script>pricey',
      body: 'She eats it <em>every</em> day.<img src=x onerror=alert(1)>\n\nCheaper at https://spam.example/deal today.',
      petName: '<i>Luna</i> www.luna.com',
    });
    expect(answer.status).toBe(201);
    const kept = {
      title: 'Good but pricey',
      body: 'She eats it every day.\nCheaper at today.',
      petName: 'Luna',
    };
    expect(answer.body.review).toMatchObject(kept);
    const [queued] = (await queue({ query: 'pricey' })).reviews;
    expect(queued).toMatchObject({ ...kept, id: answer.body.review.id, author: 'Dana R.', status: 'pending' });
    expect((await remove(dana.browser, answer.body.review.id)).status).toBe(200);
  });
});

describe('moderation in the studio (issue 41 §2)', () => {
  let alex: Buyer;
  let blake: Buyer;
  let alexReview: string;
  let blakeReview: string;

  beforeAll(async () => {
    [alex, blake] = await Promise.all([buyer('Ari', KITTEN), buyer('Bo', KITTEN)]);
    alexReview = await written(alex.browser, KITTEN, { rating: 4, title: 'Ari on kitten food' });
    blakeReview = await written(blake.browser, KITTEN, { rating: 2, title: 'Bo on kitten food', recommend: false });
  });

  it('shows no pending review to shoppers, and the studio calls to editors only', async () => {
    const list = await guestList(KITTEN);
    expect(list).toMatchObject({
      reviews: [],
      summary: { average: 0, count: 0, recommendPercent: null },
      pageInfo: { page: 1, total: 0, pageCount: 0 },
    });
    expect(await ratingOn(a, KITTEN)).toBeUndefined();

    const guest = new Browser(a);
    const shopper = await signedIn(a, 'shopper@example.com');
    for (const [who, status] of [
      [guest, 401],
      [shopper, 403],
      [alex.browser, 403],
    ] as const) {
      expect((await who.post('/api/cms/v1.0/admin/list-reviews', {})).status).toBe(status);
      expect(
        (await who.post('/api/cms/v1.0/admin/moderate-review', { id: alexReview, decision: 'approve' })).status,
      ).toBe(status);
    }
    expect((await reviewsOf(alex.browser, KITTEN)).viewer?.own?.status).toBe('pending');
  });

  it('queues pending reviews oldest first, with the food, and counts each status', async () => {
    const pending = await queue({ query: 'on kitten food' });
    expect(pending.reviews.map((r) => [r.id, r.status, r.productTitle, r.moderatedBy])).toEqual([
      [alexReview, 'pending', expect.stringContaining('Kitten'), null],
      [blakeReview, 'pending', expect.stringContaining('Kitten'), null],
    ]);
    expect(pending.pageInfo).toEqual({ page: 1, pageSize: 20, total: 2, pageCount: 1 });
    expect((await queue({ query: 'on kitten food', rating: 2 })).reviews.map((r) => r.id)).toEqual([blakeReview]);
    expect((await queue({ query: 'on kitten food', status: 'approved' })).reviews).toEqual([]);
    const all = await queue({ status: 'all' });
    expect(all.counts.pending).toBe(all.reviews.filter((r) => r.status === 'pending').length);
    expect(all.counts.pending).toBeGreaterThanOrEqual(2);
    const bad = await editor.post<Problem>('/api/cms/v1.0/admin/list-reviews', { status: 'published' });
    expect(bad.status).toBe(400);
  });

  it('lists an approved review with its summary, and gives the food its rating', async () => {
    const before = (await queue()).counts;
    const approved = await approve(alexReview);
    expect(approved).toMatchObject({ id: alexReview, status: 'approved', rejectReason: null });
    expect((await queue()).counts).toEqual({
      ...before,
      pending: before.pending - 1,
      approved: before.approved + 1,
    });
    expect((await queue({ status: 'approved', query: 'Ari on' })).reviews[0]?.moderatedBy).toBe('editor@example.com');

    const list = await guestList(KITTEN);
    expect(list.reviews).toEqual([
      {
        id: alexReview,
        rating: 4,
        title: 'Ari on kitten food',
        body: good().body,
        author: 'Ari R.',
        petName: null,
        petAge: null,
        recommend: true,
        verifiedBuyer: true,
        helpful: 0,
        createdAt: approved.createdAt,
      },
    ]);
    expect(list.summary).toEqual({
      average: 4,
      count: 1,
      histogram: { '5': 0, '4': 1, '3': 0, '2': 0, '1': 0 },
      recommendPercent: 100,
    });
    expect(await ratingOn(a, KITTEN)).toEqual({ average: 4, count: 1 });
  });

  it('rejects only with a reason, which the author reads with the status', async () => {
    for (const reason of [undefined, '', '   ', '<b></b>']) {
      const refused = await moderate(blakeReview, 'reject', reason);
      expect(refused.status, String(reason)).toBe(400);
      expect(refused.body.error?.issues?.map((issue) => issue.path)).toEqual([['reason']]);
    }
    expect((await reviewsOf(blake.browser, KITTEN)).viewer?.own?.status).toBe('pending');

    const rejected = await moderate(blakeReview, 'reject', 'Please tell us about the <b>food</b>, not the delivery.');
    expect(rejected.status).toBe(200);
    const reason = 'Please tell us about the food, not the delivery.';
    expect(rejected.body.review).toMatchObject({ status: 'rejected', rejectReason: reason });
    expect(idsOf(await guestList(KITTEN))).toEqual([alexReview]);
    expect((await reviewsOf(blake.browser, KITTEN)).viewer).toMatchObject({
      canReview: false,
      own: { id: blakeReview, status: 'rejected', rejectReason: reason },
    });
    expect(await ratingOn(a, KITTEN)).toEqual({ average: 4, count: 1 });

    // Changed, it waits for an editor again, without the old reason.
    const changed = await update(blake.browser, blakeReview, { rating: 3, title: 'Bo on kitten food, again' });
    expect(changed.status).toBe(200);
    expect(changed.body.review).toMatchObject({ status: 'pending', rejectReason: null, rating: 3 });
  });

  it('takes an approved review that is edited out of the list and the rating until it is approved again', async () => {
    const changed = await update(alex.browser, alexReview, { rating: 2, title: 'Ari on kitten food, later' });
    expect(changed.status).toBe(200);
    expect(changed.body.review).toMatchObject({ id: alexReview, status: 'pending', rating: 2 });
    expect(changed.body.review.updatedAt > changed.body.review.createdAt).toBe(true);
    expect(await guestList(KITTEN)).toMatchObject({ reviews: [], summary: { count: 0 } });
    expect(await ratingOn(a, KITTEN)).toBeUndefined();
    expect(
      await within2s(
        () => ratingOn(b, KITTEN),
        (rating) => rating === undefined,
      ),
    ).toBeUndefined();

    await approve(alexReview);
    expect(await ratingOn(a, KITTEN)).toEqual({ average: 2, count: 1 });
    // Someone else's review cannot be changed or taken down: it is not among theirs.
    expect((await update(blake.browser, alexReview)).status).toBe(404);
    expect((await remove(blake.browser, alexReview)).status).toBe(404);
    expect(idsOf(await guestList(KITTEN))).toEqual([alexReview]);
  });

  it('takes a review down with its votes when its author deletes it', async () => {
    const { browser: voter } = await registered(a, 'Vic');
    expect((await vote(voter, alexReview)).body.vote).toEqual({ id: alexReview, helpful: 1 });
    const deleted = await remove(alex.browser, alexReview);
    expect(deleted).toEqual({ status: 200, body: { deleted: { id: alexReview } } });
    expect(await guestList(KITTEN)).toMatchObject({ reviews: [], summary: { count: 0 } });
    expect(await ratingOn(a, KITTEN)).toBeUndefined();
    const votes = await store.db
      .selectFrom('review_votes')
      .select('user_id')
      .where('review_id', '=', alexReview)
      .execute();
    expect(votes).toEqual([]);
    expect((await remove(alex.browser, alexReview)).status).toBe(404);
    expect((await queue({ status: 'all', query: 'Ari on' })).reviews).toEqual([]);
    // Gone, the buyer may write one again.
    expect((await reviewsOf(alex.browser, KITTEN)).viewer).toMatchObject({ canReview: true, own: null });
  });

  it('takes a published review that an editor rejects out of the rating', async () => {
    await approve(blakeReview);
    expect(await ratingOn(a, KITTEN)).toEqual({ average: 3, count: 1 });
    expect((await moderate(blakeReview, 'reject', 'Off topic')).status).toBe(200);
    expect(await ratingOn(a, KITTEN)).toBeUndefined();
    expect((await guestList(KITTEN)).reviews).toEqual([]);
    expect((await moderate('no-such-review', 'approve')).status).toBe(404);
  });
});

describe('"Helpful" votes (issue 41 §3, §6)', () => {
  let author: Buyer;
  let review: string;

  beforeAll(async () => {
    author = await buyer('Hana', KITTEN);
    review = await written(author.browser, KITTEN, { title: 'Hana on kitten food' });
    await approve(review);
  });

  it('counts one vote per signed-in shopper, never the author’s, and only on a published review', async () => {
    expect((await vote(new Browser(a), review)).status).toBe(401);
    const own = await vote(author.browser, review);
    expect([own.status, own.body.error?.message]).toEqual([403, 'You cannot mark your own review helpful.']);

    const { browser: voter } = await registered(a, 'Val');
    expect(await vote(voter, review)).toEqual({ status: 200, body: { vote: { id: review, helpful: 1 } } });
    const twice = await vote(voter, review);
    expect([twice.status, twice.body.error?.code]).toEqual([409, 'CONFLICT']);
    const shopper = await signedIn(a, 'shopper@example.com');
    expect((await vote(shopper, review)).body.vote).toEqual({ id: review, helpful: 2 });

    const list = await guestList(KITTEN);
    expect(list.reviews.find((r) => r.id === review)?.helpful).toBe(2);
    expect((await reviewsOf(voter, KITTEN)).viewer?.voted).toEqual([review]);
    expect((await reviewsOf(author.browser, KITTEN)).viewer?.voted).toEqual([]);

    const pendingAuthor = await buyer('Pia', KITTEN);
    const pending = await written(pendingAuthor.browser, KITTEN);
    expect((await vote(voter, pending)).status).toBe(404);
    expect((await vote(voter, 'no-such-review')).status).toBe(404);
    expect((await guestList(KITTEN)).reviews.find((r) => r.id === review)?.helpful).toBe(2);
  });
});

describe("a food's reviews in figures, sorted and paged (issue 41 §3)", () => {
  const names = ['Avery', 'Blair', 'Cruz', 'Devi', 'Eden', 'Finn', 'Gus'];
  const ratings = [5, 5, 4, 4, 4, 3, 1];
  const recommends = [true, true, true, true, false, false, false];
  /** The reviews in the order they were written. */
  let ids: string[] = [];

  beforeAll(async () => {
    const buyers = await Promise.all(names.map((name) => buyer(name, PUPPY)));
    ids = [];
    for (const [i, who] of buyers.entries())
      ids.push(
        await written(who.browser, PUPPY, {
          rating: ratings[i],
          recommend: recommends[i],
          title: `${names[i]} on puppy food`,
        }),
      );
    for (const id of ids) await approve(id);
  }, 60_000);

  it('adds up to the average to one decimal, the count, the histogram and the share who recommend it', async () => {
    const { summary, pageInfo } = await guestList(PUPPY);
    expect(summary).toEqual({
      average: 3.7, // 26 / 7
      count: 7,
      histogram: { '5': 2, '4': 3, '3': 1, '2': 0, '1': 1 },
      recommendPercent: 57, // 4 of 7
    });
    expect(pageInfo).toEqual({ page: 1, pageSize: 10, total: 7, pageCount: 1 });
    expect(await ratingOn(a, PUPPY)).toEqual({ average: 3.7, count: 7 });
    expect(
      await within2s(
        () => ratingOn(b, PUPPY),
        (rating) => rating?.count === 7,
      ),
    ).toEqual({ average: 3.7, count: 7 });
  });

  it('filters by stars, the summary still the whole', async () => {
    const fours = await guestList(PUPPY, { rating: 4 });
    expect(idsOf(fours)).toEqual([ids[4], ids[3], ids[2]]);
    expect(fours.reviews.every((r) => r.rating === 4)).toBe(true);
    expect(fours.pageInfo).toEqual({ page: 1, pageSize: 10, total: 3, pageCount: 1 });
    expect(fours.summary.count).toBe(7);
    expect(await guestList(PUPPY, { rating: 2 })).toMatchObject({ reviews: [], pageInfo: { total: 0 } });
  });

  it('sorts by most recent, highest, lowest and most helpful', async () => {
    const voters = await Promise.all(['Uma', 'Wes'].map(async (name) => (await registered(a, name)).browser));
    for (const voter of voters) expect((await vote(voter, ids[5]!)).status).toBe(200);
    expect((await vote(voters[0]!, ids[6]!)).status).toBe(200);

    const [r1, r2, r3, r4, r5, r6, r7] = ids;
    const sorted = async (sort: string) => idsOf(await guestList(PUPPY, { sort }));
    expect(await sorted('recent')).toEqual([r7, r6, r5, r4, r3, r2, r1]);
    expect(idsOf(await guestList(PUPPY))).toEqual([r7, r6, r5, r4, r3, r2, r1]); // the default
    // Ties go newest first.
    expect(await sorted('highest')).toEqual([r2, r1, r5, r4, r3, r6, r7]);
    expect(await sorted('lowest')).toEqual([r7, r6, r5, r4, r3, r2, r1]);
    expect(await sorted('helpful')).toEqual([r6, r7, r5, r4, r3, r2, r1]);
    expect((await guestList(PUPPY, { sort: 'helpful' })).reviews.map((r) => r.helpful)).toEqual([2, 1, 0, 0, 0, 0, 0]);
    expect((await reviewsOf(voters[0]!, PUPPY)).viewer?.voted.sort()).toEqual([r6, r7].sort());
  });

  it('refuses a list asked for wrongly with a 400', async () => {
    for (const query of ['sort=best', 'rating=6', 'rating=4.5', 'page=0', 'page=x']) {
      const answer = await new Shopper(a).get(`/api/reviews/list?handle=${PUPPY}&${query}`);
      expect(answer.status, query).toBe(400);
      expect(((await answer.json()) as Problem).error.code).toBe('BAD_REQUEST');
    }
    expect((await new Shopper(a).get('/api/reviews/list')).status).toBe(400);
    expect(await guestList('no-such-food')).toMatchObject({ reviews: [], summary: { count: 0 }, viewer: null });
  });

  it('pages the list ten at a time', async () => {
    const more = await Promise.all(['Hal', 'Ivy', 'Jo', 'Kai'].map((name) => buyer(name, PUPPY)));
    for (const [i, who] of more.entries())
      await approve(await written(who.browser, PUPPY, { rating: [2, 2, 5, 5][i], recommend: i >= 2 }));
    const first = await guestList(PUPPY);
    expect(first.reviews).toHaveLength(10);
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 10, total: 11, pageCount: 2 });
    const second = await guestList(PUPPY, { page: 2 });
    expect(idsOf(second)).toEqual([ids[0]]); // the first written, last in the most recent order
    expect(second.pageInfo).toEqual({ page: 2, pageSize: 10, total: 11, pageCount: 2 });
    expect(await guestList(PUPPY, { page: 3 })).toMatchObject({
      reviews: [],
      pageInfo: { page: 3, total: 11, pageCount: 2 },
    });
    expect(second.summary).toEqual({
      average: 3.6, // 40 / 11 = 3.64…
      count: 11,
      histogram: { '5': 4, '4': 3, '3': 1, '2': 2, '1': 1 },
      recommendPercent: 55, // 6 of 11
    });
  }, 60_000);
});

describe('limits and sites (issue 41 §6; spec 000 §1)', () => {
  it('stops a customer after 10 review changes in an hour (429), not the next customer', async () => {
    const { browser: eager } = await registered(a, 'Rae');
    for (let i = 0; i < 10; i++) expect((await submit(eager, KITTEN)).status, `change ${i + 1}`).toBe(403);
    const stopped = await submit(eager, KITTEN);
    expect([stopped.status, stopped.body.error?.code]).toEqual([429, 'RATE_LIMITED']);
    const raw = await postJson(a, '/api/reviews/delete', { id: 'x' }, { cookie: cookieOf(eager) });
    expect([raw.status, raw.headers.get('retry-after')]).toEqual([429, '3600']);
    const { browser: next } = await registered(a, 'Sol');
    expect((await submit(next, KITTEN)).status).toBe(403);
  });

  it('has no reviews on the staff site: the list and writing are 404 there', async () => {
    const hpsf = inject('hpsfUrl');
    const list = await new Shopper(hpsf).get(`/api/reviews/list?handle=${PUPPY}`);
    expect(list.status).toBe(404);
    expect(((await list.json()) as Problem).error).toEqual({
      code: 'NOT_FOUND',
      message: 'This site shows no reviews.',
    });
    const staff = await signedIn(hpsf, 'staff@example.com');
    const written = await submit(staff, PUPPY);
    expect([written.status, written.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    expect((await vote(staff, 'any')).status).toBe(404);
  });
});

const cookieOf = (who: Shopper) => [...who.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('a food the shop stops selling (issue 41 §6)', () => {
  it('keeps its old address answering, its reviews listed, and its author’s My Reviews page whole', async () => {
    const fan = await buyer('Noor', KITTEN);
    const id = await written(fan.browser, KITTEN, { title: 'Fewer hairballs' });
    await approve(id);
    const drop = async (published: number) => {
      await store.db.updateTable('products').set({ published }).where('handle', '=', KITTEN).execute();
      const dropped = await editor.post('/api/delete-cache-item', { cacheKey: 'catalogue' });
      expect(dropped.status).toBe(200);
    };
    await drop(0);
    try {
      const old = await new Shopper(a).get(`/products/${KITTEN}`);
      expect([301, 302, 404, 410]).toContain(old.status); // gone or sent on, never a failure
      expect(idsOf(await guestList(KITTEN))).toContain(id);
      const mine = await fan.browser.get('/account/reviews');
      expect(mine.status).toBe(200);
      const page = await mine.text();
      expect(page).toContain('A food the shop no longer sells');
      expect(page).toContain('Fewer hairballs');
    } finally {
      await drop(1);
    }
  });
});
