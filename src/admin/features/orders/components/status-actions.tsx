import { useState } from 'react';
import { toast } from 'react-toastify';
import { orderTransitions, returnsStock, type OrderStatus } from '../../../../shared/shopping/order-status';
import { Button } from '../../../components/button/button';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { useUpdateOrderStatus } from '../api/update-order-status';
import styles from './order-detail.module.css';

const actionLabels: Record<OrderStatus, string> = {
  'Pending payment': 'Move back to Pending payment',
  Processing: 'Move back to Processing',
  Shipped: 'Mark as Shipped',
  Delivered: 'Mark as Delivered',
  Cancelled: 'Cancel order',
  Returned: 'Mark as Returned',
};

/** Offers only the moves the shared status table allows staff from the current status. */
export function StatusActions({ orderId, number, status }: { orderId: string; number: number; status: OrderStatus }) {
  const update = useUpdateOrderStatus(orderId);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const next = orderTransitions[status];

  if (next.length === 0) {
    return <p className={styles.muted}>This order is {status.toLowerCase()}: its status can no longer change.</p>;
  }

  const close = () => {
    setTarget(null);
    update.reset();
  };

  return (
    <>
      <div className={styles.actions}>
        {next.map((option) => (
          <Button key={option} variant={returnsStock(option, status) ? 'dangerGhost' : 'primary'} onClick={() => setTarget(option)}>
            {actionLabels[option]}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={target !== null}
        title={target ? `${actionLabels[target]}?` : ''}
        confirmLabel={target === 'Cancelled' ? 'Cancel order' : `Mark as ${target ?? ''}`}
        danger={target !== null && returnsStock(target, status)}
        pending={update.isPending}
        error={update.error?.message}
        onCancel={close}
        onConfirm={() => {
          if (!target) return;
          update.mutate(target, {
            onSuccess: (order) => {
              toast.success(`Order #${order.number} is now ${order.status}`);
              setTarget(null);
            },
          });
        }}
      >
        <p>
          Order #{number} moves from <strong>{status}</strong> to <strong>{target}</strong>. The shopper is emailed about the change.
        </p>
        {target && returnsStock(target, status) && <p className={styles.warning}>Every item of this order goes back to stock. This cannot be undone.</p>}
        {target === 'Cancelled' && status === 'Shipped' && (
          <p className={styles.warning}>The parcel is on its way: its items go back to stock only when you mark the order Returned.</p>
        )}
      </ConfirmDialog>
    </>
  );
}
