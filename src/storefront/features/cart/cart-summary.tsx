import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { estimateTotals, GST_PERCENT_LABEL, OrderTotals } from '../../components/order/order-totals';
import styles from './cart-page.module.css';

interface CartSummaryProps {
  lines: ReadonlyArray<{ price: number; quantity: number }>;
  /** 'Proceed to Checkout' for shoppers, 'Sign in to checkout' for visitors. */
  action: ReactNode;
}

export function CartSummary({ lines, action }: CartSummaryProps) {
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        Order Summary
      </h2>
      <OrderTotals totals={estimateTotals(lines)} taxLabel={`Tax (${GST_PERCENT_LABEL})`} />
      {action}
      <p className={styles.reassurance}>
        <ShieldCheck size={16} aria-hidden="true" />
        Cash on Delivery · Free shipping across India
      </p>
    </aside>
  );
}
