// Five stars filled to a rating, for islands (StarRating.astro draws the same on the server). Drawn, not read: the
// label says it in words.
import type { CSSProperties } from 'react';
import { starFills } from '../../lib/catalog/ratings';
import '../../styles/stars.css';

export default function Stars({
  average,
  label,
  size = 'small',
}: {
  average: number;
  label: string;
  size?: 'small' | 'large';
}) {
  return (
    <span className={`review-stars ${size}`} role="img" aria-label={label}>
      {starFills(average).map((fill, index) => (
        <span
          key={index}
          className="review-star"
          style={{ '--fill': `${fill}%` } as CSSProperties}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
