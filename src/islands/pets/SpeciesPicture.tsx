// The picture of a pet without a photo: a dog's or a cat's head, drawn, in the shop's colours.
import type { Species } from '../../lib/catalog/types';

export default function SpeciesPicture({ species }: { species: Species }) {
  return (
    <svg className="pet-placeholder" viewBox="0 0 64 64" width="96" height="96" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="var(--light-blue)" />
      {species === 'dog' ? (
        <g fill="var(--blue)">
          <ellipse cx="17" cy="27" rx="6" ry="12" transform="rotate(18 17 27)" />
          <ellipse cx="47" cy="27" rx="6" ry="12" transform="rotate(-18 47 27)" />
          <ellipse cx="32" cy="34" rx="13" ry="14" />
          <circle cx="27" cy="31" r="2" fill="var(--white)" />
          <circle cx="37" cy="31" r="2" fill="var(--white)" />
          <ellipse cx="32" cy="40" rx="4" ry="3" fill="var(--dark-blue)" />
        </g>
      ) : (
        <g fill="var(--blue)">
          <path d="M18 16 L28 26 L20 32 Z" />
          <path d="M46 16 L36 26 L44 32 Z" />
          <ellipse cx="32" cy="35" rx="14" ry="13" />
          <ellipse cx="27" cy="33" rx="2" ry="3" fill="var(--white)" />
          <ellipse cx="37" cy="33" rx="2" ry="3" fill="var(--white)" />
          <path d="M30 39 L34 39 L32 41 Z" fill="var(--dark-blue)" />
        </g>
      )}
    </svg>
  );
}
