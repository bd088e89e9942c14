// A review leaves the database through here.
import type { Selectable } from 'kysely';
import type { ReviewTable } from '../db/schema';
import { REVIEW_STATUSES, type ReviewStatus } from './rules';
import type { KeptReview, Review } from './types';

const statusOf = (value: string): ReviewStatus =>
  (REVIEW_STATUSES as readonly string[]).includes(value) ? (value as ReviewStatus) : 'pending';

export function reviewFromRow(row: Selectable<ReviewTable>): Review {
  return {
    id: row.id,
    rating: Number(row.rating),
    title: row.title,
    body: row.body,
    author: row.author_name,
    petName: row.pet_name,
    petAge: row.pet_age,
    recommend: Number(row.recommend) === 1,
    verifiedBuyer: true,
    helpful: Number(row.helpful),
    createdAt: row.created_at,
  };
}

export function keptReviewFromRow(row: Selectable<ReviewTable>): KeptReview {
  return {
    ...reviewFromRow(row),
    handle: row.product_handle,
    status: statusOf(row.status),
    rejectReason: row.reject_reason,
    updatedAt: row.updated_at,
  };
}
