import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { STANDARD_GST_RATE_BP } from '../../../shared/money';
import { estimateTotals, OrderTotals } from '../../components/order/order-totals';
import styles from './cart-page.module.css';

interface CartSummaryProps {
  /** gstRate: percent; a guest line saved before rates existed counts at the standard rate (display only). */
  lines: ReadonlyArray<{ price: number; quantity: number; gstRate?: number | null; discount?: number }>;
  /** The code box (signed-in carts), above the totals. */
  coupon?: ReactNode;
  /** What the server's discount is, for its row ("Coupon DIWALI10"). */
  discountLabel?: string | null;
  /** 'Proceed to Checkout' for shoppers, 'Sign in to checkout' for visitors. */
  action: ReactNode;
}

function CartTotals({ lines, discountLabel }: Pick<CartSummaryProps, 'lines' | 'discountLabel'>) {
  const totals = estimateTotals(
    lines.map((l) => ({
      price: l.price,
      quantity: l.quantity,
      gstRate: l.gstRate === undefined ? STANDARD_GST_RATE_BP / 100 : l.gstRate,
      discount: l.discount,
    })),
    null,
    'Tax',
  );
  return <OrderTotals totals={totals} taxRows={totals.taxRows} discountLabel={discountLabel} />;
}

export function CartSummary({ lines, action, coupon, discountLabel }: CartSummaryProps) {
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        Order Summary
      </h2>
      {coupon}
      <CartTotals lines={lines} discountLabel={discountLabel} />
      {action}
      <p className={styles.reassurance}>
        <ShieldCheck size={16} aria-hidden="true" />
        Cash on Delivery · Free shipping across India
      </p>
    </aside>
  );
}
