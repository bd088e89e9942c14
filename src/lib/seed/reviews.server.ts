// Writes the seed's reviews (reviews.ts) into a demo store that has none, with each reviewed food's rating, in one
// transaction. They are past customers' (no account of this store wrote them), so the demo shopper may still review
// what they ordered. Instances seeding one database at once write the same rows (the same ids, the same ratings), so
// each is kept once. A store without demo data (SEED=none) gets none: a real shop's reviews come from its customers.
import { loadCatalogue } from '../catalog/catalogue.server';
import { saveProductRating } from '../catalog/ratings.server';
import type { Db } from '../db/connect.server';
import { ratingsChanged } from '../reviews/ratings.server';
import { insertAll } from './insert-all.server';
import { seedReviewsOf, type SeedReview } from './reviews';

const rowOf = (review: SeedReview) => ({
  id: review.id,
  product_handle: review.handle,
  user_id: null,
  author_name: review.author,
  rating: review.rating,
  title: review.title,
  body: review.body,
  pet_name: review.petName,
  pet_age: review.petAge,
  recommend: review.recommend ? 1 : 0,
  status: 'approved',
  reject_reason: null,
  helpful: review.helpful,
  created_at: review.createdAt.toISOString(),
  updated_at: review.createdAt.toISOString(),
  moderated_at: review.approvedAt.toISOString(),
  moderated_by: 'editor@example.com',
});

/** Seeds the reviews when there are none yet; how many it wrote. */
export async function seedReviews(db: Db, now = new Date()): Promise<number> {
  if (await db.selectFrom('reviews').select('id').limit(1).executeTakeFirst()) return 0;
  const reviews = seedReviewsOf(await loadCatalogue(db), { now });
  if (reviews.length === 0) return 0;
  const totals = new Map<string, { count: number; sum: number }>();
  for (const review of reviews) {
    const total = totals.get(review.handle) ?? { count: 0, sum: 0 };
    totals.set(review.handle, { count: total.count + 1, sum: total.sum + review.rating });
  }
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'reviews', reviews.map(rowOf));
    for (const [handle, { count, sum }] of totals) await saveProductRating(trx, handle, count, sum);
  });
  // An instance already serving this database (an upgrade) reads the ratings afresh.
  await ratingsChanged(db);
  return reviews.length;
}
