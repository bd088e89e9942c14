// One review in the studio's queue (issue 41 §2): what the customer wrote, about which product, where it stands, and
// the editor's two decisions. A decision updates the card where it is; focus moves to what it now says.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { decisionMessage, moderateReview, type QueuedReview, type ReviewDecision } from './api';
import { formatWhen } from './format';
import RejectForm from './RejectForm';
import Stars from '../parts/Stars';

type Props = {
  review: QueuedReview;
  /** the signed-in editor, who is named on what they decide */
  editor: string;
  onDecided: (before: QueuedReview, after: QueuedReview) => void;
};

const BADGES = {
  pending: { label: 'Pending', tone: 'draft' },
  approved: { label: 'Published', tone: 'published' },
  rejected: { label: 'Rejected', tone: 'rejected' },
} as const;

function Product({ review }: { review: QueuedReview }) {
  if (review.productTitle === null)
    return (
      <p className="review-product">
        A product the shop no longer sells <span className="studio-muted">({review.handle})</span>
      </p>
    );
  return (
    <p className="review-product">
      <a href={`/products/${encodeURIComponent(review.handle)}`} target="_blank" rel="noopener">
        {review.productTitle}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}

function Decision({ review, focusRef }: { review: QueuedReview; focusRef: RefObject<HTMLParagraphElement | null> }) {
  if (review.status === 'pending') return null;
  const by = review.moderatedBy ? ` by ${review.moderatedBy}` : '';
  return (
    <p ref={focusRef} tabIndex={-1} className={`review-decision review-decision--${review.status}`}>
      {review.status === 'approved' ? (
        `Published${by}: shoppers read it on the product page.`
      ) : (
        <>
          {`Rejected${by}. The author reads: `}
          <q>{review.rejectReason}</q>
        </>
      )}
    </p>
  );
}

export default function ReviewCard({ review, editor, onDecided }: Props) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [sending, setSending] = useState<ReviewDecision['decision'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [decided, setDecided] = useState(0);
  const result = useRef<HTMLParagraphElement>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (decided) result.current?.focus();
  }, [decided]);

  async function decide(decision: ReviewDecision) {
    if (sending) return;
    setSending(decision.decision);
    setError(null);
    try {
      const kept = await moderateReview(review.id, decision);
      setRejecting(false);
      onDecided(review, { ...review, ...kept, moderatedBy: editor });
      setDecided((n) => n + 1);
    } catch (caught) {
      setError(decisionMessage(caught));
    } finally {
      setSending(null);
    }
  }
  const cancel = () => {
    setRejecting(false);
    setError(null);
    // Back to the button that opened the form, once it is there again.
    requestAnimationFrame(() => rejectButton.current?.focus());
  };

  const badge = BADGES[review.status];
  const edited = review.updatedAt !== review.createdAt;
  const pet = [review.petName, review.petAge].filter(Boolean).join(', ');
  const named = <span className="visually-hidden"> “{review.title}”</span>;
  return (
    <article className="review-card" aria-labelledby={`${id}-title`}>
      <div className="review-main">
        <div className="review-card-head">
          <span className="review-stars-line">
            <Stars average={review.rating} label={`${review.rating} out of 5 stars`} />
            <span className="review-stars-number" aria-hidden="true">
              {review.rating}/5
            </span>
          </span>
          <span className={`studio-badge studio-badge--${badge.tone}`}>{badge.label}</span>
        </div>
        <h3 id={`${id}-title`} className="review-title">
          {review.title}
        </h3>
        <Product review={review} />
        <p className="review-body">{review.body}</p>
      </div>
      <div className="review-side">
        <dl className="review-facts">
          <div>
            <dt>By</dt>
            <dd>
              {review.author} <span className="studio-muted">(verified buyer)</span>
            </dd>
          </div>
          {pet && (
            <div>
              <dt>Pet</dt>
              <dd>{pet}</dd>
            </div>
          )}
          <div>
            <dt>Would recommend</dt>
            <dd>{review.recommend ? 'Yes' : 'No'}</dd>
          </div>
          <div>
            <dt>Written</dt>
            <dd>
              <time dateTime={review.createdAt}>{formatWhen(review.createdAt)}</time>
            </dd>
          </div>
          {edited && (
            <div>
              <dt>Edited</dt>
              <dd>
                <time dateTime={review.updatedAt}>{formatWhen(review.updatedAt)}</time>
              </dd>
            </div>
          )}
          {review.helpful > 0 && (
            <div>
              <dt>Found helpful by</dt>
              <dd>{review.helpful === 1 ? '1 shopper' : `${review.helpful} shoppers`}</dd>
            </div>
          )}
        </dl>
        <Decision review={review} focusRef={result} />
        {error && (
          <p className="studio-error" role="alert">
            {error}
          </p>
        )}
        {rejecting ? (
          <RejectForm
            title={review.title}
            busy={sending === 'reject'}
            onReject={(reason) => void decide({ decision: 'reject', reason })}
            onCancel={cancel}
          />
        ) : (
          <p className="review-actions">
            {review.status !== 'approved' && (
              <button
                type="button"
                className="button studio-small"
                aria-disabled={sending !== null || undefined}
                onClick={() => void decide({ decision: 'approve' })}
              >
                {sending === 'approve' ? 'Approving…' : 'Approve'}
                {named}
              </button>
            )}
            {review.status !== 'rejected' && (
              <button
                ref={rejectButton}
                type="button"
                className="button secondary studio-small studio-danger"
                aria-disabled={sending !== null || undefined}
                onClick={() => {
                  if (sending) return;
                  setError(null);
                  setRejecting(true);
                }}
              >
                {review.status === 'approved' ? 'Take down' : 'Reject'}
                {named}
              </button>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
