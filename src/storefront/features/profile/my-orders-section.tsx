import { Link } from 'react-router';
import { Package } from 'lucide-react';
import { formatRupees } from '../../../shared/money';
import { useMyOrders, type OrderSummary } from '../../api/orders/get-my-orders';
import { PageCard } from '../../components/page/page';
import styles from './profile-sections.module.css';
import orderStyles from './my-orders-section.module.css';

const orderDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

const STATUS_BADGE: Record<string, string | undefined> = {
  Delivered: styles.badgeSuccess,
  Shipped: styles.badgeInfo,
  Processing: styles.badgeAdmin,
};

function itemsSummary(order: OrderSummary): string {
  return order.items.map((item) => `${item.name} × ${item.quantity}`).join(', ');
}

export function MyOrdersSection() {
  const orders = useMyOrders(true);

  return (
    <PageCard roomy aria-labelledby="my-orders-heading" aria-busy={orders.isPending}>
      <h1 id="my-orders-heading" className={styles.title}>
        My Orders
      </h1>
      {orders.isPending ? (
        <p className={styles.lead} role="status">
          Loading your orders…
        </p>
      ) : orders.data && orders.data.length > 0 ? (
        <ul className={orderStyles.list}>
          {orders.data.map((order) => (
            <li key={order._id} className={orderStyles.order}>
              <div className={orderStyles.top}>
                <h2 className={orderStyles.number}>
                  <Link to={`/orders/${order._id}`}>Order #{order.number}</Link>
                </h2>
                <span className={`${styles.badge} ${STATUS_BADGE[order.status] ?? styles.badgeMuted}`}>{order.status}</span>
              </div>
              <p className={orderStyles.meta}>
                Placed on <time dateTime={order.createdAt}>{orderDate.format(new Date(order.createdAt))}</time>
              </p>
              <p className={orderStyles.items}>{itemsSummary(order)}</p>
              <p className={orderStyles.total}>
                Total <strong>{formatRupees(order.total)}</strong>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <Package aria-hidden="true" size={36} />
          <p>You have not placed any orders yet.</p>
          <Link to="/shop" className={styles.action}>
            Shop now
          </Link>
        </div>
      )}
    </PageCard>
  );
}
