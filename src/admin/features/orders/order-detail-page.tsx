import { Link, useParams } from 'react-router';
import { OrderStatusBadge } from '../../components/badge/badge';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { ErrorBox, LoadingBox } from '../../components/query-state/query-state';
import { formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrder } from './api/get-order';
import styles from './components/order-detail.module.css';
import { OrderLines } from './components/order-lines';
import { StatusActions } from './components/status-actions';
import { RefundPanel } from './components/refund-panel';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const query = useOrder(orderId);
  useDocumentTitle(query.data ? `Order #${query.data.number}` : 'Order');

  if (query.isPending) return <LoadingBox label="Loading the order…" />;
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  const order = query.data;
  const { address, customer } = order;

  return (
    <>
      <PageHeader
        title={
          <>
            Order #{order.number} <OrderStatusBadge status={order.status} />
          </>
        }
        description={`Placed ${formatDateTime(order.createdAt)}`}
        back={{ to: '/orders', label: 'Orders' }}
      />
      <div className={styles.layout}>
        <div className={styles.column}>
          <Panel title="Status">
            <StatusActions orderId={order._id} number={order.number} status={order.status} />
          </Panel>
          <Panel title="Items" flush>
            <OrderLines order={order} />
          </Panel>
        </div>
        <div className={styles.column}>
          <Panel title="Customer">
            {customer ? (
              <dl className={styles.facts}>
                <dt>Name</dt>
                <dd>
                  <Link to={`/customers/${encodeURIComponent(customer._id)}`}>{customer.username}</Link>
                </dd>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${customer.email}`}>{customer.email}</a>
                </dd>
              </dl>
            ) : (
              <p className={styles.muted}>The account that placed this order no longer exists.</p>
            )}
          </Panel>
          <Panel title="Delivery address">
            <address className={styles.address}>
              {address.fullName}
              <br />
              {address.line1}
              {address.line2 && (
                <>
                  <br />
                  {address.line2}
                </>
              )}
              <br />
              {address.city}, {address.state} {address.pincode}
              <br />
              Phone: <a href={`tel:${address.phone}`}>{address.phone}</a>
            </address>
          </Panel>
          <Panel title="Payment">
            <RefundPanel order={order} />
          </Panel>
        </div>
      </div>
    </>
  );
}
