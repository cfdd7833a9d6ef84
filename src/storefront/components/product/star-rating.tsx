import { Star } from 'lucide-react';
import styles from './star-rating.module.css';

interface StarRatingProps {
  rating: number;
  /** Review count shown after the stars as `(N)`; omitted when undefined. */
  count?: number;
  size?: number;
}

/** Nearest half star, so 4.3 reads as 4.5 — the gallery of stars cannot show finer steps anyway. */
function toHalfSteps(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

export function StarRating({ rating, count, size = 16 }: StarRatingProps) {
  const shown = toHalfSteps(rating);
  const label = `Rated ${Number.isInteger(shown) ? shown : shown.toFixed(1)} out of 5`;
  return (
    <span className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={label}>
        {[0, 1, 2, 3, 4].map((index) => {
          const fill = Math.min(1, Math.max(0, shown - index));
          return (
            <span key={index} className={styles.star} style={{ width: size, height: size }} aria-hidden="true">
              <Star size={size} className={styles.empty} strokeWidth={1.75} />
              {fill > 0 && (
                <span className={styles.fillClip} style={{ width: `${fill * 100}%` }}>
                  <Star size={size} className={styles.full} strokeWidth={1.75} />
                </span>
              )}
            </span>
          );
        })}
      </span>
      {count !== undefined && (
        <span className={styles.count}>
          ({count}
          <span className="visually-hidden"> reviews</span>)
        </span>
      )}
    </span>
  );
}
