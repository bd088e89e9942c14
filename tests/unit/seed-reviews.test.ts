// The seed's reviews (issue 41 §5): most of the consumer site's foods reviewed, none of the staff site's only, a
// spread of ratings with real complaints, dates over the two years before the seed, words that fit the food, and
// every review one a customer could have written (the rules' own checks pass it unchanged).
import { describe, expect, it } from 'vitest';
import catalogue from '../../src/content/catalogue.json';
import type { CatalogAttributes } from '../../src/lib/catalog/types';
import { reviewFields } from '../../src/lib/reviews/fields';
import { HISTORY_DAYS, seedReviewsOf, type ReviewedFood, type SeedReview } from '../../src/lib/seed/reviews';

const foods: ReviewedFood[] = catalogue.products.map((p) => ({
  handle: p.handle,
  badgeTags: p.tags.map((tag) => tag.replace(/^badge::/, '')),
  attributes: p as unknown as CatalogAttributes,
}));
const byHandle = new Map(catalogue.products.map((p) => [p.handle, p]));
const NOW = new Date('2026-06-01T12:00:00.000Z');
const reviews = seedReviewsOf(foods, { now: NOW });
const dtc = catalogue.products.filter((p) => p.sites.includes('DTC'));
const rated = new Set(reviews.map((r) => r.handle));
const of = (handle: string) => reviews.filter((r) => r.handle === handle);
const text = (r: SeedReview) => `${r.title} ${r.body}`;

describe('seeded reviews (issue 41 §5)', () => {
  it('reviews about four in five of the consumer site’s foods, and no food sold only to staff', () => {
    expect(rated.size / dtc.length).toBeGreaterThanOrEqual(0.75);
    expect(rated.size / dtc.length).toBeLessThanOrEqual(0.85);
    for (const handle of rated) expect(byHandle.get(handle)?.sites, handle).toContain('DTC');
    expect([...rated].filter((h) => h.startsWith('prescription-diet'))).toEqual([]);
  });

  it('reviews every best seller and featured food, the demo shopper’s puppy food among them, by more than a page', () => {
    const leading = dtc.filter((p) => p.tags.some((t) => /best-seller|featured/.test(t)));
    expect(leading.length).toBeGreaterThan(0);
    for (const p of leading) expect(of(p.handle).length, p.handle).toBeGreaterThanOrEqual(9);
    expect(of('science-diet-puppy-chicken-brown-rice-dry-dog').length).toBeGreaterThan(10);
  });

  it('gives a handful to a few dozen reviews a food, more to the best sellers', () => {
    const counts = [...rated].map((h) => of(h).length);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(36);
    const bestSellers = [...rated].filter((h) => (byHandle.get(h)!.tags as string[]).includes('badge::best-seller'));
    const others = [...rated].filter((h) => !byHandle.get(h)!.tags.some((t) => /best-seller|featured/.test(t)));
    const mean = (handles: string[]) => handles.reduce((sum, h) => sum + of(h).length, 0) / handles.length;
    expect(mean(bestSellers)).toBeGreaterThan(2 * mean(others));
  });

  it('spreads the ratings: mostly 4 and 5 stars, some 3, and some 1 and 2 that say what went wrong', () => {
    const share = (stars: number[]) => reviews.filter((r) => stars.includes(r.rating)).length / reviews.length;
    expect(share([4, 5])).toBeGreaterThan(0.7);
    expect(share([3])).toBeGreaterThan(0.04);
    expect(share([1, 2])).toBeGreaterThan(0.04);
    expect(share([1, 2])).toBeLessThan(0.15);
    const low = reviews.filter((r) => r.rating <= 2).map(text);
    for (const complaint of [
      /walked away|would not eat|refused|not touch/i,
      /torn|dented|burst|split seam/i,
      /stools|diarrhea|threw up/i,
      /price|expensive/i,
    ])
      expect(
        low.some((t) => complaint.test(t)),
        String(complaint),
      ).toBe(true);
    // Products' averages differ, so "Top Rated" has an order to show.
    const averages = [...rated].map((h) => of(h).reduce((sum, r) => sum + r.rating, 0) / of(h).length);
    expect(Math.max(...averages) - Math.min(...averages)).toBeGreaterThan(0.8);
  });

  it('recommends with four or five stars, never with one or two', () => {
    for (const r of reviews) {
      if (r.rating >= 4) expect(r.recommend, r.body).toBe(true);
      if (r.rating <= 2) expect(r.recommend, r.body).toBe(false);
    }
  });

  it('dates them over the two years before the seed, approved after they were written', () => {
    const days = reviews.map((r) => (NOW.getTime() - r.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...days)).toBeGreaterThan(0);
    expect(Math.max(...days)).toBeLessThanOrEqual(HISTORY_DAYS);
    expect(Math.max(...days)).toBeGreaterThan(HISTORY_DAYS - 60);
    expect(days.filter((d) => d < 90).length).toBeGreaterThan(10);
    for (const r of reviews) {
      expect(r.approvedAt.getTime()).toBeGreaterThan(r.createdAt.getTime());
      expect(r.approvedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('writes for the food: a puppy’s of a puppy, a cat food’s of a cat, treats as treats', () => {
    for (const r of reviews) {
      const food = byHandle.get(r.handle)!;
      const words = text(r);
      if (food.species.includes('cat')) expect(words, r.handle).not.toMatch(/\b(dogs?|pup|puppy|walks?)\b/i);
      if (food.species.includes('dog')) expect(words, r.handle).not.toMatch(/\b(cats?|kitten|litter|hairballs?)\b/i);
      if (!food.lifestage.some((s) => /puppy|kitten/.test(s)))
        expect(words, r.handle).not.toMatch(/\b(puppy|kitten)\b/i);
      if (food.foodForm === 'treats') expect(words, r.handle).not.toMatch(/\b(kibble|bowl|meals?)\b/i);
      if (food.foodForm !== 'dry') expect(words, r.handle).not.toMatch(/(?<!into (his|her) )\bkibble\b/i);
      if (food.packType === 'can' && /damaged|dented/.test(words)) expect(words).not.toMatch(/torn|bag/);
    }
    const hairball = of('science-diet-adult-hairball-control-chicken-recipe-dry-cat').map(text).join(' ');
    expect(hairball).toMatch(/hairball/i);
    const weight = of('science-diet-adult-perfect-weight-salmon-brown-rice-dry-dog').map(text).join(' ');
    expect(weight).toMatch(/weight|pounds|trimmer/i);
  });

  it('names the pet before calling it he or she, gives most pets a name and an age, and authors as "First L."', () => {
    for (const r of reviews) {
      const first = r.body.split('. ')[0]!;
      if (/^(He|She|His|Her)\b/.test(first)) throw new Error(`the pet is not named first: ${r.body}`);
      expect(r.author).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      if (r.petAge) expect(r.petAge).toMatch(/^(\d+ months|1 year|\d+ years)$/);
    }
    expect(reviews.filter((r) => r.petName).length / reviews.length).toBeGreaterThan(0.7);
    const puppyAges = of('science-diet-puppy-lamb-meal-brown-rice-dry-dog').flatMap((r) =>
      r.petAge ? [r.petAge] : [],
    );
    for (const age of puppyAges) expect(age).toMatch(/months$/);
  });

  it('holds only what a customer could write: the review rules pass each unchanged', () => {
    for (const r of reviews) {
      const fields = {
        rating: r.rating,
        title: r.title,
        body: r.body,
        petName: r.petName,
        petAge: r.petAge,
        recommend: r.recommend,
      };
      expect(reviewFields.parse(fields)).toEqual(fields);
    }
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
  });

  it('is the same every time for the same catalogue and moment, and names the reviews alike at any moment', () => {
    expect(seedReviewsOf(foods, { now: NOW })).toEqual(reviews);
    // Instances seeding one database at once each write the same ids, so each review is kept once.
    const later = seedReviewsOf(foods, { now: new Date(NOW.getTime() + 1234) });
    expect(later.map((r) => r.id)).toEqual(reviews.map((r) => r.id));
  });
});
