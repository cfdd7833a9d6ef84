import { Banknote, CreditCard } from 'lucide-react';
import { formatRupees } from '../../../shared/money';
import type { PaymentMethod, PaymentOptions } from '../../../shared/payments/payment.schema';
import styles from './checkout-page.module.css';

interface PaymentMethodFieldsProps {
  options: PaymentOptions | undefined;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/**
 * Cash on Delivery, and "Pay online" when the shop has Razorpay configured. When COD is not
 * allowed for this cart (over the limit, switched off) it is shown disabled with the server's reason.
 */
export function PaymentMethodFields({ options, value, onChange }: PaymentMethodFieldsProps) {
  const online = options?.online.available ?? false;
  const cod = options?.cod ?? { available: true, reason: null, fee: 0, maxTotal: 0 };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Payment method</legend>
      {online && (
        <label className={styles.paymentOption}>
          <input type="radio" name="paymentMethod" value="online" checked={value === 'online'} onChange={() => onChange('online')} className={styles.radio} />
          <CreditCard size={22} aria-hidden="true" className={styles.paymentIcon} />
          <span>
            <span className={styles.paymentName}>Pay online (UPI, cards, netbanking)</span>
            <span className={styles.paymentHint}>Through Razorpay, in this page. Your order is confirmed once the payment goes through.</span>
          </span>
        </label>
      )}
      <label className={styles.paymentOption}>
        <input
          type="radio"
          name="paymentMethod"
          value="cod"
          checked={value === 'cod'}
          disabled={!cod.available}
          onChange={() => onChange('cod')}
          className={styles.radio}
          aria-describedby={cod.reason ? 'cod-unavailable' : undefined}
        />
        <Banknote size={22} aria-hidden="true" className={styles.paymentIcon} />
        <span>
          <span className={styles.paymentName}>Cash on Delivery</span>
          <span className={styles.paymentHint}>
            Pay in cash or by UPI when your order arrives.{cod.fee > 0 ? ` A Cash on Delivery fee of ${formatRupees(cod.fee)} plus GST applies.` : ''}
          </span>
          {cod.reason && (
            <span id="cod-unavailable" className={styles.paymentHint} role="note" data-testid="cod-unavailable">
              {cod.reason}
            </span>
          )}
        </span>
      </label>
    </fieldset>
  );
}
