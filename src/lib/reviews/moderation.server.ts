// The studio's Reviews queue (issue 41): editors read reviews by status, stars or words, and approve or reject them
// with a reason the author sees. Approving or taking down a published review changes the product's rating and
// drops the cached pages that showed it, on every instance.
import type { Db } from '../db/connect.server';
import { containsPattern, lowerLike } from '../db/like';
import { loadCatalogue } from '../catalog/catalogue.server';
import { refreshRating, ratingsChanged } from './ratings.server';
import { keptReviewFromRow } from './rows';
import { pageInfoOf, REVIEW_STATUSES, type ReviewStatus } from './rules';
import type { KeptReview, ReviewDecision, ReviewQueue } from './types';
import type { Outcome } from './writing.server';

export const QUEUE_PAGE_SIZE = 20;

export type QueueRequest = {
  status: ReviewStatus | 'all';
  rating?: number | undefined;
  /** words of the title, the text, the author or the product's handle */
  query?: string | undefined;
  page: number;
};

export async function reviewQueue(db: Db, request: QueueRequest): Promise<ReviewQueue> {
  const { status, rating, query, page } = request;
  let filtered = db.selectFrom('reviews');
  if (status !== 'all') filtered = filtered.where('status', '=', status);
  if (rating !== undefined) filtered = filtered.where('rating', '=', rating);
  const words = query?.trim();
  if (words) {
    const pattern = containsPattern(words);
    filtered = filtered.where((eb) =>
      eb.or(['title', 'body', 'author_name', 'product_handle'].map((column) => lowerLike(column, pattern))),
    );
  }
  const [rows, total, counts, catalogue] = await Promise.all([
    filtered
      .selectAll()
      // the oldest waiting first, as a queue is worked; decided ones newest first
      .orderBy('created_at', status === 'pending' ? 'asc' : 'desc')
      .orderBy('id')
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    db
      .selectFrom('reviews')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute(),
    loadCatalogue(db),
  ]);
  const titles = new Map(catalogue.map((product) => [product.handle, product.title]));
  const byStatus = Object.fromEntries(REVIEW_STATUSES.map((each) => [each, 0])) as Record<ReviewStatus, number>;
  for (const row of counts)
    if ((REVIEW_STATUSES as readonly string[]).includes(row.status))
      byStatus[row.status as ReviewStatus] = Number(row.count);
  return {
    reviews: rows.map((row) => ({
      ...keptReviewFromRow(row),
      productTitle: titles.get(row.product_handle) ?? null,
      moderatedBy: row.moderated_by,
    })),
    counts: byStatus,
    pageInfo: pageInfoOf(page, Number(total?.count ?? 0), QUEUE_PAGE_SIZE),
  };
}

/** An editor's decision on a review, whatever its status; the rating follows when it was or becomes published. */
export async function moderateReview(
  db: Db,
  editorEmail: string,
  id: string,
  decision: ReviewDecision,
  now = new Date(),
): Promise<Outcome<KeptReview>> {
  const outcome = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('reviews')
      .select(['status', 'product_handle'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return null;
    const after = await trx
      .updateTable('reviews')
      .set({
        status: decision.decision === 'approve' ? 'approved' : 'rejected',
        reject_reason: decision.decision === 'reject' ? decision.reason : null,
        moderated_at: now.toISOString(),
        moderated_by: editorEmail,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const rated = before.status === 'approved' || after.status === 'approved';
    if (rated) await refreshRating(trx, before.product_handle);
    return { after, rated };
  });
  if (!outcome) return { ok: false, code: 'NOT_FOUND', message: 'That review cannot be found.' };
  if (outcome.rated) await ratingsChanged(db);
  return { ok: true, value: keptReviewFromRow(outcome.after) };
}
