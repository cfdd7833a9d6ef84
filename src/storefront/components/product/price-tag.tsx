import { formatRupees } from '../../../shared/money';
import styles from './price-tag.module.css';

interface PriceTagProps {
  price: number;
  /** The server's struck-through price (spec §9); null without a discount. */
  originalPrice: number | null;
  /** When given and above 0, a `{discount}% off` tag follows the prices. */
  discount?: number;
  size?: 'md' | 'lg';
}

export function PriceTag({ price, originalPrice, discount, size = 'md' }: PriceTagProps) {
  return (
    <p className={`${styles.price} ${size === 'lg' ? styles.large : ''}`}>
      <span className={styles.current}>
        <span className="visually-hidden">Price: </span>
        {formatRupees(price)}
      </span>
      {originalPrice !== null && (
        <s className={styles.original}>
          <span className="visually-hidden">Original price: </span>
          {formatRupees(originalPrice)}
        </s>
      )}
      {discount !== undefined && discount > 0 && <span className={styles.discount}>{discount}% off</span>}
    </p>
  );
}
