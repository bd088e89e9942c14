// My Reviews (issue 41 §2): the customer's reviews with where each stands (waiting, published, or not published and
// why), each to edit (it waits for an editor again) or delete.
import { useState } from 'react';
import { postJson } from '../../lib/site/api-client';
import { longDate } from '../../lib/site/dates';
import { STATUS_LABELS } from '../../lib/reviews/rules';
import type { KeptReview } from '../../lib/reviews/types';
import '../../styles/reviews.css';
import ConfirmDialog from '../parts/ConfirmDialog';
import Stars from '../parts/Stars';
import { useSubmission } from '../parts/use-submission';
import ReviewForm from './ReviewForm';

/** A review with the product it is of: its name and page, or null once the shop no longer sells it. */
export type MyReview = { review: KeptReview; product: { title: string; href: string } | null };

export default function MyReviews({ initial }: { initial: MyReview[] }) {
  const [items, setItems] = useState(initial);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MyReview | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const { busy, error, ready, run } = useSubmission();

  function saved(review: KeptReview) {
    setItems((all) => all.map((item) => (item.review.id === review.id ? { ...item, review } : item)));
    setEditing(null);
    setNote('Your changes are saved. The review will appear again once it has been checked.');
  }

  const remove = (item: MyReview) =>
    run(async () => {
      await postJson('/api/reviews/delete', { id: item.review.id });
      setItems((all) => all.filter((each) => each.review.id !== item.review.id));
      setDeleting(null);
      setNote('Your review has been deleted.');
    });

  return (
    <div className="reviews-panel">
      {note && (
        <p className="review-thanks" role="status">
          {note}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {items.length === 0 ? (
        <p className="notice">
          You have not reviewed any food yet. Once an order arrives, tell other pet parents how it went: every food you
          ordered can be reviewed from its page. <a href="/account/orders">See your orders</a>
        </p>
      ) : (
        <ul className="my-reviews">
          {items.map((item) => {
            const { review, product } = item;
            const title = product?.title ?? 'A food the shop no longer sells';
            return (
              <li key={review.id} className="my-review">
                <h2 className="my-review-product">{product ? <a href={product.href}>{title}</a> : title}</h2>
                <p className="my-review-status">
                  <span className={`review-status ${review.status}`}>{STATUS_LABELS[review.status]}</span>
                  {review.status === 'rejected' && review.rejectReason && <span>: {review.rejectReason}</span>}
                </p>
                {editing === review.id ? (
                  <ReviewForm
                    handle={review.handle}
                    productTitle={title}
                    editing={review}
                    onSaved={saved}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <Stars average={review.rating} label={`${review.rating} out of 5 stars`} />
                    <h3 className="review-title">{review.title}</h3>
                    <p className="review-byline">
                      <span>Written {longDate(review.createdAt)}</span>
                      {review.updatedAt !== review.createdAt && <span>changed {longDate(review.updatedAt)}</span>}
                      {review.status === 'approved' && (
                        <span>
                          {review.helpful} {review.helpful === 1 ? 'shopper' : 'shoppers'} found it helpful
                        </span>
                      )}
                    </p>
                    {review.body.split('\n').map((paragraph, index) => (
                      <p key={index} className="review-body">
                        {paragraph}
                      </p>
                    ))}
                    <p className="review-own-actions">
                      <button
                        type="button"
                        className="link-button"
                        disabled={!ready || busy}
                        onClick={() => {
                          setNote(null);
                          setEditing(review.id);
                        }}
                      >
                        Edit<span className="visually-hidden"> your review of {title}</span>
                      </button>
                      <button
                        type="button"
                        className="link-button"
                        disabled={!ready || busy}
                        onClick={() => setDeleting(item)}
                      >
                        Delete<span className="visually-hidden"> your review of {title}</span>
                      </button>
                    </p>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete your review?"
        confirmLabel="Delete review"
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        Your review of {deleting?.product?.title ?? 'this food'} will be removed from the shop.
      </ConfirmDialog>
    </div>
  );
}
