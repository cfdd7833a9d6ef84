import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { useGuestCart } from '../../lib/guest-cart';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignedIn } from '../../lib/use-signed-in';
import { returnState } from '../../lib/return-path';
import { AccountCart } from './account-cart';
import { GuestCartView } from './guest-cart-view';

/** /cart: the account's cart when signed in, otherwise the visitor's browser cart, otherwise a sign-in prompt. */
export default function CartPage() {
  useDocumentTitle('Your Cart');
  const signedIn = useSignedIn();
  const guestItems = useGuestCart();

  if (signedIn) return <AccountCart />;
  if (guestItems.length > 0) return <GuestCartView items={guestItems} />;
  return (
    <PageMessage
      icon={LogIn}
      title="Your Cart"
      actions={
        <>
          <Link to="/sign-in" state={returnState('/cart')} className={pageMessageClasses.primaryAction}>
            Sign In
          </Link>
          <Link to="/shop" className={pageMessageClasses.secondaryAction}>
            Continue Shopping
          </Link>
        </>
      }
    >
      <p role="alert">No token found. Please log in.</p>
    </PageMessage>
  );
}
