import type { ReactNode } from 'react';
import type { OrderStatus } from '../../../shared/shopping/order-status';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A status pill; the text carries the meaning, the colour only helps scanning. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}

const orderTones: Record<OrderStatus, BadgeTone> = {
  'Pending payment': 'neutral',
  Processing: 'warning',
  Shipped: 'info',
  Delivered: 'success',
  Cancelled: 'danger',
  Returned: 'neutral',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={orderTones[status]}>{status}</Badge>;
}
