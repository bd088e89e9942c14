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
