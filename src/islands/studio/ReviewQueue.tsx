// The studio's Reviews queue (issue 41 §2): customers' reviews by status, stars and words, twenty a page, the oldest
// pending first as a queue is worked. Each is approved or rejected where it stands; the counts follow.
import { useEffect, useRef, useState } from 'react';
import { RATINGS } from '../../lib/reviews/rules';
import { listReviews, studioMessage, type QueuedReview, type ReviewCounts, type ReviewQueue as Queue } from './api';
import { inPlace } from './in-place';
import ReviewCard from './ReviewCard';
import { QUEUE_TABS, reviewAddress, type QueueStatus, type ReviewFilter } from './review-filter';
import '../../styles/studio-reviews.css';

type Props = {
  /** The queue as the server listed it for `filter`, or null when it must be asked for. */
  initial: Queue | null;
  filter: ReviewFilter;
  onFilter: (filter: ReviewFilter) => void;
  editor: string;
  onCounts: (counts: ReviewCounts) => void;
};

const LISTED: Record<QueueStatus, string> = {
  pending: 'pending reviews, oldest first',
  approved: 'published reviews, newest first',
  rejected: 'rejected reviews, newest first',
  all: 'reviews, newest first',
};
const NONE: Record<QueueStatus, string> = {
  pending: 'No review is waiting for a decision.',
  approved: 'No review is published yet.',
  rejected: 'No review has been rejected.',
  all: 'No customer has written a review yet.',
};

function summary(queue: Queue, filter: ReviewFilter): string {
  const { page, pageSize, total } = queue.pageInfo;
  if (total === 0)
    return filter.rating || filter.query?.trim() ? 'No review matches these filters.' : NONE[filter.status];
  if (queue.reviews.length === 0) return `This page is past the last one: there are ${total} ${LISTED[filter.status]}.`;
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from}–${from + queue.reviews.length - 1} of ${total} ${LISTED[filter.status]}.`;
}

const moved = (counts: ReviewCounts, before: QueuedReview, after: QueuedReview): ReviewCounts =>
  before.status === after.status
    ? counts
    : { ...counts, [before.status]: Math.max(0, counts[before.status] - 1), [after.status]: counts[after.status] + 1 };

export default function ReviewQueue({ initial, filter, onFilter, editor, onCounts }: Props) {
  const [queue, setQueue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(initial === null);
  const skip = useRef(initial !== null);
  const count = useRef<HTMLParagraphElement>(null);
  const focusCount = useRef(false);

  useEffect(() => {
    // What the server rendered is current until the filter changes; typing waits for a pause before asking.
    if (skip.current) {
      skip.current = false;
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const found = await listReviews(filter);
        if (!current) return;
        setQueue(found);
        setError(null);
        onCounts(found.counts);
      } catch (caught) {
        if (current) setError(studioMessage(caught));
      } finally {
        if (current) setLoading(false);
      }
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [filter, onCounts]);

  useEffect(() => {
    // A new page starts where its list starts, for the keyboard and the eye.
    if (loading || !focusCount.current) return;
    focusCount.current = false;
    count.current?.focus();
    count.current?.scrollIntoView({ block: 'nearest' });
  }, [loading]);

  const set = (change: Partial<ReviewFilter>) => onFilter({ ...filter, page: 1, ...change });
  const toPage = (page: number) => {
    focusCount.current = true;
    onFilter({ ...filter, page });
  };
  const decided = (before: QueuedReview, after: QueuedReview) => {
    if (!queue) return;
    const counts = moved(queue.counts, before, after);
    setQueue({ ...queue, counts, reviews: queue.reviews.map((r) => (r.id === after.id ? after : r)) });
    onCounts(counts);
  };

  const counts = queue?.counts;
  const info = queue?.pageInfo;
  return (
    <section className="studio-panel" aria-labelledby="studio-reviews-heading">
      <div className="studio-panel-head">
        <h2 id="studio-reviews-heading">Reviews</h2>
        <p className="studio-muted review-intro">
          Customers’ reviews wait here until an editor approves them; only published ones are shown to shoppers.
        </p>
      </div>
      <nav className="review-tabs" aria-label="Review status">
        {QUEUE_TABS.map((tab) => {
          const n = counts
            ? tab.status === 'all'
              ? counts.pending + counts.approved + counts.rejected
              : counts[tab.status]
            : null;
          return (
            <a
              key={tab.status}
              href={reviewAddress({ ...filter, status: tab.status, page: 1 })}
              aria-current={filter.status === tab.status ? 'page' : undefined}
              onClick={inPlace(() => set({ status: tab.status }))}
            >
              {tab.label}
              {n !== null && (
                <>
                  {' '}
                  <span className="review-tab-count">{n.toLocaleString('en-US')}</span>
                </>
              )}
            </a>
          );
        })}
      </nav>
      <form className="review-filters" role="search" aria-label="Reviews" onSubmit={(e) => e.preventDefault()}>
        <p className="studio-field review-filter-words">
          <label htmlFor="review-q">Search</label>
          <input
            id="review-q"
            type="search"
            placeholder="Title, text, author or product"
            maxLength={200}
            value={filter.query ?? ''}
            onChange={(e) => set({ query: e.target.value })}
          />
        </p>
        <p className="studio-field">
          <label htmlFor="review-rating">Stars</label>
          <select
            id="review-rating"
            value={filter.rating ?? ''}
            onChange={(e) => set({ rating: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">Any rating</option>
            {RATINGS.map((r) => (
              <option key={r} value={r}>
                {r} {r === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </select>
        </p>
      </form>
      {error && (
        <p className="studio-error" role="alert">
          {error}
        </p>
      )}
      <p ref={count} tabIndex={-1} className="studio-count review-count" role="status" aria-busy={loading}>
        {loading || !queue ? 'Loading reviews…' : summary(queue, filter)}
      </p>
      {queue && queue.reviews.length > 0 && (
        <ol className="review-list" aria-label="Reviews on this page">
          {queue.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} editor={editor} onDecided={decided} />
            </li>
          ))}
        </ol>
      )}
      {info && info.pageCount > 1 && (
        <nav className="review-pager" aria-label="Pages of reviews">
          {info.page > 1 ? (
            <a href={reviewAddress({ ...filter, page: info.page - 1 })} onClick={inPlace(() => toPage(info.page - 1))}>
              Previous page
            </a>
          ) : (
            <span />
          )}
          <span>
            Page {info.page} of {info.pageCount}
          </span>
          {info.page < info.pageCount ? (
            <a href={reviewAddress({ ...filter, page: info.page + 1 })} onClick={inPlace(() => toPage(info.page + 1))}>
              Next page
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
