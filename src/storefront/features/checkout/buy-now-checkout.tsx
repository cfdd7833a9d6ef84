import { Link } from 'react-router';
import { AlertTriangle, LoaderCircle, Zap } from 'lucide-react';
import type { OrderSelectionLine } from '../../../shared/shopping/order-selection.schema';
import { useProduct } from '../../api/products/get-product';
import { Page, PageTitle } from '../../components/page/page';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { buyNowLine } from './buy-now-line';
import { CheckoutForm } from './checkout-form';
import { SignInOffer } from './guest-checkout';
import styles from './checkout-page.module.css';

/** Checkout of one product and quantity (Buy Now): the server orders just that, and the cart stays for later. */
export function BuyNowCheckout({ selection, guest }: { selection: OrderSelectionLine; guest: boolean }) {
  const product = useProduct(selection.productId);
  if (product.isPending) {
    return (
      <div className={styles.loading} role="status">
        <LoaderCircle size={32} aria-hidden="true" className={styles.spinner} />
        Loading checkout…
      </div>
    );
  }
  if (product.isError || !product.data) {
    return (
      <PageMessage
        icon={AlertTriangle}
        title="This product is not available"
        actions={
          <Link to="/shop" className={pageMessageClasses.primaryAction}>
            Continue Shopping
          </Link>
        }
      >
        <p role="alert">{product.error?.message ?? 'The product you wanted to buy no longer exists.'}</p>
      </PageMessage>
    );
  }
  return (
    <Page>
      <PageTitle size="medium" className={styles.titleGap}>
        Checkout
      </PageTitle>
      {guest && <SignInOffer />}
      <p className={styles.buyNowNote} role="note">
        <Zap size={18} aria-hidden="true" />
        <span>
          Buying only this item now. Anything in your cart stays there for later. <Link to="/cart">Check out your cart instead</Link>
        </span>
      </p>
      <CheckoutForm lines={[buyNowLine(product.data, selection.quantity)]} buyNow={selection} guest={guest} />
    </Page>
  );
}
