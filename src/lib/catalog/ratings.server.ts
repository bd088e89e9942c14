// Products' ratings as the reviews service keeps them (table product_ratings): read once and kept until a review is
// approved, changed or taken down, which drops the `ratings` key on every instance.
import type { Db } from '../db/connect.server';
import { TtlCache } from '../site/cache';
import { registerCache } from '../site/cache-registry';
import { ratingOf } from './ratings';
import type { ProductRating } from './types';

const cache = new TtlCache<ReadonlyMap<string, ProductRating>>(Number.POSITIVE_INFINITY, Date.now, 1);
registerCache('ratings', cache);
/** The cache key a change of any product's rating drops. */
export const RATINGS_CACHE_KEY = 'ratings';

/** Every rated product's rating, by handle: the same map until a rating changes. */
export function productRatings(db: Db): Promise<ReadonlyMap<string, ProductRating>> {
  return cache.get('all', async () => {
    const rows = await db.selectFrom('product_ratings').selectAll().execute();
    const ratings = new Map<string, ProductRating>();
    for (const row of rows) {
      const rating = ratingOf(Number(row.rating_sum), Number(row.rating_count));
      if (rating) ratings.set(row.product_handle, rating);
    }
    return ratings;
  });
}

/** Writes a product's rating from its approved reviews' count and sum, inside the caller's transaction. */
export async function saveProductRating(db: Db, handle: string, count: number, sum: number): Promise<void> {
  if (count === 0) {
    await db.deleteFrom('product_ratings').where('product_handle', '=', handle).execute();
    return;
  }
  await db
    .insertInto('product_ratings')
    .values({ product_handle: handle, rating_count: count, rating_sum: sum })
    .onConflict((oc) => oc.column('product_handle').doUpdateSet({ rating_count: count, rating_sum: sum }))
    .execute();
}
