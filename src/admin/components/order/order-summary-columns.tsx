import { Link } from 'react-router';
import { formatRupees } from '../../../shared/money';
import type { OrderSummary } from '../../../shared/admin/admin-orders.schema';
import { formatDateTime } from '../../lib/dates';
import { OrderStatusBadge } from '../badge/badge';
import type { Column } from '../data-table/data-table';

/** The columns of an order list, shared by the dashboard's latest orders and the orders screen. */
export const orderSummaryColumns: readonly Column<OrderSummary>[] = [
  {
    key: 'number',
    header: 'Order',
    rowHeader: true,
    cell: (order) => <Link to={`/orders/${encodeURIComponent(order._id)}`}>#{order.number}</Link>,
  },
  { key: 'date', header: 'Placed', cell: (order) => formatDateTime(order.createdAt), hideNarrow: true },
  {
    key: 'customer',
    header: 'Customer',
    cell: (order) =>
      order.customer ? (
        <Link to={`/customers/${encodeURIComponent(order.customer._id)}`}>{order.customer.username || order.customer.email}</Link>
      ) : (
        'Deleted account'
      ),
  },
  { key: 'items', header: 'Items', align: 'end', cell: (order) => order.itemCount, hideNarrow: true },
  { key: 'total', header: 'Total', align: 'end', cell: (order) => formatRupees(order.total) },
  { key: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
];
