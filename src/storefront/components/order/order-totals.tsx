import { formatRupees, GST_RATE, paiseToRupees, rupeesToPaise, totalsInPaise, type Totals } from '../../../shared/money';
import styles from './order-totals.module.css';

/** The GST percentage as the summaries print it, e.g. 18%. */
export const GST_PERCENT_LABEL = `${Math.round(GST_RATE * 100)}%`;

/**
 * What the cart and checkout show before the order exists: the shared money rules applied in paise
 * so the figures match what the server will charge. Display only; the server computes the real totals.
 */
export function estimateTotals(lines: ReadonlyArray<{ price: number; quantity: number }>): Totals {
  const subtotalPaise = lines.reduce((sum, line) => sum + rupeesToPaise(line.price) * line.quantity, 0);
  const paise = totalsInPaise(subtotalPaise);
  return {
    subtotal: paiseToRupees(paise.subtotal),
    tax: paiseToRupees(paise.tax),
    shipping: paiseToRupees(paise.shipping),
    total: paiseToRupees(paise.total),
  };
}

interface OrderTotalsProps {
  totals: Totals;
  /** The cart says 'Tax (18%)' (spec §2), checkout and orders say 'GST (18%)'. */
  taxLabel: string;
}

/** Subtotal, tax, shipping and total as a description list, ₹ with 2 decimals (spec §9). */
export function OrderTotals({ totals, taxLabel }: OrderTotalsProps) {
  return (
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>Subtotal</dt>
        <dd>{formatRupees(totals.subtotal)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{taxLabel}</dt>
        <dd>{formatRupees(totals.tax)}</dd>
      </div>
      <div className={styles.row}>
        <dt>Shipping</dt>
        <dd className={totals.shipping === 0 ? styles.free : undefined}>{totals.shipping === 0 ? 'Free' : formatRupees(totals.shipping)}</dd>
      </div>
      <div className={`${styles.row} ${styles.total}`}>
        <dt>Total</dt>
        <dd data-testid="order-total">{formatRupees(totals.total)}</dd>
      </div>
    </dl>
  );
}
