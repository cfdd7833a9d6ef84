import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { AlertTriangle, LoaderCircle, ShoppingCart } from 'lucide-react';
import { useCart } from '../../api/cart/get-cart';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignedIn } from '../../lib/use-signed-in';
import { returnState } from '../../lib/return-path';
import { readBuyNow } from '../../lib/buy-now';
import type { OrderSelectionLine } from '../../../shared/shopping/order-selection.schema';
import { CheckoutForm } from './checkout-form';
import { BuyNowCheckout } from './buy-now-checkout';
import styles from './checkout-page.module.css';

function CheckoutContent() {
  const { userId } = useCartWishlist();
  const cart = useCart(userId, true);

  if (cart.isPending) {
    return (
      <div className={styles.loading} role="status">
        <LoaderCircle size={32} aria-hidden="true" className={styles.spinner} />
        Loading checkout…
      </div>
    );
  }
  if (cart.isError) {
    return (
      <PageMessage
        icon={AlertTriangle}
        title="We couldn't load your cart"
        actions={
          <Link to="/" className={pageMessageClasses.primaryAction}>
            Go to Homepage
          </Link>
        }
      >
        <p role="alert">Failed to fetch cart items: {cart.error.message}</p>
      </PageMessage>
    );
  }
  if (cart.data.length === 0) {
    return (
      <PageMessage
        icon={ShoppingCart}
        title="Your cart is empty"
        actions={
          <Link to="/shop" className={pageMessageClasses.primaryAction}>
            Continue Shopping
          </Link>
        }
      >
        <p>Add something to your cart to check out.</p>
      </PageMessage>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Checkout</h1>
      <CheckoutForm lines={cart.data} />
    </div>
  );
}

/** /checkout: needs a session; a visitor goes to sign-in and comes back here afterwards. */
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const signedIn = useSignedIn();
  const location = useLocation();
  const [params] = useSearchParams();
  const buyNow: OrderSelectionLine | null = readBuyNow(params);
  if (!signedIn) return <Navigate to="/sign-in" replace state={returnState(`${location.pathname}${location.search}`)} />;
  if (buyNow) return <BuyNowCheckout selection={buyNow} />;
  return <CheckoutContent />;
}
