import { Link } from 'react-router';
import { formatRupees } from '../../../../shared/money';
import type { Order } from '../../../../shared/shopping/order.schema';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import styles from './order-detail.module.css';

type Line = Order['items'][number];

const columns: readonly Column<Line>[] = [
  {
    key: 'product',
    header: 'Product',
    rowHeader: true,
    cell: (line) => (
      <span className={styles.product}>
        {line.imageUrl ? <img src={line.imageUrl} alt="" className={styles.thumb} /> : <span className={styles.thumb} />}
        <Link to={`/products/${encodeURIComponent(line.productId)}`}>{line.name}</Link>
      </span>
    ),
  },
  { key: 'price', header: 'Price', align: 'end', cell: (line) => formatRupees(line.price) },
  { key: 'quantity', header: 'Qty', align: 'end', cell: (line) => line.quantity },
  { key: 'total', header: 'Line total', align: 'end', cell: (line) => formatRupees(line.lineTotal) },
];

/** The order's lines with their totals underneath, as the shopper was charged (prices frozen at checkout). */
export function OrderLines({ order }: { order: Order }) {
  return (
    <>
      <DataTable caption={`Lines of order #${order.number}`} columns={columns} rows={order.items} rowKey={(line) => line.productId} />
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatRupees(order.subtotal)}</dd>
        </div>
        <div>
          <dt>GST (18%)</dt>
          <dd>{formatRupees(order.tax)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{order.shipping === 0 ? 'Free' : formatRupees(order.shipping)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>Total</dt>
          <dd>{formatRupees(order.total)}</dd>
        </div>
      </dl>
    </>
  );
}
