import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Zap, ShoppingCart, Check, AlertCircle, Heart } from 'lucide-react';
import type { Product } from '../../../shared/catalog/product.schema';
import { useAddToCart } from '../../api/cart/add-to-cart';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { useWishlistToggle } from '../../components/product/use-wishlist-toggle';
import { readToken } from '../../lib/auth-storage';
import { addToGuestCart } from '../../lib/guest-cart';
import { returnState } from '../../lib/return-path';
import { buyNowPath } from '../../lib/buy-now';
import { CheckDelivery } from './check-delivery';
import { QuantityControl } from './quantity-control';
import styles from './purchase-panel.module.css';

const LOW_STOCK_BELOW = 10;

type Intent = 'cart' | 'buy';

const DESTINATION: Record<Intent, string> = { cart: '/cart', buy: '/checkout' };
const FAILURE: Record<Intent, string> = {
  cart: 'Failed to add product to cart. Please try again.',
  buy: 'Failed to process your order. Please try again.',
};

function StockStatus({ stock }: { stock: number }) {
  if (stock <= 0)
    return (
      <p className={`${styles.stock} ${styles.out}`}>
        <AlertCircle size={18} aria-hidden="true" />
        Out of stock
      </p>
    );
  if (stock < LOW_STOCK_BELOW)
    return (
      <p className={`${styles.stock} ${styles.low}`}>
        <AlertCircle size={18} aria-hidden="true" />
        Only {stock} left
      </p>
    );
  return (
    <p className={`${styles.stock} ${styles.in}`}>
      <Check size={18} aria-hidden="true" />
      In stock
    </p>
  );
}

export function PurchasePanel({ product }: { product: Product }) {
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const { refetchCart } = useCartWishlist();
  const [quantity, setQuantity] = useState<number | ''>(1);
  const [intent, setIntent] = useState<Intent | null>(null);
  const wishlist = useWishlistToggle(product);
  const outOfStock = product.stock <= 0;

  /** Visitors fill the browser's cart, merged into their account's cart at sign-in. */
  function addAsVisitor(next: Intent) {
    const added = addToGuestCart(product, quantity === '' ? 1 : quantity);
    if (added === 0 && next === 'cart') {
      toast.error(`Only ${product.stock} of ${product.name} left in stock`);
      return;
    }
    if (added > 0) toast.success(`${product.name} has been added to the cart!`);
    // Checkout needs an account; sign-in brings the shopper back to it.
    if (next === 'buy') void navigate('/sign-in', { state: returnState('/checkout') });
    else void navigate('/cart');
  }

  function submit(next: Intent) {
    // Buy Now checks out just this product and quantity; the cart (the browser's or the account's) stays for later.
    if (next === 'buy') {
      void navigate(buyNowPath(product._id, quantity === '' ? 1 : quantity));
      return;
    }
    if (!readToken()) {
      addAsVisitor(next);
      return;
    }
    setIntent(next);
    addToCart.mutate(
      {
        productId: product._id,
        name: product.name,
        price: product.price,
        imageUrl: product.imageUrl,
        quantity: quantity === '' ? 1 : quantity,
      },
      {
        onSuccess: () => {
          void refetchCart();
          void navigate(DESTINATION[next]);
        },
        onError: () => toast.error(FAILURE[next]),
        onSettled: () => setIntent(null),
      },
    );
  }

  return (
    <div className={styles.panel}>
      <StockStatus stock={product.stock} />
      <QuantityControl value={quantity} max={product.stock} onChange={setQuantity} disabled={outOfStock} />
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          onClick={() => submit('cart')}
          disabled={outOfStock || addToCart.isPending}
          aria-busy={intent === 'cart'}
        >
          <ShoppingCart size={18} aria-hidden="true" />
          {intent === 'cart' ? 'Adding…' : 'Add to Cart'}
        </button>
        {/* Beside Add to Cart (ADR 39): the same toggle as a card's heart. */}
        <button
          type="button"
          className={`${styles.button} ${styles.wishlist} ${wishlist.saved ? styles.saved : ''}`}
          onClick={wishlist.toggle}
          disabled={wishlist.busy}
          aria-label={wishlist.label}
        >
          <Heart size={18} aria-hidden="true" fill={wishlist.saved ? 'currentColor' : 'none'} />
          <span aria-hidden="true">{wishlist.saved ? 'Saved' : 'Wishlist'}</span>
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => submit('buy')}
          disabled={outOfStock || addToCart.isPending}
          aria-busy={intent === 'buy'}
        >
          <Zap size={18} aria-hidden="true" />
          {intent === 'buy' ? 'Processing…' : 'Buy Now'}
        </button>
      </div>
      <CheckDelivery />
    </div>
  );
}
