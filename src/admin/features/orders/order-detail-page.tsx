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
import { useDownloadPackingSlips, useOrderTracking } from './api/order-tracking';
import { ShippingPanel } from './components/shipping-panel';
import { HistoryPanel } from './components/history-panel';
import { CashCollected } from './components/cash-collected';
import { Button } from '../../components/button/button';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const query = useOrder(orderId);
  const tracking = useOrderTracking(orderId);
  const slip = useDownloadPackingSlips();
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
          <Panel
            title="Status"
            actions={
              <Button size="sm" pending={slip.isPending} onClick={() => slip.mutate({ ids: [order._id], fileName: `packing-slip-${order.number}.pdf` })}>
                Packing slip (PDF)
              </Button>
            }
          >
            <StatusActions orderId={order._id} number={order.number} status={order.status} />
            {slip.error && <p className={styles.warning}>{slip.error.message}</p>}
          </Panel>
          <Panel title="Shipments">
            {tracking.data ? (
              <ShippingPanel orderId={order._id} status={order.status} tracking={tracking.data} />
            ) : tracking.isError ? (
              <ErrorBox error={tracking.error} />
            ) : (
              <LoadingBox />
            )}
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
            {order.paymentMethod === 'cod' && tracking.data && (
              <CashCollected orderId={order._id} status={order.status} cashCollected={tracking.data.cashCollected} />
            )}
          </Panel>
          <Panel title="Status history">{tracking.data && <HistoryPanel placedAt={order.createdAt} history={tracking.data.history} />}</Panel>
        </div>
      </div>
    </>
  );
}
