import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { formatRupees } from '../../../../shared/money';
import { refundRequestSchema } from '../../../../shared/payments/payment.schema';
import type { Order } from '../../../../shared/shopping/order.schema';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { validateForm, type FieldErrors } from '../../../../web/form-errors';
import { useRefundOrder } from '../api/refund-order';
import styles from './order-detail.module.css';

const refundStatus = { pending: 'on its way', processed: 'processed', failed: 'failed (amount released)' } as const;

function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The online payment of an order, its refunds, and the refund dialog (full or part, reason required). */
export function RefundPanel({ order }: { order: Order }) {
  const payment = order.payment;
  const refund = useRefundOrder(order._id);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // One key per opened dialog: a double click, or a retry after a lost answer, is the same refund.
  const key = useRef(newKey());
  if (!payment) return <p>Cash on Delivery</p>;
  const reserved = payment.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  const left = Math.max(0, Math.round((payment.amount - reserved) * 100) / 100);

  function close() {
    setOpen(false);
    refund.reset();
  }

  return (
    <>
      <dl className={styles.facts}>
        <dt>Method</dt>
        <dd>Online (Razorpay)</dd>
        <dt>Payment</dt>
        <dd data-testid="payment-status">{payment.status}</dd>
        <dt>Amount</dt>
        <dd>{formatRupees(payment.amount)}</dd>
        <dt>Refunded</dt>
        <dd>{formatRupees(payment.refunded)}</dd>
      </dl>
      {payment.refunds.length > 0 && (
        <ul aria-label="Refunds">
          {payment.refunds.map((r) => (
            <li key={r._id}>
              {formatRupees(r.amount)} — {refundStatus[r.status]} — {r.reason}
            </li>
          ))}
        </ul>
      )}
      {payment.status === 'captured' && left > 0 && (
        <Button
          variant="dangerGhost"
          onClick={() => {
            key.current = newKey();
            setAmount(String(left));
            setReason('');
            setErrors({});
            setOpen(true);
          }}
        >
          Refund
        </Button>
      )}
      <Dialog
        open={open}
        title={`Refund order #${order.number}`}
        onClose={() => {
          if (!refund.isPending) close();
        }}
        onSubmit={() => {
          const result = validateForm(refundRequestSchema, { amount: Number(amount), reason });
          setErrors(result.ok ? {} : result.errors);
          if (!result.ok) return;
          refund.mutate(
            { request: result.data, key: key.current },
            {
              onSuccess: (made) => {
                toast.success(`Refund of ${formatRupees(made.amount)} sent to Razorpay`);
                close();
              },
            },
          );
        }}
        footer={
          <>
            <Button onClick={close} disabled={refund.isPending} data-autofocus>
              Cancel
            </Button>
            <Button type="submit" variant="danger" pending={refund.isPending}>
              Refund
            </Button>
          </>
        }
      >
        <p>Up to {formatRupees(left)} can be refunded. The shopper is emailed when Razorpay has processed it.</p>
        <TextField label="Amount (₹)" value={amount} onChange={setAmount} error={errors.amount} inputMode="decimal" />
        <TextField label="Reason" value={reason} onChange={setReason} error={errors.reason} maxLength={500} />
        <FormAlert message={refund.error?.message} />
      </Dialog>
    </>
  );
}
