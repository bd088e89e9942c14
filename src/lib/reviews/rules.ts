// The rules of reviews (issue 41): how long its parts may be, who it is shown as, how a product's reviews add up, and
// the orders a list can be read in. Light and pure: the services and the islands share them (fields.ts cleans text).
import { averageRating } from '../catalog/ratings';

export const RATINGS = [5, 4, 3, 2, 1] as const;
export const TITLE_MAX = 120;
export const BODY_MIN = 20;
export const BODY_MAX = 5000;
export const PET_NAME_MAX = 40;
export const PET_AGE_MAX = 30;
export const REJECT_REASON_MAX = 500;
export const REVIEWS_PAGE_SIZE = 10;

export const REVIEW_SORTS = ['recent', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const SORT_LABELS: Record<ReviewSort, string> = {
  recent: 'Most recent',
  highest: 'Highest rating',
  lowest: 'Lowest rating',
  helpful: 'Most helpful',
};

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** How a review's author is shown: first name and the initial of the last ("Jamie R."). */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : 'Pet parent';
  return initial ? `${first} ${initial}.` : first;
}

export type RatingCount = { rating: number; count: number; recommended: number };
export type ReviewSummary = {
  /** to one decimal; 0 without reviews */
  average: number;
  count: number;
  /** how many reviews gave each number of stars, "5" to "1" */
  histogram: Record<'5' | '4' | '3' | '2' | '1', number>;
  /** the share of reviewers who would recommend it, a whole percent; null without reviews */
  recommendPercent: number | null;
};

/** A product's approved reviews in figures, from their count per rating. */
export function summaryOf(counts: readonly RatingCount[]): ReviewSummary {
  const histogram = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
  let count = 0;
  let sum = 0;
  let recommended = 0;
  for (const row of counts) {
    const key = String(row.rating);
    if (!(key in histogram)) continue;
    histogram[key as keyof typeof histogram] += row.count;
    count += row.count;
    sum += row.rating * row.count;
    recommended += row.recommended;
  }
  return {
    average: averageRating(sum, count),
    count,
    histogram,
    recommendPercent: count > 0 ? Math.round((recommended / count) * 100) : null,
  };
}

/** A bar of the histogram as a share of the reviews, a whole percent. */
export const barPercent = (summary: ReviewSummary, rating: number): number =>
  summary.count > 0
    ? Math.round((summary.histogram[String(rating) as keyof ReviewSummary['histogram']] / summary.count) * 100)
    : 0;

export type PageInfo = { page: number; pageSize: number; total: number; pageCount: number };

/** Pages count from 1; past the last is empty but still says how many there are. */
export function pageInfoOf(page: number, total: number, pageSize = REVIEWS_PAGE_SIZE): PageInfo {
  return { page, pageSize, total, pageCount: Math.ceil(total / pageSize) };
}

/** What an author's status reads as in My Account. */
export const STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Published',
  rejected: 'Not published',
};
