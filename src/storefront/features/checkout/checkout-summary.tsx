import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '../../../shared/shopping/cart.schema';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../../../shared/money';
import { MediaImage } from '../../components/media-image/media-image';
import { PageCard } from '../../components/page/page';
import { gstSplitFor } from '../../../shared/tax/gst-amounts';
import { levisUtgst } from '../../../shared/tax/gst-states';
import { useSiteInfo } from '../../api/site/get-site-info';
import { estimateTotals, OrderTotals } from '../../components/order/order-totals';
import styles from './checkout-page.module.css';

interface CheckoutSummaryProps {
  lines: CartLine[];
  /** The delivery state chosen so far ('' until then): GST shows its CGST + SGST or IGST split from it. */
  deliveryState: string;
  /** The server's answer and the Place Order button, kept beside the total they act on. */
  children: ReactNode;
  /** The Cash on Delivery fee before GST when COD is chosen (its GST is added at the order's highest rate). */
  codFee?: number;
  /** Each product's share of the server's discount (rupees), and what the discount is. */
  discountOf?: (productId: string) => number;
  discountLabel?: string | null;
  /** Shipping to the pincode before GST, from the delivery quote; 0 is Free. */
  shippingFee?: number;
}

export function CheckoutSummary({ lines, deliveryState, children, codFee = 0, discountOf, discountLabel, shippingFee = 0 }: CheckoutSummaryProps) {
  const site = useSiteInfo();
  const sellerState = site.data?.gstState;
  const split = deliveryState && sellerState ? gstSplitFor(sellerState, deliveryState, levisUtgst) : null;
  const totals = estimateTotals(
    lines
      .filter((line) => line.available)
      .map((line) => ({ price: line.product.price, quantity: line.quantity, gstRate: line.product.gstRate, discount: discountOf?.(line.product._id) ?? 0 })),
    split,
    'GST',
    codFee,
    shippingFee,
  );
  return (
    <PageCard as="aside" tone="muted" sticky aria-labelledby="checkout-summary-title">
      <div className={styles.summaryHeader}>
        <h2 id="checkout-summary-title" className={styles.sectionTitle}>
          Order summary
        </h2>
        <Link to="/cart" className={styles.editLink}>
          Edit cart
        </Link>
      </div>
      <ul className={styles.summaryLines}>
        {lines.map((line) => (
          <li key={line._id} className={styles.summaryLine}>
            <MediaImage src={line.product.imageUrl} alt="" width={56} height={56} sizes="56px" className={styles.summaryImage} />
            <div className={styles.summaryInfo}>
              <p className={styles.summaryName}>{line.product.name}</p>
              <p className={styles.summaryQty}>
                {line.available ? `${line.quantity} × ${formatRupees(line.product.price)}` : 'No longer available: remove it in your cart'}
              </p>
            </div>
            <p className={styles.summaryTotal}>{formatRupees(paiseToRupees(rupeesToPaise(line.product.price) * line.quantity))}</p>
          </li>
        ))}
      </ul>
      <OrderTotals totals={totals} taxRows={totals.taxRows} discountLabel={discountLabel} />
      {children}
    </PageCard>
  );
}
