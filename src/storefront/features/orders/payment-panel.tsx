import { useEffect, useRef, useState } from 'react';
import { CreditCard, Banknote, LoaderCircle } from 'lucide-react';
import { formatRupees } from '../../../shared/money';
import type { Order } from '../../../shared/shopping/order.schema';
import { startPayment, usePayOnDelivery, useOrderUpdate, verifyPayment } from '../../api/payments/pay-order';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { openRazorpayCheckout } from '../../lib/razorpay-checkout';
import { toast } from '../../lib/toast';
import styles from './payment-panel.module.css';

const until = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });

type Attempt = { state: 'idle' } | { state: 'opening' } | { state: 'confirming' } | { state: 'failed'; message: string };

export const PAYMENT_FAILED = 'Payment failed — no money was taken. Try again or choose Cash on Delivery.';
export const PAYMENT_NOT_COMPLETED = 'Payment not completed — no money was taken. Try again or choose Cash on Delivery.';

/**
 * An order waiting for its online payment: Checkout opens here (at once after placing it), and can be
 * opened again until the order expires; or the shopper switches to Cash on Delivery. The server
 * decides every outcome: the page only forwards Checkout's signed answer.
 */
/** `token`: a guest's order, paid through its signed link (ADR 62). */
export function PaymentPanel({ order, openAtOnce, onPaid, token }: { order: Order; openAtOnce: boolean; onPaid: () => void; token?: string }) {
  const [attempt, setAttempt] = useState<Attempt>(order.payment?.status === 'failed' ? { state: 'failed', message: PAYMENT_FAILED } : { state: 'idle' });
  const update = useOrderUpdate();
  const cod = usePayOnDelivery(token);
  const { refetchCart } = useCartWishlist();
  const opened = useRef(false);
  const expiresAt = order.payment?.expiresAt ?? null;

  async function pay() {
    setAttempt({ state: 'opening' });
    try {
      const session = await startPayment(order._id, token);
      await openRazorpayCheckout(session, {
        onPaid: (answer) => {
          setAttempt({ state: 'confirming' });
          verifyPayment(order._id, answer, token).then(
            (paid) => {
              update(paid);
              void refetchCart();
              onPaid();
            },
            (error: unknown) => setAttempt({ state: 'failed', message: error instanceof Error ? error.message : PAYMENT_FAILED }),
          );
        },
        onFailed: () => setAttempt({ state: 'failed', message: PAYMENT_FAILED }),
        onDismissed: () => setAttempt((current) => (current.state === 'opening' ? { state: 'failed', message: PAYMENT_NOT_COMPLETED } : current)),
      });
    } catch (error) {
      setAttempt({ state: 'failed', message: error instanceof Error ? error.message : PAYMENT_FAILED });
    }
  }

  useEffect(() => {
    if (openAtOnce && !opened.current) {
      opened.current = true;
      void pay();
    }
    // Opened once per visit from checkout; later tries are the shopper's clicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openAtOnce]);

  const busy = attempt.state === 'opening' || attempt.state === 'confirming' || cod.isPending;
  return (
    <section className={`${styles.panel} ${attempt.state === 'failed' ? styles.failed : ''}`} aria-labelledby="payment-panel-title" data-testid="payment-panel">
      <h2 id="payment-panel-title" className={styles.title}>
        {attempt.state === 'failed' ? 'Payment not received' : 'Waiting for your payment'}
      </h2>
      {attempt.state === 'failed' ? (
        <p className={styles.message} role="alert">
          {attempt.message}
        </p>
      ) : (
        <p role="status">
          {attempt.state === 'confirming'
            ? 'Confirming your payment…'
            : `Pay ${formatRupees(order.total)} online${expiresAt ? ` by ${until.format(new Date(expiresAt))}` : ''}. After that the order is cancelled and its items go back on sale.`}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => void pay()} disabled={busy}>
          {busy ? <LoaderCircle size={18} aria-hidden="true" /> : <CreditCard size={18} aria-hidden="true" />}
          {attempt.state === 'failed' ? 'Try again' : 'Pay now'}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() =>
            cod.mutate(order._id, {
              onSuccess: () => {
                void refetchCart();
                toast.success('Your order is confirmed: pay on delivery.');
              },
              onError: (error) => toast.error(error.message),
            })
          }
        >
          <Banknote size={18} aria-hidden="true" />
          Pay on delivery instead
        </button>
      </div>
    </section>
  );
}

/** Refunds of a paid order, newest last: amount, status and reason. */
export function RefundList({ order }: { order: Order }) {
  const refunds = order.payment?.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <ul className={styles.refunds} aria-label="Refunds" data-testid="refunds">
      {refunds.map((r) => (
        <li key={r._id}>
          {r.status === 'processed'
            ? `Refunded ${formatRupees(r.amount)}`
            : r.status === 'pending'
              ? `Refund of ${formatRupees(r.amount)} on its way`
              : `Refund of ${formatRupees(r.amount)} failed: we will contact you`}
          {' — '}
          {r.reason}
        </li>
      ))}
    </ul>
  );
}
