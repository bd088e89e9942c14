// A product's reviews in figures (issue 41 §3): the average to one decimal, the count, the share who would recommend,
// and a bar per number of stars that filters the list to those reviews (pressed again, or "All", shows them all).
import { ratingLabel } from '../../lib/catalog/ratings';
import { barPercent, RATINGS, type ReviewSummary } from '../../lib/reviews/rules';
import Stars from '../parts/Stars';

type Props = { summary: ReviewSummary; rating: number | null; onRating: (rating: number | null) => void };

export default function ReviewSummaryView({ summary, rating, onRating }: Props) {
  const plural = (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`;
  return (
    <div className="review-summary">
      <div className="review-average">
        <span className="review-average-figure">{summary.average.toFixed(1)}</span>
        <Stars average={summary.average} size="large" label={ratingLabel(summary)} />
        <span>Based on {plural(summary.count)}</span>
        {summary.recommendPercent !== null && (
          <span className="review-recommend">
            <strong>{summary.recommendPercent}%</strong> would recommend this food
          </span>
        )}
      </div>
      <ul className="review-histogram" aria-label="Reviews by stars: choose a number of stars to read only those">
        {RATINGS.map((stars) => {
          const count = summary.histogram[String(stars) as keyof ReviewSummary['histogram']];
          return (
            <li key={stars}>
              <button
                type="button"
                className="review-bar"
                aria-pressed={rating === stars}
                disabled={count === 0}
                onClick={() => onRating(rating === stars ? null : stars)}
              >
                <span className="review-bar-label">
                  {stars} {stars === 1 ? 'star' : 'stars'}
                </span>
                <span className="review-bar-track" aria-hidden="true">
                  <span className="review-bar-fill" style={{ width: `${barPercent(summary, stars)}%` }} />
                </span>
                <span className="review-bar-count">
                  {count}
                  <span className="visually-hidden"> {count === 1 ? 'review' : 'reviews'}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
