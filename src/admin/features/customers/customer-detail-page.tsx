import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Ban, CircleCheck } from 'lucide-react';
import { formatRupees } from '../../../shared/money';
import type { Order } from '../../../shared/shopping/order.schema';
import { OrderStatusBadge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { ErrorBox, LoadingBox } from '../../components/query-state/query-state';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCustomer } from './api/get-customer';
import { useSetCustomerBlocked } from './api/set-customer-blocked';
import { CustomerBadges } from './components/customer-badges';
import styles from './components/customers.module.css';

const orderColumns: readonly Column<Order>[] = [
  { key: 'number', header: 'Order', rowHeader: true, cell: (order) => <Link to={`/orders/${encodeURIComponent(order._id)}`}>#{order.number}</Link> },
  { key: 'date', header: 'Placed', cell: (order) => formatDateTime(order.createdAt) },
  { key: 'items', header: 'Items', align: 'end', hideNarrow: true, cell: (order) => order.items.reduce((sum, line) => sum + line.quantity, 0) },
  { key: 'total', header: 'Total', align: 'end', cell: (order) => formatRupees(order.total) },
  { key: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
];

export default function CustomerDetailPage() {
  const { customerId = '' } = useParams();
  const query = useCustomer(customerId);
  const setBlocked = useSetCustomerBlocked(customerId);
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(query.data?.customer.username ?? 'Customer');

  if (query.isPending) return <LoadingBox label="Loading the customer…" />;
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  const { customer, orders } = query.data;
  const blocking = !customer.blocked;

  return (
    <>
      <PageHeader
        title={customer.username || customer.email}
        back={{ to: '/customers', label: 'Customers' }}
        actions={
          <Button variant={blocking ? 'danger' : 'secondary'} onClick={() => setConfirming(true)}>
            {blocking ? <Ban size={15} aria-hidden="true" /> : <CircleCheck size={15} aria-hidden="true" />}
            {blocking ? 'Block customer' : 'Unblock customer'}
          </Button>
        }
      />
      <div className={styles.layout}>
        <Panel title="Account">
          <dl className={styles.facts}>
            <dt>Name</dt>
            <dd>{customer.username || '(no name)'}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </dd>
            <dt>Joined</dt>
            <dd>{formatDate(customer.createdAt)}</dd>
            <dt>Status</dt>
            <dd>
              <CustomerBadges customer={customer} />
            </dd>
            <dt>Orders</dt>
            <dd>{customer.orderCount}</dd>
            <dt>Spent</dt>
            <dd>{formatRupees(customer.spentPaise / 100)}</dd>
          </dl>
          {customer.blocked && <p className={styles.muted}>A blocked customer cannot sign in; their open sessions were ended when they were blocked.</p>}
        </Panel>
        <Panel title="Orders" flush>
          <DataTable
            caption={`Orders of ${customer.username || customer.email}`}
            columns={orderColumns}
            rows={orders}
            rowKey={(order) => order._id}
            emptyMessage="No orders yet."
          />
        </Panel>
      </div>
      <ConfirmDialog
        open={confirming}
        title={blocking ? 'Block this customer?' : 'Unblock this customer?'}
        confirmLabel={blocking ? 'Block' : 'Unblock'}
        danger={blocking}
        pending={setBlocked.isPending}
        error={setBlocked.error?.message}
        onCancel={() => {
          setConfirming(false);
          setBlocked.reset();
        }}
        onConfirm={() =>
          setBlocked.mutate(blocking, {
            onSuccess: (updated) => {
              toast.success(`${updated.email} is ${updated.blocked ? 'blocked' : 'unblocked'}`);
              setConfirming(false);
            },
          })
        }
      >
        {blocking ? (
          <p>
            <strong>{customer.email}</strong> will be signed out everywhere and cannot sign in until unblocked. Their orders stay as they are.
          </p>
        ) : (
          <p>
            <strong>{customer.email}</strong> will be able to sign in again.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
