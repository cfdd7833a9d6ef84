import { Link, useLocation } from 'react-router';
import { ShoppingCart, UserRound } from 'lucide-react';
import type { CartLine } from '../../../shared/shopping/cart.schema';
import { Page, PageTitle } from '../../components/page/page';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { useGuestCart, type GuestCartItem } from '../../lib/guest-cart';
import { returnState } from '../../lib/return-path';
import { CheckoutForm } from './checkout-form';
import styles from './checkout-page.module.css';

function toLine(item: GuestCartItem): CartLine {
  return {
    _id: `guest-${item.productId}`,
    quantity: item.quantity,
    available: true,
    product: { _id: item.productId, name: item.name, price: item.price, imageUrl: item.imageUrl, stock: item.stock ?? 0, gstRate: item.gstRate ?? null },
  };
}

/** Signing in is offered, never required (ADR 62): back here afterwards, the same checkout with the account. */
export function SignInOffer() {
  const location = useLocation();
  return (
    <p className={styles.signInOffer}>
      <UserRound size={18} aria-hidden="true" />
      <span>
        Have an account?{' '}
        <Link to="/sign-in" state={returnState(`${location.pathname}${location.search}`)}>
          Sign in
        </Link>{' '}
        to check out with it, or continue as a guest below.
      </span>
    </p>
  );
}

/** A visitor's checkout of the browser's cart: the lines go to the server as they are and are priced there. */
export function GuestCheckout() {
  const items = useGuestCart();
  if (items.length === 0) {
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
      <SignInOffer />
      <CheckoutForm lines={items.map(toLine)} guest />
    </Page>
  );
}
