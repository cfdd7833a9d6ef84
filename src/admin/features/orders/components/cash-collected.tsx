import { toast } from 'react-toastify';
import type { StaffOrderTracking } from '../../../../shared/shipping/shipping.schema';
import type { OrderStatus } from '../../../../shared/shopping/order-status';
import { Button } from '../../../components/button/button';
import { FormAlert } from '../../../components/form/form-alert';
import { formatDateTime } from '../../../lib/dates';
import { useMarkCashCollected } from '../api/order-tracking';
import styles from './order-detail.module.css';

/** A COD order's cash: marked collected once it is delivered, once. */
export function CashCollected({
  orderId,
  status,
  cashCollected,
}: {
  orderId: string;
  status: OrderStatus;
  cashCollected: StaffOrderTracking['cashCollected'];
}) {
  const mark = useMarkCashCollected(orderId);
  if (cashCollected) {
    return (
      <p>
        Cash collected {formatDateTime(cashCollected.at)}
        {cashCollected.by ? ` (marked by ${cashCollected.by})` : ''}.
      </p>
    );
  }
  if (status !== 'Delivered') return <p className={styles.muted}>Cash is collected on delivery.</p>;
  return (
    <>
      <Button variant="primary" pending={mark.isPending} onClick={() => mark.mutate(undefined, { onSuccess: () => toast.success('Cash marked collected') })}>
        Mark cash collected
      </Button>
      <FormAlert message={mark.error?.message} />
    </>
  );
}
