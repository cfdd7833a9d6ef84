import type { CSSProperties } from 'react';
import styles from './star-rating.module.css';

interface StarRatingProps {
  rating: number;
  /** Review count shown after the stars as `(N)`; omitted when undefined. */
  count?: number;
  size?: number;
}

/** Space between two stars, in pixels (the star images in the CSS leave it on their right). */
const GAP = 2;

/** Nearest half star, so 4.3 reads as 4.5 — the gallery of stars cannot show finer steps anyway. */
function toHalfSteps(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/**
 * Five stars drawn by one element (two CSS masks) rather than ten SVG icons: a product grid shows
 * a rating per card, and those icons were a third of the page's DOM and of its render time.
 */
export function StarRating({ rating, count, size = 16 }: StarRatingProps) {
  const shown = toHalfSteps(rating);
  const label = `Rated ${Number.isInteger(shown) ? shown : shown.toFixed(1)} out of 5`;
  const filled = Math.floor(shown) * (size + GAP) + (shown % 1) * size;
  const style = { '--star-size': `${size}px`, '--star-fill': `${filled}px`, width: 5 * (size + GAP) - GAP, height: size } as CSSProperties;
  return (
    <span className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={label} style={style} />
      {count !== undefined && (
        <span className={styles.count}>
          ({count}
          <span className="visually-hidden"> reviews</span>)
        </span>
      )}
    </span>
  );
}
