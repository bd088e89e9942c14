// Reading reviews (issue 41): a product's approved reviews in the order asked, its summary, what the signed-in
// shopper may do there, and an author's own reviews.
import type { Db } from '../db/connect.server';
import { hasBought } from '../orders/purchases.server';
import { keptReviewFromRow, reviewFromRow } from './rows';
import { pageInfoOf, REVIEWS_PAGE_SIZE, summaryOf, type ReviewSort, type ReviewSummary } from './rules';
import type { KeptReview, ReviewList, ReviewViewer } from './types';

export type ListRequest = { handle: string; sort: ReviewSort; rating?: number | undefined; page: number };

/** A product's approved reviews in figures. */
export async function reviewSummary(db: Db, handle: string): Promise<ReviewSummary> {
  const rows = await db
    .selectFrom('reviews')
    .select((eb) => ['rating', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('recommend').as('recommended')])
    .where('product_handle', '=', handle)
    .where('status', '=', 'approved')
    .groupBy('rating')
    .execute();
  return summaryOf(
    rows.map((row) => ({ rating: Number(row.rating), count: Number(row.count), recommended: Number(row.recommended) })),
  );
}

function approvedOf(db: Db, handle: string, rating: number | undefined) {
  let query = db.selectFrom('reviews').where('product_handle', '=', handle).where('status', '=', 'approved');
  if (rating !== undefined) query = query.where('rating', '=', rating);
  return query;
}

/** What a product without approved reviews shows a guest. */
export const emptyList = (): ReviewList => ({
  reviews: [],
  summary: summaryOf([]),
  pageInfo: pageInfoOf(1, 0),
  viewer: null,
});

/** One page of a product's approved reviews, with the summary; the viewer's part when someone is signed in. */
export async function listReviews(db: Db, request: ListRequest, userId: string | null): Promise<ReviewList> {
  const { handle, sort, rating, page } = request;
  let query = approvedOf(db, handle, rating).selectAll();
  if (sort === 'highest') query = query.orderBy('rating', 'desc');
  if (sort === 'lowest') query = query.orderBy('rating', 'asc');
  if (sort === 'helpful') query = query.orderBy('helpful', 'desc');
  const [rows, total, summary] = await Promise.all([
    query
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE)
      .execute(),
    approvedOf(db, handle, rating)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst(),
    reviewSummary(db, handle),
  ]);
  const reviews = rows.map(reviewFromRow);
  return {
    reviews,
    summary,
    pageInfo: pageInfoOf(page, Number(total?.count ?? 0)),
    viewer: userId
      ? await viewerOf(
          db,
          userId,
          handle,
          reviews.map((r) => r.id),
        )
      : null,
  };
}

async function viewerOf(db: Db, userId: string, handle: string, shown: string[]): Promise<ReviewViewer> {
  const [own, bought, votes] = await Promise.all([
    db
      .selectFrom('reviews')
      .selectAll()
      .where('user_id', '=', userId)
      .where('product_handle', '=', handle)
      .executeTakeFirst(),
    hasBought(db, userId, handle),
    shown.length > 0
      ? db
          .selectFrom('review_votes')
          .select('review_id')
          .where('user_id', '=', userId)
          .where('review_id', 'in', shown)
          .execute()
      : [],
  ]);
  return {
    canReview: bought && !own,
    bought,
    own: own ? keptReviewFromRow(own) : null,
    voted: votes.map((vote) => vote.review_id),
  };
}

/** The author's own reviews, newest first, whatever their status. */
export async function ownReviews(db: Db, userId: string): Promise<KeptReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(keptReviewFromRow);
}

/** The most helpful approved reviews of a product, for its structured data. */
export async function mostHelpfulReviews(db: Db, handle: string, count: number) {
  const rows = await approvedOf(db, handle, undefined)
    .selectAll()
    .orderBy('helpful', 'desc')
    .orderBy('created_at', 'desc')
    .limit(count)
    .execute();
  return rows.map(reviewFromRow);
}
