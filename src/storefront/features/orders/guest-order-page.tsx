import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { AlertTriangle, LoaderCircle, PackageSearch } from 'lucide-react';
import { useGuestOrder } from '../../api/orders/guest-orders';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrderView } from './order-detail-page';
import styles from './order-detail-page.module.css';

/** /guest-orders/:orderId?token=…: a guest's order, by the signed link mailed to them (ADR 62); no account needed. */
export default function GuestOrderPage() {
  useDocumentTitle('Order details');
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const location = useLocation();
  const order = useGuestOrder(orderId, token);
  const state: unknown = location.state;
  const justPlaced = typeof state === 'object' && state !== null && 'placed' in state;
  const payNow = typeof state === 'object' && state !== null && 'pay' in state;

  if (token !== '' && order.isPending) {
    return (
      <div className={styles.loading} role="status">
        <LoaderCircle size={32} aria-hidden="true" className={styles.spinner} />
        Loading your order…
      </div>
    );
  }
  if (token === '' || order.isError || !order.data) {
    const notFound = token === '' || (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400));
    return (
      <PageMessage
        icon={notFound ? PackageSearch : AlertTriangle}
        title={notFound ? 'Order not found' : "We couldn't load this order"}
        actions={
          <Link to="/" className={pageMessageClasses.primaryAction}>
            Go to Homepage
          </Link>
        }
      >
        <p>{notFound ? 'This order link is not valid. Please open the link from your order email.' : order.error?.message}</p>
      </PageMessage>
    );
  }
  return (
    <>
      <OrderView order={order.data} justPlaced={justPlaced} payNow={payNow} guestToken={token} />
      <p className={`container ${styles.guestNote}`}>
        Keep the email with this link: it is how you reach this order. <Link to="/register">Create an account</Link> with the same email address to see this
        order in your profile.
      </p>
    </>
  );
}
