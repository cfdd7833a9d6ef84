import { Link, useSearchParams } from 'react-router';
import { AlertTriangle, LoaderCircle, ShoppingCart } from 'lucide-react';
import { useCart } from '../../api/cart/get-cart';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { Page, PageTitle } from '../../components/page/page';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignedIn } from '../../lib/use-signed-in';
import { readBuyNow } from './buy-now-line';
import type { OrderSelectionLine } from '../../../shared/shopping/order-selection.schema';
import { CheckoutForm } from './checkout-form';
import { BuyNowCheckout } from './buy-now-checkout';
import { GuestCheckout } from './guest-checkout';
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
    <Page>
      <PageTitle size="medium" className={styles.titleGap}>
        Checkout
      </PageTitle>
      <CheckoutForm lines={cart.data} />
    </Page>
  );
}

/** /checkout: the account's cart, a Buy Now of one product (`?buy=&qty=`), or a visitor's guest checkout. */
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const buyNow: OrderSelectionLine | null = readBuyNow(params);
  // Visitors check out as guests (ADR 62), with sign-in offered on the page.
  if (buyNow) return <BuyNowCheckout selection={buyNow} guest={!signedIn} />;
  if (!signedIn) return <GuestCheckout />;
  return <CheckoutContent />;
}
