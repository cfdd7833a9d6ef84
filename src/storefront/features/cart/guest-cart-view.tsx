import { Link } from 'react-router';
import { Info, LogIn } from 'lucide-react';
import { removeFromGuestCart, setGuestCartQuantity, type GuestCartItem } from '../../lib/guest-cart';
import { returnState } from '../../lib/return-path';
import { CartLayout } from './cart-layout';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import styles from './cart-page.module.css';

/** A visitor's browser cart; checkout needs an account, and sign-in brings them back to it. */
export function GuestCartView({ items }: { items: readonly GuestCartItem[] }) {
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <CartLayout
      itemCount={itemCount}
      notice={
        <p className={styles.notice}>
          <Info size={18} aria-hidden="true" />
          <span>You are shopping as a guest. Sign in and this cart moves into your account, ready for checkout.</span>
        </p>
      }
      lines={items.map((item) => (
        <CartLineItem
          key={item.productId}
          line={item}
          busy={false}
          onQuantityChange={(quantity) => setGuestCartQuantity(item.productId, quantity)}
          onRemove={() => removeFromGuestCart(item.productId)}
        />
      ))}
      summary={
        <CartSummary
          lines={items}
          action={
            <Link to="/sign-in" state={returnState('/checkout')} className={styles.checkoutButton}>
              <LogIn size={18} aria-hidden="true" />
              Sign in to checkout
            </Link>
          }
        />
      }
    />
  );
}
