// Which reviews the studio's Reviews queue shows (issue 41 §2): a status, a number of stars, words and a page, kept in
// the address (/admin?view=reviews&status=rejected&rating=1&q=chewy&page=2) so reload and a shared link show the same.
import { REVIEW_STATUSES, type ReviewStatus } from '../../lib/reviews/rules';

export type QueueStatus = ReviewStatus | 'all';
export type ReviewFilter = { status: QueueStatus; rating?: number; query?: string; page: number };

/** The tabs in the order an editor works them; "Published" is what shoppers see of an approved review. */
export const QUEUE_TABS: readonly { status: QueueStatus; label: string }[] = [
  { status: 'pending', label: 'Pending' },
  { status: 'approved', label: 'Published' },
  { status: 'rejected', label: 'Rejected' },
  { status: 'all', label: 'All' },
];

const STATUSES: readonly string[] = [...REVIEW_STATUSES, 'all'];
const QUERY_MAX = 200;
const PAGE_MAX = 10_000;

/** The queue's filter from an address; anything unreadable falls back to the pending reviews, first page. */
export function reviewFilterFrom(search: URLSearchParams): ReviewFilter {
  const status = search.get('status') ?? '';
  const rating = Number(search.get('rating'));
  const page = Number(search.get('page'));
  const query = search.get('q')?.slice(0, QUERY_MAX);
  return {
    status: STATUSES.includes(status) ? (status as QueueStatus) : 'pending',
    ...(Number.isInteger(rating) && rating >= 1 && rating <= 5 ? { rating } : {}),
    ...(query?.trim() ? { query } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The address of the queue with a filter; the defaults are left out. */
export function reviewAddress(filter: ReviewFilter): string {
  const search = new URLSearchParams({ view: 'reviews' });
  if (filter.status !== 'pending') search.set('status', filter.status);
  if (filter.rating) search.set('rating', String(filter.rating));
  if (filter.query?.trim()) search.set('q', filter.query);
  if (filter.page > 1) search.set('page', String(filter.page));
  return `/admin?${search}`;
}

/** What the list call is sent: words trimmed, none when empty. */
export function queueRequest(filter: ReviewFilter): ReviewFilter {
  const query = filter.query?.trim();
  return {
    status: filter.status,
    ...(filter.rating ? { rating: filter.rating } : {}),
    ...(query ? { query } : {}),
    page: filter.page,
  };
}
