// One published review (issue 41 §3): its stars, title, who wrote it for which pet, "Verified buyer", the text, whether
// they would recommend the food, and "Helpful", which a signed-in shopper presses once on someone else's review.
import { longDate } from '../../lib/site/dates';
import type { Review } from '../../lib/reviews/types';
import Stars from '../parts/Stars';

type Props = {
  review: Review;
  voted: boolean;
  own: boolean;
  busy: boolean;
  note: string | null;
  onHelpful: () => void;
};

export const petLine = (review: Pick<Review, 'petName' | 'petAge'>): string | null =>
  review.petName ? `for ${review.petName}${review.petAge ? `, ${review.petAge}` : ''}` : null;

export default function ReviewItem({ review, voted, own, busy, note, onHelpful }: Props) {
  const pet = petLine(review);
  return (
    <article className="review" aria-labelledby={`review-${review.id}`}>
      <Stars average={review.rating} label={`${review.rating} out of 5 stars`} />
      <h3 id={`review-${review.id}`} className="review-title">
        {review.title}
      </h3>
      <p className="review-byline">
        <span className="review-author">{review.author}</span>
        {pet && <span> {pet}</span>}
        <span className="review-verified">Verified buyer</span>
        <time dateTime={review.createdAt}>{longDate(review.createdAt)}</time>
      </p>
      {review.body.split('\n').map((paragraph, index) => (
        <p key={index} className="review-body">
          {paragraph}
        </p>
      ))}
      <p className={review.recommend ? 'review-recommends' : 'review-recommends no'}>
        {review.recommend ? 'Would recommend this food' : 'Would not recommend this food'}
      </p>
      <p className="review-helpful">
        {own ? (
          <span>
            {review.helpful} {review.helpful === 1 ? 'shopper' : 'shoppers'} found your review helpful
          </span>
        ) : (
          <button
            type="button"
            className="button secondary"
            aria-pressed={voted}
            disabled={busy || voted}
            onClick={onHelpful}
          >
            Helpful ({review.helpful})<span className="visually-hidden"> {review.title}</span>
          </button>
        )}
        {note && (
          <span className="review-note" role="status">
            {note}
          </span>
        )}
      </p>
    </article>
  );
}
