import { History, Truck } from 'lucide-react';
import type { Order } from '../../../shared/shopping/order.schema';
import { useOrderTracking } from '../../api/orders/get-order-tracking';
import styles from './order-tracking.module.css';

const at = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The order's parcels with their tracking links, and its dated status history (no staff names: the API leaves them out). */
export function OrderTracking({ order }: { order: Order }) {
  const tracking = useOrderTracking(order._id, order.status);
  if (!tracking.data) return null;
  const { shipments, history } = tracking.data;
  return (
    <>
      {shipments.length > 0 && (
        <section className={styles.card} aria-labelledby="order-shipments-title">
          <h2 id="order-shipments-title" className={styles.title}>
            <Truck size={18} aria-hidden="true" />
            {shipments.length === 1 ? 'Shipment' : 'Shipments'}
          </h2>
          <ul className={styles.list}>
            {shipments.map((s) => (
              <li key={s._id} className={styles.shipment} data-testid="shipment">
                <span>
                  {s.courier} · tracking number{' '}
                  <a href={s.trackingUrl} target="_blank" rel="noreferrer noopener">
                    {s.trackingNumber}
                  </a>
                </span>
                {s.expectedOn && <span>Expected by {day.format(new Date(`${s.expectedOn}T00:00:00Z`))}</span>}
                <span className={styles.muted}>
                  Shipped <time dateTime={s.shippedAt}>{at.format(new Date(s.shippedAt))}</time>: {s.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.card} aria-labelledby="order-history-title">
        <h2 id="order-history-title" className={styles.title}>
          <History size={18} aria-hidden="true" />
          Order history
        </h2>
        <ol className={styles.list}>
          <li>
            <strong>Placed</strong> <time dateTime={order.createdAt}>{at.format(new Date(order.createdAt))}</time>
          </li>
          {history.map((h, i) => (
            <li key={i}>
              {/* "Status: …", not the bare status: the badge in the header is the one element that says just that. */}
              <strong>{`Status: ${h.to}`}</strong> <time dateTime={h.at}>{at.format(new Date(h.at))}</time>
              {h.note && <span className={styles.note}>{h.note}</span>}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
