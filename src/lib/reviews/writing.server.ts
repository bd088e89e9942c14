// Writing reviews (issue 41): a verified buyer writes one per product, edits it (pending again) or takes it down;
// a signed-in shopper marks someone else's review helpful, once. Each change is one transaction; a change to an
// approved review also changes the product's rating, which every instance then reads afresh.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.server';
import { hasBought } from '../orders/purchases.server';
import { refreshRating, ratingsChanged } from './ratings.server';
import { keptReviewFromRow } from './rows';
import type { ReviewFields } from './fields';
import type { KeptReview } from './types';

export type Refusal = { ok: false; code: 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT'; message: string };
export type Outcome<T> = { ok: true; value: T } | Refusal;

export const WHO_MAY_REVIEW = 'Only customers who have ordered this food can review it.';
const refuse = (code: Refusal['code'], message: string): Refusal => ({ ok: false, code, message });
const NOT_YOURS = refuse('NOT_FOUND', 'That review cannot be found among yours.');

export type Author = { id: string; name: string };

const columnsOf = (fields: ReviewFields) => ({
  rating: fields.rating,
  title: fields.title,
  body: fields.body,
  pet_name: fields.petName,
  pet_age: fields.petAge,
  recommend: fields.recommend ? 1 : 0,
});

/** A verified buyer's first review of a product; it waits for an editor. */
export async function submitReview(
  db: Db,
  author: Author,
  handle: string,
  fields: ReviewFields,
  now = new Date(),
): Promise<Outcome<KeptReview>> {
  if (!(await hasBought(db, author.id, handle))) return refuse('FORBIDDEN', WHO_MAY_REVIEW);
  const at = now.toISOString();
  const row = {
    id: randomUUID(),
    product_handle: handle,
    user_id: author.id,
    author_name: author.name,
    ...columnsOf(fields),
    status: 'pending',
    reject_reason: null,
    helpful: 0,
    created_at: at,
    updated_at: at,
    moderated_at: null,
    moderated_by: null,
  };
  const written = await db
    .insertInto('reviews')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'product_handle']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!written) return refuse('CONFLICT', 'You have reviewed this food already: edit your review instead.');
  return { ok: true, value: keptReviewFromRow(row) };
}

/** The author's changed review; it waits for an editor again, and leaves the rating until then. */
export async function updateReview(
  db: Db,
  authorId: string,
  id: string,
  fields: ReviewFields,
  now = new Date(),
): Promise<Outcome<KeptReview>> {
  const outcome = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', authorId)
      .executeTakeFirst();
    if (!before) return null;
    const after = await trx
      .updateTable('reviews')
      .set({ ...columnsOf(fields), status: 'pending', reject_reason: null, updated_at: now.toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (before.status === 'approved') await refreshRating(trx, before.product_handle);
    return { before, after };
  });
  if (!outcome) return NOT_YOURS;
  if (outcome.before.status === 'approved') await ratingsChanged(db);
  return { ok: true, value: keptReviewFromRow(outcome.after) };
}

/** Takes the author's review down, with its votes. */
export async function deleteReview(db: Db, authorId: string, id: string): Promise<Outcome<{ id: string }>> {
  const removed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('reviews')
      .where('id', '=', id)
      .where('user_id', '=', authorId)
      .returning(['product_handle', 'status'])
      .executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom('review_votes').where('review_id', '=', id).execute();
    if (row.status === 'approved') await refreshRating(trx, row.product_handle);
    return row;
  });
  if (!removed) return NOT_YOURS;
  if (removed.status === 'approved') await ratingsChanged(db);
  return { ok: true, value: { id } };
}

/** One "Helpful" from a shopper on a published review that is not their own; the review's new count. */
export async function voteHelpful(
  db: Db,
  voterId: string,
  id: string,
  now = new Date(),
): Promise<Outcome<{ id: string; helpful: number }>> {
  return db.transaction().execute(async (trx): Promise<Outcome<{ id: string; helpful: number }>> => {
    const review = await trx
      .selectFrom('reviews')
      .select(['user_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!review || review.status !== 'approved') return refuse('NOT_FOUND', 'That review cannot be found.');
    if (review.user_id === voterId) return refuse('FORBIDDEN', 'You cannot mark your own review helpful.');
    const vote = await trx
      .insertInto('review_votes')
      .values({ review_id: id, user_id: voterId, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
      .returning('review_id')
      .executeTakeFirst();
    if (!vote) return refuse('CONFLICT', 'You have marked this review helpful already.');
    const counted = await trx
      .updateTable('reviews')
      .set((eb) => ({ helpful: eb('helpful', '+', 1) }))
      .where('id', '=', id)
      .returning('helpful')
      .executeTakeFirstOrThrow();
    return { ok: true, value: { id, helpful: Number(counted.helpful) } };
  });
}
