import { useEffect, useState, type ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { paiseToRupees, rupeesToPaise, STANDARD_GST_RATE_BP } from '../../../shared/money';
import { useDeliveryQuote } from '../../api/delivery/get-delivery-quote';
import { readDeliveryPincode } from '../../lib/delivery-pincode';
import { estimateTotals, OrderTotals } from '../../components/order/order-totals';
import { PageCard } from '../../components/page/page';
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

/** The shipping fee to the pincode the shopper last checked delivery for (0 until one is known). */
function useShippingFee(lines: CartSummaryProps['lines']): number {
  const [pincode, setPincode] = useState<string | null>(null);
  useEffect(() => setPincode(readDeliveryPincode() || null), []);
  const subtotal = paiseToRupees(lines.reduce((sum, l) => sum + rupeesToPaise(l.price) * l.quantity, 0));
  return useDeliveryQuote(pincode, subtotal).data?.shippingFee ?? 0;
}

function CartTotals({ lines, discountLabel, shippingFee }: Pick<CartSummaryProps, 'lines' | 'discountLabel'> & { shippingFee: number }) {
  const totals = estimateTotals(
    lines.map((l) => ({
      price: l.price,
      quantity: l.quantity,
      gstRate: l.gstRate === undefined ? STANDARD_GST_RATE_BP / 100 : l.gstRate,
      discount: l.discount,
    })),
    null,
    'Tax',
    0,
    shippingFee,
  );
  return <OrderTotals totals={totals} taxRows={totals.taxRows} discountLabel={discountLabel} />;
}

export function CartSummary({ lines, action, coupon, discountLabel }: CartSummaryProps) {
  const shippingFee = useShippingFee(lines);
  return (
    <PageCard as="aside" tone="muted" sticky aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        Order Summary
      </h2>
      {coupon}
      <CartTotals lines={lines} discountLabel={discountLabel} shippingFee={shippingFee} />
      {action}
      <p className={styles.reassurance}>
        <ShieldCheck size={16} aria-hidden="true" />
        {shippingFee === 0 ? 'Cash on Delivery · Free shipping across India' : 'Cash on Delivery · Shipping by pincode'}
      </p>
    </PageCard>
  );
}
