import { CircleCheck, CircleX, Clock, CreditCard, Truck, Undo2, type LucideIcon } from 'lucide-react';
import styles from './order-status-badge.module.css';

const ICONS: Record<string, LucideIcon> = {
  'Pending payment': CreditCard,
  Processing: Clock,
  Shipped: Truck,
  Delivered: CircleCheck,
  Cancelled: CircleX,
  Returned: Undo2,
};

/** An order's status as a coloured pill; the icon repeats the colour's meaning for colour-blind shoppers. */
export function OrderStatusBadge({ status }: { status: string }) {
  const Icon = ICONS[status] ?? Clock;
  return (
    <span className={styles.badge} data-status={status.toLowerCase().replace(' ', '-')}>
      <Icon size={14} aria-hidden="true" />
      {status}
    </span>
  );
}
