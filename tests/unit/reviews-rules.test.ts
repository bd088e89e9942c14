// The rules of reviews and ratings (issue 41), pure: what a review may hold and how its text is cleaned (§1, §2, §6),
// how a product's reviews add up on its page (§3), and how a rating reads on cards and orders the "Top rated" sort
// (§4).
import { describe, expect, it } from 'vitest';
import { sortProducts } from '../../src/lib/catalog/listing';
import { averageRating, byRating, ratingLabel, ratingOf, starFills, withRatings } from '../../src/lib/catalog/ratings';
import type { ProductRating } from '../../src/lib/catalog/types';
import { cleanReviewLine, cleanReviewText, reviewFields } from '../../src/lib/reviews/fields';
import { authorName, barPercent, pageInfoOf, summaryOf, type RatingCount } from '../../src/lib/reviews/rules';
import { catalogProduct } from '../support/catalog';

/** A good review, with what a test changes. */
const written = (over: Record<string, unknown> = {}) => ({
  rating: 4,
  title: 'Our puppy loves it',
  body: 'She finishes every bowl and her coat is shiny.',
  recommend: true,
  ...over,
});

/** The paths of what the schema refuses in this review; [] when it takes it. */
function refused(over: Record<string, unknown>): string[] {
  const parsed = reviewFields.safeParse(written(over));
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
}

/** The count per rating of these ratings, each recommended when `recommends` says so. */
function countsOf(ratings: number[], recommends: (rating: number, i: number) => boolean = () => true): RatingCount[] {
  const counts = new Map<number, RatingCount>();
  ratings.forEach((rating, i) => {
    const row = counts.get(rating) ?? { rating, count: 0, recommended: 0 };
    row.count += 1;
    if (recommends(rating, i)) row.recommended += 1;
    counts.set(rating, row);
  });
  return [...counts.values()];
}

describe("a review's text is kept without markup or links (issue 41 §2, §6)", () => {
  it('takes out tags, scripts and styles, and keeps the words around them', () => {
    expect(cleanReviewText('Great <b>food</b><script>alert(1)</script> really')).toBe('Great food really');
    expect(cleanReviewText('x <img src=x onerror=alert(1)> y')).toBe('x y');
    expect(cleanReviewText('Crunchy<style>body { display: none }</style> kibble')).toBe('Crunchy kibble');
    expect(cleanReviewText('<a href="https://spam.example">click here</a> fine')).toBe('click here fine');
  });

  it('keeps a "<" that opens no tag, and the characters markup escapes', () => {
    expect(cleanReviewText('I <3 this food')).toBe('I <3 this food');
    expect(cleanReviewText('Salmon &amp; rice, 5 < 6')).toBe('Salmon & rice, 5 < 6');
  });

  it('does not bring markup back from its escaped form', () => {
    // "&lt;script&gt;" is markup written as text: cleaned, it must not come back as a <script> tag.
    for (const text of ['&lt;script&gt;alert(1)&lt;/script&gt; tasty', '&lt;a href="https://x.com"&gt;x&lt;/a&gt; ok'])
      expect(cleanReviewText(text), text).not.toMatch(/<\/?[a-z]/i);
  });

  it('takes out links in every form: a scheme, www., a bare domain, any case, with a path', () => {
    expect(cleanReviewText('See https://evil.example/x?y=1 now')).toBe('See now');
    expect(cleanReviewText('See http://cheap.example now')).toBe('See now');
    expect(cleanReviewText('Try www.spam.net today')).toBe('Try today');
    expect(cleanReviewText('Files at ftp://files.example/x and mailto:me@example.ru')).toBe('Files at and');
    expect(cleanReviewText('Write to jo.smith@mail.example.xyz for tips')).toBe('Write to for tips');
    expect(cleanReviewText('Buy at buy-cheap.com/pills or example.org')).toBe('Buy at or');
    expect(cleanReviewText('Go to bit.ly/abc123 and SHOP.EXAMPLE.COM')).toBe('Go to and');
    expect(cleanReviewText('HTTPS://CAPS.EXAMPLE/x ok')).toBe('ok');
  });

  it('leaves alone what only looks like a domain: abbreviations and sentences without a space', () => {
    expect(cleanReviewText('e.g. it works, i.e. fine')).toBe('e.g. it works, i.e. fine');
    expect(cleanReviewText('The 5 lb bag.Very good.')).toBe('The 5 lb bag.Very good.');
  });

  it('keeps paragraphs as line breaks, without empty lines or runs of spaces', () => {
    expect(cleanReviewText('Line one\n\nLine two\r\nLine three\rfour')).toBe('Line one\nLine two\nLine three\nfour');
    expect(cleanReviewText('<p>First</p><p>Second</p>')).toBe('First\nSecond');
    expect(cleanReviewText('  lots   of \t spaces  ')).toBe('lots of spaces');
    expect(cleanReviewText('https://only.example\n<b></b>\nwords')).toBe('words');
  });

  it('makes a title or a name one line', () => {
    expect(cleanReviewLine('Best\nfood <i>ever</i>')).toBe('Best food ever');
    expect(cleanReviewLine('Rex, see www.rex.com')).toBe('Rex, see');
  });
});

describe('what a review may hold (issue 41 §1)', () => {
  it('takes a good review, cleaned, the pet left out', () => {
    const parsed = reviewFields.parse(written({ title: ' <b>Our</b> puppy  loves it ' }));
    expect(parsed).toEqual({
      rating: 4,
      title: 'Our puppy loves it',
      body: 'She finishes every bowl and her coat is shiny.',
      petName: null,
      petAge: null,
      recommend: true,
    });
  });

  it('takes a rating of 1 to 5 whole stars only', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(refused({ rating }), String(rating)).toEqual([]);
    for (const rating of [0, 6, -1, 4.5, '5', null, undefined])
      expect(refused({ rating }), String(rating)).toEqual(['rating']);
  });

  it('takes a title of 1 to 120 characters, counted after cleaning', () => {
    expect(refused({ title: 'x'.repeat(120) })).toEqual([]);
    expect(refused({ title: 'x'.repeat(121) })).toEqual(['title']);
    expect(refused({ title: '' })).toEqual(['title']);
    expect(refused({ title: '   ' })).toEqual(['title']);
    expect(refused({ title: '<b></b> https://spam.example' })).toEqual(['title']);
    // 120 characters of words and markup around them: the markup does not count.
    expect(refused({ title: `<b>${'x'.repeat(120)}</b>` })).toEqual([]);
    expect(reviewFields.parse(written({ title: `<b>${'x'.repeat(120)}</b>` })).title).toBe('x'.repeat(120));
  });

  it('takes a text of 20 to 5,000 characters, counted after cleaning', () => {
    expect(refused({ body: 'x'.repeat(20) })).toEqual([]);
    expect(refused({ body: 'x'.repeat(19) })).toEqual(['body']);
    expect(refused({ body: 'x'.repeat(5000) })).toEqual([]);
    expect(refused({ body: 'x'.repeat(5001) })).toEqual(['body']);
    // Twenty characters only with the markup: too short once cleaned.
    expect(refused({ body: '<b>Good food!</b> <i>ok</i>' })).toEqual(['body']);
    expect(refused({ body: '<a href="https://x.com">https://a.com</a> <b></b> www.x.com spam.com' })).toEqual(['body']);
    const [issue] = reviewFields.safeParse(written({ body: 'Too short' })).error!.issues;
    expect(issue!.message).toBe('Tell other pet parents a little more: at least 20 characters');
  });

  it("keeps the pet's name and age when given, and null when left blank", () => {
    expect(reviewFields.parse(written({ petName: ' Rex ', petAge: '2 years' }))).toMatchObject({
      petName: 'Rex',
      petAge: '2 years',
    });
    for (const blank of ['', '   ', null, undefined, '<b></b>'])
      expect(reviewFields.parse(written({ petName: blank, petAge: blank })), String(blank)).toMatchObject({
        petName: null,
        petAge: null,
      });
    expect(refused({ petName: 'x'.repeat(41) })).toEqual(['petName']);
    expect(refused({ petAge: 'x'.repeat(31) })).toEqual(['petAge']);
  });

  it('asks whether the reviewer would recommend it, yes or no', () => {
    expect(refused({ recommend: false })).toEqual([]);
    for (const recommend of ['yes', 1, null, undefined]) expect(refused({ recommend })).toEqual(['recommend']);
  });
});

describe('who a review is from (issue 41 §1)', () => {
  it('shows the first name and the initial of the last', () => {
    expect(authorName('Jamie', 'rivera')).toBe('Jamie R.');
    expect(authorName(' Jamie ', ' ')).toBe('Jamie');
    expect(authorName('', 'Rivera')).toBe('R.');
    expect(authorName(' ', '')).toBe('Pet parent');
  });
});

describe("a product's reviews in figures (issue 41 §3)", () => {
  it('gives the average to one decimal, the count and the histogram from 5 to 1', () => {
    const summary = summaryOf(countsOf([5, 5, 4, 4, 4, 3, 1]));
    expect(summary).toEqual({
      average: 3.7, // 26 / 7 = 3.714…
      count: 7,
      histogram: { '5': 2, '4': 3, '3': 1, '2': 0, '1': 1 },
      recommendPercent: 100,
    });
    expect(Object.keys(summary.histogram)).toEqual(['5', '4', '3', '2', '1'].sort()); // every bar, even an empty one
    expect(summaryOf(countsOf([4, 5, 4, 5])).average).toBe(4.5);
    expect(summaryOf(countsOf([5, 4, 4, 4])).average).toBe(4.3); // 4.25, rounded up
    expect(summaryOf(countsOf([1, 1, 2])).average).toBe(1.3);
  });

  it('gives the share who would recommend it as a whole percent', () => {
    expect(summaryOf(countsOf([5, 4, 2], (rating) => rating > 3)).recommendPercent).toBe(67);
    expect(summaryOf(countsOf([5, 4, 2], (rating) => rating === 5)).recommendPercent).toBe(33);
    expect(summaryOf(countsOf([5, 5, 5, 5, 5, 5, 5, 1], (rating) => rating === 1)).recommendPercent).toBe(13); // 12.5
    expect(summaryOf(countsOf([3, 3], () => false)).recommendPercent).toBe(0);
  });

  it('says nothing is known yet without reviews', () => {
    expect(summaryOf([])).toEqual({
      average: 0,
      count: 0,
      histogram: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 },
      recommendPercent: null,
    });
  });

  it('leaves out a count of stars there cannot be', () => {
    const summary = summaryOf([
      { rating: 5, count: 1, recommended: 1 },
      { rating: 6, count: 3, recommended: 3 },
      { rating: 0, count: 2, recommended: 0 },
    ]);
    expect(summary).toMatchObject({ average: 5, count: 1, recommendPercent: 100 });
  });

  it("draws each bar as its share of the reviews, and an empty product's bars empty", () => {
    const summary = summaryOf(countsOf([5, 5, 4, 4, 4, 3, 1]));
    expect([5, 4, 3, 2, 1].map((rating) => barPercent(summary, rating))).toEqual([29, 43, 14, 0, 14]);
    expect([5, 4, 3, 2, 1].map((rating) => barPercent(summaryOf([]), rating))).toEqual([0, 0, 0, 0, 0]);
  });

  it('pages the list from 1, saying how many pages there are even past the last', () => {
    expect(pageInfoOf(1, 0)).toEqual({ page: 1, pageSize: 10, total: 0, pageCount: 0 });
    expect(pageInfoOf(1, 10)).toEqual({ page: 1, pageSize: 10, total: 10, pageCount: 1 });
    expect(pageInfoOf(2, 11)).toEqual({ page: 2, pageSize: 10, total: 11, pageCount: 2 });
    expect(pageInfoOf(5, 11)).toEqual({ page: 5, pageSize: 10, total: 11, pageCount: 2 });
    expect(pageInfoOf(1, 41, 20)).toEqual({ page: 1, pageSize: 20, total: 41, pageCount: 3 });
  });
});

describe("a product's rating on cards and in the product's answer (issue 41 §4)", () => {
  const rated = (handle: string, rating?: ProductRating) =>
    catalogProduct({ handle, title: handle, ...(rating ? { rating } : {}) });

  it('is the average of the approved ratings to one decimal, and none without reviews', () => {
    expect(averageRating(17, 4)).toBe(4.3);
    expect(averageRating(26, 7)).toBe(3.7);
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(0, 0)).toBe(0);
    expect(ratingOf(26, 7)).toEqual({ average: 3.7, count: 7 });
    expect(ratingOf(0, 0)).toBeUndefined();
  });

  it('is given to the products that have one, and leaves the others as they were', () => {
    const [puppy, adult, kitten] = [rated('puppy'), rated('adult'), rated('kitten', { average: 2, count: 1 })];
    const ratings = new Map([['puppy', { average: 4.5, count: 2 }]]);
    const products = withRatings([puppy, adult, kitten], ratings);
    expect(products[0]).toEqual({ ...puppy, rating: { average: 4.5, count: 2 } });
    expect(products[1]).toBe(adult); // the same object: nothing to change
    expect(products[2]).not.toHaveProperty('rating'); // its reviews are gone
    expect(products[2]).toEqual({ ...kitten, rating: undefined });
    expect(puppy).not.toHaveProperty('rating'); // the catalogue's own objects are not changed
  });

  it('orders "Top rated": the higher average first, then the more reviews, and unrated products last', () => {
    const products = [
      rated('unrated-1'),
      rated('three-of-two', { average: 3, count: 2 }),
      rated('five-of-one', { average: 5, count: 1 }),
      rated('unrated-2'),
      rated('four-half-of-ten', { average: 4.5, count: 10 }),
      rated('five-of-three', { average: 5, count: 3 }),
    ];
    const order = ['five-of-three', 'five-of-one', 'four-half-of-ten', 'three-of-two', 'unrated-1', 'unrated-2'];
    expect([...products].sort(byRating).map((p) => p.handle)).toEqual(order);
    expect(sortProducts(products, 'top-rated').map((p) => p.handle)).toEqual(order);
    expect(products[0]!.handle).toBe('unrated-1'); // a new list: the given one is left as it was
  });

  it('reads in words to a screen reader', () => {
    expect(ratingLabel({ average: 4.25, count: 12 })).toBe('Rated 4.3 out of 5 by 12 reviewers'); // toFixed rounds
    expect(ratingLabel({ average: 4, count: 1 })).toBe('Rated 4.0 out of 5 by 1 reviewer');
  });

  it('fills the five stars to the average', () => {
    expect(starFills(4.3)).toEqual([100, 100, 100, 100, 30]);
    expect(starFills(2.5)).toEqual([100, 100, 50, 0, 0]);
    expect(starFills(5)).toEqual([100, 100, 100, 100, 100]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([100, 100, 100, 100, 100]);
  });
});
