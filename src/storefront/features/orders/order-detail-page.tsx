import { useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { AlertTriangle, Banknote, CircleCheck, LoaderCircle, MapPin, PackageSearch, XCircle } from 'lucide-react';
import type { Order } from '../../../shared/shopping/order.schema';
import { useCancelOrder } from '../../api/orders/cancel-order';
import { useOrder } from '../../api/orders/get-order';
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { OrderTotals } from '../../components/order/order-totals';
import { OrderStatusBadge } from '../../components/order/order-status-badge';
import { Page, PageCard, PageColumns, PageTitle } from '../../components/page/page';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignedIn } from '../../lib/use-signed-in';
import { returnState } from '../../lib/return-path';
import { OrderLines } from './order-lines';
import { PaymentPanel, RefundList } from './payment-panel';
import { ReturnPanel } from './return-panel';
import { OrderTracking } from './order-tracking';
import styles from './order-detail-page.module.css';

const placedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short' });

const PAYMENT_NAMES: Record<string, string> = { cod: 'Cash on Delivery', razorpay: 'Paid online (Razorpay)' };

/** A tax document's PDF: the account's address, or for a guest the signed link's (the account's needs a sign-in). */
function documentHref(order: Order, kind: 'invoice' | 'credit-note', guestToken: string | undefined): string {
  if (guestToken !== undefined) return `/api/guest-orders/${encodeURIComponent(order._id)}/${kind}.pdf?token=${encodeURIComponent(guestToken)}`;
  return (kind === 'invoice' ? order.invoice?.url : order.creditNote?.url) ?? '';
}

/** `guestToken`: a guest cancels by their signed link's token, under the shopper's rules (ADR 68). */
function CancelButton({ order, guestToken }: { order: Order; guestToken: string | undefined }) {
  const cancel = useCancelOrder(guestToken);
  const [asking, setAsking] = useState(false);
  function onCancel() {
    cancel.mutate(order._id, {
      onSuccess: () => toast.success('Your order has been cancelled.'),
      onError: (error) => toast.error(error.message),
    });
  }
  return (
    <>
      <button
        type="button"
        className={styles.cancelButton}
        onClick={() => setAsking(true)}
        disabled={cancel.isPending}
        aria-busy={cancel.isPending || undefined}
      >
        {cancel.isPending ? <LoaderCircle size={18} aria-hidden="true" className={styles.spinner} /> : <XCircle size={18} aria-hidden="true" />}
        {cancel.isPending ? 'Cancelling…' : 'Cancel Order'}
      </button>
      {/* The shop's dialog in place of the browser's confirm(), with the same words (ADR 39). */}
      <ConfirmDialog
        open={asking}
        title={`Cancel order #${order.number}?`}
        confirmLabel="Cancel Order"
        cancelLabel="Keep Order"
        danger
        onConfirm={onCancel}
        onClose={() => setAsking(false)}
      >
        <p>This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

/** `guestToken`: a guest's order, opened by its signed link (ADR 62, 68): no account links; cancel and PDFs go by the link. */
export function OrderView({ order, justPlaced, payNow, guestToken }: { order: Order; justPlaced: boolean; payNow: boolean; guestToken?: string }) {
  const { address } = order;
  const [paidHere, setPaidHere] = useState(false);
  return (
    <Page>
      <Breadcrumb
        items={
          guestToken
            ? [{ label: 'Home', to: '/' }, { label: `Order #${order.number}` }]
            : [{ label: 'Home', to: '/' }, { label: 'My Orders', to: '/profile?section=orders' }, { label: `Order #${order.number}` }]
        }
      />
      {paidHere && order.status === 'Processing' && (
        <p className={styles.thanks} role="status">
          <CircleCheck size={22} aria-hidden="true" />
          <span>Thank you! Your payment was received and your order is confirmed. A confirmation email is on its way.</span>
        </p>
      )}
      {justPlaced && !paidHere && order.status === 'Processing' && (
        <p className={styles.thanks} role="status">
          <CircleCheck size={22} aria-hidden="true" />
          <span>Thank you! Your order is confirmed. A confirmation email is on its way.</span>
        </p>
      )}
      <header className={styles.header}>
        <div className={styles.heading}>
          <PageTitle size="medium">Order #{order.number}</PageTitle>
          <p className={styles.date}>
            Placed on <time dateTime={order.createdAt}>{placedAt.format(new Date(order.createdAt))}</time>
          </p>
          {order.expectedDelivery && (order.status === 'Processing' || order.status === 'Shipped' || order.status === 'Pending payment') && (
            <p className={styles.date}>Expected delivery by {order.expectedDelivery}</p>
          )}
        </div>
        <div className={styles.headerActions}>
          <OrderStatusBadge status={order.status} />
          {(order.status === 'Processing' || order.status === 'Pending payment') && <CancelButton order={order} guestToken={guestToken} />}
        </div>
      </header>
      {order.status === 'Pending payment' && <PaymentPanel order={order} openAtOnce={payNow} onPaid={() => setPaidHere(true)} token={guestToken} />}

      <PageColumns>
        <PageCard aria-labelledby="order-items-title">
          <h2 id="order-items-title" className={styles.sectionTitle}>
            Items
          </h2>
          <OrderLines items={order.items} />
        </PageCard>
        {order.status === 'Delivered' && !guestToken && <ReturnPanel order={order} />}
        <div className={styles.side}>
          {/* Tracking and returns read the account's API: a guest's signed link shows the order itself. */}
          {!guestToken && <OrderTracking order={order} />}
          <PageCard aria-labelledby="order-totals-title">
            <h2 id="order-totals-title" className={styles.sectionTitle}>
              Payment summary
            </h2>
            <OrderTotals totals={order} taxRows={order.gst.rows} discountLabel={order.discountLabel} />
            <p className={styles.payment}>
              Place of supply: {order.gst.placeOfSupply} ({order.gst.placeOfSupplyCode})
              {order.gst.buyerGstin ? ` · billed to ${order.gst.buyerLegalName ?? ''}, GSTIN ${order.gst.buyerGstin}` : ''}
            </p>
            {order.invoice ? (
              <p className={styles.payment}>
                <a href={documentHref(order, 'invoice', guestToken)} download data-testid="invoice-download">
                  Download tax invoice {order.invoice.number} (PDF)
                </a>
              </p>
            ) : (
              <p className={styles.payment}>Your tax invoice is issued when the order ships.</p>
            )}
            {order.creditNote ? (
              <p className={styles.payment}>
                <a href={documentHref(order, 'credit-note', guestToken)} download>
                  Download credit note {order.creditNote.number} (PDF)
                </a>
              </p>
            ) : null}
            <p className={styles.payment}>
              <Banknote size={18} aria-hidden="true" />
              <span>
                <span className="visually-hidden">Payment method: </span>
                {order.status === 'Pending payment' ? 'Online payment (not paid yet)' : (PAYMENT_NAMES[order.paymentMethod] ?? order.paymentMethod)}
              </span>
            </p>
            <RefundList order={order} />
          </PageCard>
          <PageCard aria-labelledby="order-address-title">
            <h2 id="order-address-title" className={styles.sectionTitle}>
              <MapPin size={18} aria-hidden="true" />
              Delivery address
            </h2>
            <address className={styles.address}>
              <strong>{address.fullName}</strong>
              <span>{address.line1}</span>
              {address.line2 && <span>{address.line2}</span>}
              <span>
                {address.city}, {address.state} {address.pincode}
              </span>
              <span>Phone: {address.phone}</span>
            </address>
          </PageCard>
        </div>
      </PageColumns>
    </Page>
  );
}

function OrderContent({ orderId }: { orderId: string }) {
  const location = useLocation();
  const order = useOrder(orderId, true);
  const justPlaced = typeof location.state === 'object' && location.state !== null && 'placed' in location.state;
  const payNow = typeof location.state === 'object' && location.state !== null && 'pay' in location.state;

  if (order.isPending) {
    return (
      <div className={styles.loading} role="status">
        <LoaderCircle size={32} aria-hidden="true" className={styles.spinner} />
        Loading your order…
      </div>
    );
  }
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <PageMessage
        icon={notFound ? PackageSearch : AlertTriangle}
        title={notFound ? 'Order not found' : "We couldn't load this order"}
        actions={
          <Link to="/profile?section=orders" className={pageMessageClasses.primaryAction}>
            Go to My Orders
          </Link>
        }
      >
        <p>{notFound ? 'This order does not exist or belongs to another account.' : order.error.message}</p>
      </PageMessage>
    );
  }
  return <OrderView order={order.data} justPlaced={justPlaced} payNow={payNow} />;
}

/** /orders/:orderId: one of the signed-in shopper's orders. */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const signedIn = useSignedIn();
  useDocumentTitle('Order details');
  if (!signedIn) return <Navigate to="/sign-in" replace state={returnState(`/orders/${orderId}`)} />;
  return <OrderContent orderId={orderId} />;
}
