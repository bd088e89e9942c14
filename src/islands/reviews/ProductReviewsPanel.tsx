// The product page's reviews (issue 41 §3, DTC): the summary and its star filter, the list in the order the shopper
// picks, a page at a time, "Helpful" votes, and the shopper's own review: write it (verified buyers only), see where
// it stands, edit or delete it. The server draws the first page; this island takes over on the first interaction.
import { useRef, useState } from 'react';
import { getJson, postJson, shopperMessage } from '../../lib/site/api-client';
import { REVIEW_SORTS, SORT_LABELS, STATUS_LABELS, type ReviewSort } from '../../lib/reviews/rules';
import type { KeptReview, ReviewList } from '../../lib/reviews/types';
import '../../styles/reviews.css';
import ConfirmDialog from '../parts/ConfirmDialog';
import ReviewForm from './ReviewForm';
import ReviewItem from './ReviewItem';
import ReviewSummaryView from './ReviewSummaryView';

type Props = { handle: string; productTitle: string; initial: ReviewList; signInHref: string };
type Notes = Record<string, string>;

export default function ProductReviewsPanel({ handle, productTitle, initial, signInHref }: Props) {
  const [list, setList] = useState(initial);
  const [sort, setSort] = useState<ReviewSort>('recent');
  const [rating, setRating] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  const [viewerLoaded, setViewerLoaded] = useState(initial.viewer !== null);
  const [notes, setNotes] = useState<Notes>({});
  const [voting, setVoting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const listTop = useRef<HTMLHeadingElement>(null);
  const viewer = list.viewer;

  async function load(
    next: { sort?: ReviewSort; rating?: number | null; page?: number },
    focusList = false,
  ): Promise<ReviewList | null> {
    const query = new URLSearchParams({ handle, sort: next.sort ?? sort, page: String(next.page ?? 1) });
    const stars = next.rating === undefined ? rating : next.rating;
    if (stars) query.set('rating', String(stars));
    setLoading(true);
    setProblem(null);
    try {
      const answer = await getJson<ReviewList>(`/api/reviews/list?${query}`);
      setList(answer);
      setViewerLoaded(true);
      if (next.sort) setSort(next.sort);
      if (next.rating !== undefined) setRating(next.rating);
      if (focusList) listTop.current?.focus();
      return answer;
    } catch (caught) {
      setProblem(shopperMessage(caught));
      return null;
    } finally {
      setLoading(false);
    }
  }

  // Who may write is known once the shop has been asked as this shopper: a cached page cannot say.
  async function startWriting() {
    setThanks(null);
    const answer = viewerLoaded ? list : await load({ page: list.pageInfo.page });
    if (answer?.viewer?.canReview) setWriting(true);
    else setAsked(true);
  }

  async function helpful(id: string) {
    setVoting(id);
    try {
      const { vote } = await postJson<{ vote: { id: string; helpful: number } }>('/api/reviews/vote', { id });
      setList((current) => ({
        ...current,
        reviews: current.reviews.map((r) => (r.id === id ? { ...r, helpful: vote.helpful } : r)),
        viewer: current.viewer ? { ...current.viewer, voted: [...current.viewer.voted, id] } : current.viewer,
      }));
      setNotes((n) => ({ ...n, [id]: 'Thanks for your feedback.' }));
    } catch (caught) {
      setNotes((n) => ({ ...n, [id]: shopperMessage(caught) }));
    } finally {
      setVoting(null);
    }
  }

  function saved(review: KeptReview) {
    setWriting(false);
    setList((current) => ({
      ...current,
      viewer: current.viewer ? { ...current.viewer, own: review, canReview: false } : current.viewer,
    }));
    setThanks('Thank you! Your review will appear here once it has been checked, usually within a day.');
  }

  async function remove() {
    const own = viewer?.own;
    if (!own) return;
    try {
      await postJson('/api/reviews/delete', { id: own.id });
      setDeleting(false);
      setThanks('Your review has been deleted.');
      await load({ page: 1 });
    } catch (caught) {
      setDeleting(false);
      setProblem(shopperMessage(caught));
    }
  }

  const { summary, pageInfo, reviews } = list;
  const own = viewer?.own ?? null;
  const first = (pageInfo.page - 1) * pageInfo.pageSize + 1;
  const last = first + reviews.length - 1;

  // Said as a status when the shopper asked to write and may not; otherwise a plain line under the summary.
  const whoMayWrite = () => {
    if (!viewerLoaded) return null;
    const role = asked ? 'status' : undefined;
    if (!viewer)
      return (
        <p className="review-who" role={role}>
          Customers who have ordered this food can review it. <a href={signInHref}>Sign in</a> to write yours.
        </p>
      );
    if (!viewer.bought && !own)
      return (
        <p className="review-who" role={role}>
          Only customers who have ordered this food can review it.
        </p>
      );
    return null;
  };

  return (
    <div className="reviews-panel">
      {summary.count > 0 ? (
        <ReviewSummaryView summary={summary} rating={rating} onRating={(stars) => load({ rating: stars }, true)} />
      ) : (
        <div className="reviews-empty">
          {viewer?.canReview ? (
            <>
              <p className="reviews-empty-title">Be the first to review {productTitle}</p>
              <p>You ordered this food: tell other pet parents how it went.</p>
            </>
          ) : (
            <p className="reviews-empty-title">No reviews yet.</p>
          )}
        </div>
      )}

      <div className="review-actions">
        {own ? (
          <div className="review-own">
            <p>
              <strong>Your review</strong> ({own.rating} of 5 stars, “{own.title}”):{' '}
              <span className={`review-status ${own.status}`}>{STATUS_LABELS[own.status]}</span>
              {own.status === 'rejected' && own.rejectReason && <span> because: {own.rejectReason}</span>}
            </p>
            {!writing && (
              <p className="review-own-actions">
                <button type="button" className="link-button" onClick={() => setWriting(true)}>
                  Edit your review
                </button>
                <button type="button" className="link-button" onClick={() => setDeleting(true)}>
                  Delete your review
                </button>
              </p>
            )}
          </div>
        ) : (
          !writing &&
          (!viewerLoaded || viewer?.canReview) && (
            <button type="button" className="button" onClick={startWriting} disabled={loading}>
              Write a review
            </button>
          )
        )}
        {whoMayWrite()}
        {thanks && (
          <p className="review-thanks" role="status">
            {thanks}
          </p>
        )}
      </div>

      {writing && (
        <ReviewForm
          handle={handle}
          productTitle={productTitle}
          editing={own}
          onSaved={saved}
          onCancel={() => setWriting(false)}
        />
      )}

      {summary.count > 0 && (
        <>
          <div className="review-toolbar">
            <h3 ref={listTop} tabIndex={-1} className="review-showing">
              {rating ? `${rating}-star reviews` : 'All reviews'}
              <span className="review-showing-range">
                {pageInfo.total > 0 ? ` ${first}–${last} of ${pageInfo.total}` : ''}
              </span>
            </h3>
            {rating && (
              <button type="button" className="link-button" onClick={() => load({ rating: null }, true)}>
                Show all reviews
              </button>
            )}
            <label className="review-sort">
              Sort by{' '}
              <select
                value={sort}
                disabled={loading}
                onChange={(event) => load({ sort: event.target.value as ReviewSort })}
              >
                {REVIEW_SORTS.map((each) => (
                  <option key={each} value={each}>
                    {SORT_LABELS[each]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
          <div className="review-list" aria-busy={loading}>
            {reviews.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                own={own?.id === review.id}
                voted={viewer?.voted.includes(review.id) ?? false}
                busy={voting === review.id}
                note={notes[review.id] ?? null}
                onHelpful={() =>
                  viewerLoaded && !viewer
                    ? setNotes((n) => ({ ...n, [review.id]: 'Sign in to mark reviews helpful.' }))
                    : helpful(review.id)
                }
              />
            ))}
          </div>
          {pageInfo.pageCount > 1 && (
            <nav className="review-pager" aria-label="Pages of reviews">
              <button
                type="button"
                className="button secondary"
                disabled={loading || pageInfo.page <= 1}
                onClick={() => load({ page: pageInfo.page - 1 }, true)}
              >
                Previous
              </button>
              <span>
                Page {pageInfo.page} of {pageInfo.pageCount}
              </span>
              <button
                type="button"
                className="button secondary"
                disabled={loading || pageInfo.page >= pageInfo.pageCount}
                onClick={() => load({ page: pageInfo.page + 1 }, true)}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
      {own && (
        <ConfirmDialog
          open={deleting}
          title="Delete your review?"
          confirmLabel="Delete review"
          onConfirm={remove}
          onCancel={() => setDeleting(false)}
        >
          Your review of {productTitle} will be removed from the shop.
        </ConfirmDialog>
      )}
    </div>
  );
}
