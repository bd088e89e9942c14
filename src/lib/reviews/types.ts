// Reviews as they leave the service (issue 41; docs/api.md "Reviews").
import type { PageInfo, ReviewStatus, ReviewSummary } from './rules';

/** An approved review as shoppers read it. */
export type Review = {
  id: string;
  rating: number;
  title: string;
  body: string;
  author: string;
  petName: string | null;
  petAge: string | null;
  recommend: boolean;
  /** every review comes from an order of the product */
  verifiedBuyer: true;
  helpful: number;
  createdAt: string;
};

/** A review as its author and the studio see it: with where it stands. */
export type KeptReview = Review & {
  handle: string;
  status: ReviewStatus;
  rejectReason: string | null;
  updatedAt: string;
};

/** What the signed-in shopper may do on a product's reviews; null for a guest. */
export type ReviewViewer = {
  /** bought the product, and has not reviewed it yet */
  canReview: boolean;
  bought: boolean;
  own: KeptReview | null;
  /** the reviews of this page the shopper has marked helpful */
  voted: string[];
};

export type ReviewList = {
  reviews: Review[];
  summary: ReviewSummary;
  pageInfo: PageInfo;
  viewer: ReviewViewer | null;
};

/** A review as the studio's queue lists it: with its product's title (null once the shop no longer sells it). */
export type QueuedReview = KeptReview & { productTitle: string | null; moderatedBy: string | null };
export type ReviewCounts = Record<ReviewStatus, number>;
export type ReviewQueue = { reviews: QueuedReview[]; counts: ReviewCounts; pageInfo: PageInfo };
/** An editor's decision: a rejection says why, for the author. */
export type ReviewDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };
