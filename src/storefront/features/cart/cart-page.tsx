import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { useGuestCart } from '../../lib/guest-cart';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignedIn } from '../../lib/use-signed-in';
import { returnState } from '../../lib/return-path';
import { AccountCart } from './account-cart';
import { GuestCartView } from './guest-cart-view';

/** /cart: the account's cart when signed in, otherwise the visitor's browser cart, empty or not (never "No token found"). */
export default function CartPage() {
  useDocumentTitle('Your Cart');
  const signedIn = useSignedIn();
  const guestItems = useGuestCart();

  if (signedIn) return <AccountCart />;
  if (guestItems.length > 0) return <GuestCartView items={guestItems} />;
  return (
    <PageMessage
      icon={ShoppingCart}
      title="Your cart is empty"
      actions={
        <>
          <Link to="/shop" className={pageMessageClasses.primaryAction}>
            Continue Shopping
          </Link>
          <Link to="/sign-in" state={returnState('/cart')} className={pageMessageClasses.secondaryAction}>
            Sign In
          </Link>
        </>
      }
    >
      <p>Lights, switches, fans and more are waiting in the shop. Signed in, your saved cart shows here.</p>
    </PageMessage>
  );
}
