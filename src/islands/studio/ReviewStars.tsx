// A review's stars as the product page draws them (StarRating.astro), with the number beside them: the stars are
// drawn, the label says the rating in words.
import type { CSSProperties } from 'react';
import { starFills } from '../../lib/catalog/ratings';

export default function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className="review-stars">
      <span className="review-stars-row" role="img" aria-label={`${rating} out of 5 stars`}>
        {starFills(rating).map((fill, star) => (
          <span key={star} className="review-star" style={{ '--fill': `${fill}%` } as CSSProperties} />
        ))}
      </span>
      <span className="review-stars-number" aria-hidden="true">
        {rating}/5
      </span>
    </span>
  );
}
