import { formatRupees, paiseToRupees, rupeesToPaise } from '../../../shared/money';
import { gstAtRate } from '../../../shared/tax/gst-amounts';
import styles from './price-tag.module.css';

interface PriceTagProps {
  price: number;
  /** The server's struck-through price (spec §9); null without a discount. */
  originalPrice: number | null;
  /** When given and above 0, a `{discount}% off` tag follows the prices. */
  discount?: number;
  size?: 'md' | 'lg';
  /** The product's GST rate in percent: the price is before GST, so it says so and adds the total with GST. */
  gstRate: number | null;
}

/** One unit's price with GST at the product's own rate, rounded to the paisa as an invoice would. */
function withGst(price: number, gstRate: number): number {
  const paise = rupeesToPaise(price);
  return paiseToRupees(paise + gstAtRate(paise, Math.round(gstRate * 100)));
}

export function PriceTag({ price, originalPrice, discount, size = 'md', gstRate }: PriceTagProps) {
  return (
    <p className={`${styles.price} ${size === 'lg' ? styles.large : ''}`}>
      <span className={styles.current}>
        <span className="visually-hidden">Price before GST: </span>
        {formatRupees(price)}
      </span>
      <span className={styles.gst}>{gstRate === null ? '+ GST' : `+ ${gstRate}% GST`}</span>
      {originalPrice !== null && (
        <s className={styles.original}>
          <span className="visually-hidden">Original price: </span>
          {formatRupees(originalPrice)}
        </s>
      )}
      {discount !== undefined && discount > 0 && <span className={styles.discount}>{discount}% off</span>}
      {gstRate !== null && (
        <span className={styles.inclusive} data-testid="price-incl-gst">
          {formatRupees(withGst(price, gstRate))} incl. GST
        </span>
      )}
    </p>
  );
}
