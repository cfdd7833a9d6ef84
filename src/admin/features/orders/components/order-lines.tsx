import { Link } from 'react-router';
import { formatRupees } from '../../../../shared/money';
import type { Order } from '../../../../shared/shopping/order.schema';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { Button } from '../../../components/button/button';
import { useDownloadTaxDocument } from '../api/download-tax-document';
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
  { key: 'hsn', header: 'HSN', cell: (line) => line.hsn || '—' },
  { key: 'rate', header: 'GST', align: 'end', cell: (line) => `${line.gstRate}%` },
  { key: 'price', header: 'Price before GST', align: 'end', cell: (line) => formatRupees(line.price) },
  { key: 'quantity', header: 'Qty', align: 'end', cell: (line) => line.quantity },
  { key: 'total', header: 'Line total', align: 'end', cell: (line) => formatRupees(line.lineTotal) },
];

/** The tax invoice and credit note of the order, when issued, as PDF downloads. */
function TaxDocuments({ order }: { order: Order }) {
  const download = useDownloadTaxDocument();
  const documents = [
    ...(order.invoice ? [{ kind: 'invoice' as const, label: 'Tax invoice', number: order.invoice.number }] : []),
    ...(order.creditNote ? [{ kind: 'credit-note' as const, label: 'Credit note', number: order.creditNote.number }] : []),
  ];
  if (documents.length === 0) return <p>No tax invoice yet: it is issued when the order ships.</p>;
  return (
    <p>
      {documents.map((d) => (
        <Button key={d.kind} variant="secondary" onClick={() => download.mutate({ orderId: order._id, kind: d.kind, number: d.number })}>
          {d.label} {d.number} (PDF)
        </Button>
      ))}
      {download.isError ? <span role="alert"> {download.error.message}</span> : null}
    </p>
  );
}

/** The order's lines with their totals underneath, as the shopper was charged (prices and GST frozen at checkout). */
export function OrderLines({ order }: { order: Order }) {
  return (
    <>
      <DataTable caption={`Lines of order #${order.number}`} columns={columns} rows={order.items} rowKey={(line) => line.productId} />
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatRupees(order.subtotal)}</dd>
        </div>
        {order.discount > 0 && (
          <div>
            <dt>Discount ({order.discountLabel ?? 'promotion'})</dt>
            <dd>−{formatRupees(order.discount)}</dd>
          </div>
        )}
        {order.gst.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{formatRupees(row.amount)}</dd>
          </div>
        ))}
        <div>
          <dt>Shipping</dt>
          <dd>{order.shipping === 0 ? 'Free' : formatRupees(order.shipping)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>Total</dt>
          <dd>{formatRupees(order.total)}</dd>
        </div>
      </dl>
      <p>
        Place of supply: {order.gst.placeOfSupply} ({order.gst.placeOfSupplyCode}) · {order.gst.supplyKind === 'inter' ? 'IGST' : 'CGST + SGST'}
        {order.gst.buyerGstin ? ` · Buyer ${order.gst.buyerLegalName ?? ''}, GSTIN ${order.gst.buyerGstin}` : ' · Unregistered buyer'}
      </p>
      <TaxDocuments order={order} />
    </>
  );
}
