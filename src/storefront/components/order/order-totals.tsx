import { formatRupees, paiseToRupees, rupeesToPaise, totalsWithTax, type Totals } from '../../../shared/money';
import { computeGst, type GstSplit } from '../../../shared/tax/gst-amounts';
import { codFeeTax } from '../../../shared/payments/cod-fee';
import { gstSummaryRows, type TaxRow } from '../../../shared/tax/gst-summary-rows';
import styles from './order-totals.module.css';

export interface EstimatedTotals extends Totals {
  codFee: number;
  /** The promotion's discount on the goods (rupees), as the server decided it; 0 for none. */
  discount: number;
  /** One row per GST rate (and per tax once the split is known), in rupees. */
  taxRows: { label: string; amount: number }[];
}

function toRupeeRows(rows: TaxRow[]): EstimatedTotals['taxRows'] {
  return rows.map((r) => ({ label: r.label, amount: paiseToRupees(r.paise) }));
}

/**
 * What the cart and checkout show before the order exists: the shared GST rules applied in paise
 * (one rounding per rate) so the figures match what the server will charge. Display only; the server
 * computes the real totals. `split` is null until the delivery state is chosen.
 */
export function estimateTotals(
  /** discount: the line's share of the server's discount (rupees); GST is on what is left of the line. */
  lines: ReadonlyArray<{ price: number; quantity: number; gstRate: number | null; discount?: number }>,
  split: GstSplit | null = null,
  unsplitLabel = 'GST',
  codFee = 0,
  /** The shipping fee before GST (the delivery quote's); taxed like the COD fee, rounded on its own. */
  shippingFee = 0,
): EstimatedTotals {
  const taxable = lines.map((line) => ({
    taxablePaise: rupeesToPaise(line.price) * line.quantity - rupeesToPaise(line.discount ?? 0),
    rateBp: Math.round((line.gstRate ?? 0) * 100),
  }));
  const discountPaise = lines.reduce((sum, line) => sum + rupeesToPaise(line.discount ?? 0), 0);
  const gst = computeGst(taxable, split);
  const feePaise = rupeesToPaise(codFee);
  const fee = codFeeTax(
    feePaise,
    taxable.map((l) => l.rateBp),
    split,
  );
  const shippingPaise = rupeesToPaise(shippingFee);
  const shippingGst = codFeeTax(
    shippingPaise,
    taxable.map((l) => l.rateBp),
    split,
  );
  // Each fee's GST joins its rate's row, as the server's order shows it.
  const withFee = (groups: typeof gst.groups, amountPaise: number, tax: typeof fee) =>
    groups.map((g) =>
      amountPaise > 0 && g.rateBp === tax.rateBp
        ? {
            ...g,
            taxablePaise: g.taxablePaise + amountPaise,
            taxPaise: g.taxPaise + tax.taxPaise,
            cgstPaise: g.cgstPaise + tax.cgstPaise,
            sgstPaise: g.sgstPaise + tax.sgstPaise,
            igstPaise: g.igstPaise + tax.igstPaise,
          }
        : g,
    );
  const groups = withFee(withFee(gst.groups, feePaise, fee), shippingPaise, shippingGst);
  const paise = totalsWithTax(
    taxable.reduce((sum, l) => sum + l.taxablePaise, 0),
    gst.taxPaise + fee.taxPaise + shippingGst.taxPaise,
  );
  return {
    subtotal: paiseToRupees(paise.subtotal + discountPaise),
    discount: paiseToRupees(discountPaise),
    tax: paiseToRupees(paise.tax),
    shipping: paiseToRupees(shippingPaise),
    codFee: paiseToRupees(feePaise),
    total: paiseToRupees(paise.total + feePaise + shippingPaise),
    taxRows: toRupeeRows(gstSummaryRows(groups, split, unsplitLabel)),
  };
}

interface OrderTotalsProps {
  totals: Totals & { codFee?: number; discount?: number };
  /** What the discount is ("Coupon DIWALI10", an automatic discount's name). */
  discountLabel?: string | null;
  /** One row per rate: the cart says 'Tax (18%)' (spec §2), checkout and orders 'GST (18%)' or the split. */
  taxRows: { label: string; amount: number }[];
}

/** Subtotal (before GST), the GST rows, shipping and total as a description list, ₹ with 2 decimals (spec §9). */
export function OrderTotals({ totals, taxRows, discountLabel }: OrderTotalsProps) {
  return (
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>Subtotal</dt>
        <dd>{formatRupees(totals.subtotal)}</dd>
      </div>
      {(totals.discount ?? 0) > 0 && (
        <div className={styles.row} data-testid="discount-row">
          <dt>Discount{discountLabel ? ` (${discountLabel})` : ''}</dt>
          <dd className={styles.free}>−{formatRupees(totals.discount ?? 0)}</dd>
        </div>
      )}
      {taxRows.map((row) => (
        <div className={styles.row} key={row.label}>
          <dt>{row.label}</dt>
          <dd>{formatRupees(row.amount)}</dd>
        </div>
      ))}
      <div className={styles.row}>
        <dt>Shipping</dt>
        <dd className={totals.shipping === 0 ? styles.free : undefined}>{totals.shipping === 0 ? 'Free' : formatRupees(totals.shipping)}</dd>
      </div>
      {(totals.codFee ?? 0) > 0 && (
        <div className={styles.row}>
          <dt>Cash on Delivery fee</dt>
          <dd>{formatRupees(totals.codFee ?? 0)}</dd>
        </div>
      )}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>Total</dt>
        <dd data-testid="order-total">{formatRupees(totals.total)}</dd>
      </div>
    </dl>
  );
}
