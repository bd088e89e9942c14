// Products' ratings (issue 41): what cards, the "Top rated" sort and the product's answer show of its approved reviews.
import type { CatalogProduct, ProductRating } from './types';

/** The average of `count` ratings that add up to `sum`, to one decimal as a shopper reads it (4.25 → 4.3). */
export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** A rating from its two numbers; none without reviews. */
export function ratingOf(sum: number, count: number): ProductRating | undefined {
  return count > 0 ? { average: averageRating(sum, count), count } : undefined;
}

/** The products with their rating; one without a rating, before and now, is the same object as before. */
export function withRatings(
  products: readonly CatalogProduct[],
  ratings: ReadonlyMap<string, ProductRating>,
): CatalogProduct[] {
  return products.map((product) => {
    const rating = ratings.get(product.handle);
    if (!rating && !product.rating) return product;
    const { rating: _old, ...rest } = product;
    return rating ? { ...rest, rating } : rest;
  });
}

/** Best rated first: the higher average, then the more reviews; a product without reviews after every rated one. */
export function byRating(a: { rating?: ProductRating }, b: { rating?: ProductRating }): number {
  const [ra, rb] = [a.rating, b.rating];
  if (!ra || !rb) return (ra ? 0 : 1) - (rb ? 0 : 1);
  return rb.average - ra.average || rb.count - ra.count;
}

/** What a screen reader says of a rating ("Rated 4.3 out of 5 by 12 reviewers"). */
export function ratingLabel(rating: ProductRating): string {
  return `Rated ${rating.average.toFixed(1)} out of 5 by ${rating.count} ${rating.count === 1 ? 'reviewer' : 'reviewers'}`;
}

/** How much of each of the five stars is filled, 0–100, for an average (4.3 → 100, 100, 100, 100, 30). */
export function starFills(average: number): number[] {
  return [0, 1, 2, 3, 4].map((star) => Math.round(Math.min(1, Math.max(0, average - star)) * 100));
}
