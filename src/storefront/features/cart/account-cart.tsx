import { Link } from 'react-router';
import { AlertTriangle, ArrowRight, LoaderCircle, ShoppingCart } from 'lucide-react';
import type { CartLine } from '../../../shared/shopping/cart.schema';
import { useCart } from '../../api/cart/get-cart';
import { useRemoveCartLine } from '../../api/cart/remove-cart-line';
import { useUpdateCartLine } from '../../api/cart/update-cart-line';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { toast } from '../../lib/toast';
import { CartLayout } from './cart-layout';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import { CouponBox } from './coupon-box';
import { useCouponCode } from '../../lib/coupon-code';
import { useCartDiscount } from '../../api/cart/get-cart-discount';
import styles from './cart-page.module.css';

/** Owns its own mutations so one line's pending change never freezes the others. */
function AccountCartLine({ line }: { line: CartLine }) {
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  return (
    <CartLineItem
      line={{ ...line.product, productId: line.product._id, quantity: line.quantity, available: line.available }}
      busy={update.isPending || remove.isPending}
      onQuantityChange={(quantity) => update.mutate({ lineId: line._id, quantity }, { onError: () => toast.error('Failed to update quantity') })}
      onRemove={() => remove.mutate(line._id, { onError: () => toast.error('Failed to remove item') })}
    />
  );
}

/** The signed-in shopper's cart, from the same cached query as the navigation badge. */
export function AccountCart() {
  const { userId } = useCartWishlist();
  const cart = useCart(userId, true);
  const [couponCode, setCouponCode] = useCouponCode();
  const cartKey = (cart.data ?? []).map((l) => `${l.product._id}x${l.quantity}`).join(',');
  const discount = useCartDiscount(couponCode, cartKey, cart.isSuccess && cart.data.length > 0);
  const shareOf = (productId: string) => discount.data?.lines.find((l) => l.productId === productId)?.discount ?? 0;

  if (cart.isPending) {
    return (
      <div className={styles.loading} role="status">
        <LoaderCircle size={32} aria-hidden="true" className={styles.spinner} />
        Loading your cart…
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

  const lines = cart.data;
  if (lines.length === 0) {
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
        <p>Lights, switches, fans and more are waiting in the shop.</p>
      </PageMessage>
    );
  }

  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <CartLayout
      itemCount={itemCount}
      lines={lines.map((line) => (
        <AccountCartLine key={line._id} line={line} />
      ))}
      summary={
        <CartSummary
          lines={lines
            .filter((line) => line.available)
            .map((line) => ({ price: line.product.price, quantity: line.quantity, gstRate: line.product.gstRate, discount: shareOf(line.product._id) }))}
          discountLabel={discount.data?.label}
          coupon={<CouponBox code={couponCode} onApply={setCouponCode} answer={discount.data?.code} pending={discount.isFetching} />}
          action={
            <Link to="/checkout" className={styles.checkoutButton}>
              Proceed to Checkout
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          }
        />
      }
    />
  );
}
