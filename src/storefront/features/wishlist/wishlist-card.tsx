import { Link } from 'react-router';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { toast } from '../../lib/toast';
import type { WishlistEntry } from '../../../shared/shopping/cart.schema';
import { formatRupees } from '../../../shared/money';
import { useAddToCart } from '../../api/cart/add-to-cart';
import { useRemoveFromWishlist } from '../../api/wishlist/remove-from-wishlist';
import { ApiError } from '../../lib/api-client';
import { MediaImage } from '../../components/media-image/media-image';
import styles from './wishlist-page.module.css';

interface WishlistCardProps {
  entry: WishlistEntry;
  userId: string;
  categoryName: string;
}

/** Cards of at least 240px in an auto-fill grid (wishlist-page.module.css); 104px beside the text on phones. */
const WISHLIST_IMAGE_SIZES = '(max-width: 479px) 104px, 320px';

export function WishlistCard({ entry, userId, categoryName }: WishlistCardProps) {
  const { product } = entry;
  const addToCart = useAddToCart();
  const remove = useRemoveFromWishlist();
  const busy = addToCart.isPending || remove.isPending;
  const href = `/products/${product._id}`;

  function removeEntry(onDone?: () => void) {
    remove.mutate({ userId, productId: product._id }, { onSuccess: onDone, onError: () => toast.error('Failed to remove product from wishlist.') });
  }

  function moveToCart() {
    addToCart.mutate(
      { productId: product._id, name: product.name, price: product.price, imageUrl: product.imageUrl, quantity: 1 },
      {
        // Only once the cart holds it does it leave the wishlist, so a failed add loses nothing.
        onSuccess: () => removeEntry(() => toast.success(`${product.name} has been added to the cart!`)),
        onError: (error) =>
          // A 409 names the stock problem ('… is out of stock'), which says more than the generic text.
          toast.error(error instanceof ApiError && error.status === 409 ? error.message : 'Failed to add product to cart.'),
      },
    );
  }

  return (
    <li className={styles.card} aria-busy={busy || undefined} data-testid="wishlist-card">
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <MediaImage src={product.imageUrl} alt="" width={320} height={320} sizes={WISHLIST_IMAGE_SIZES} className={styles.image} />
      </Link>
      <div className={styles.body}>
        <p className={styles.category}>{categoryName}</p>
        <h2 className={styles.name}>
          <Link to={href} className={styles.nameLink}>
            {product.name}
          </Link>
        </h2>
        <p className={styles.description}>{product.description}</p>
        <p className={styles.price}>{formatRupees(product.price)}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.moveButton} onClick={moveToCart} disabled={busy}>
            <ShoppingCart size={16} aria-hidden="true" />
            {addToCart.isPending ? 'Moving…' : 'Move to Cart'}
          </button>
          <button
            type="button"
            className={styles.removeButton}
            onClick={() => removeEntry()}
            disabled={busy}
            aria-label={`Remove ${product.name} from wishlist`}
          >
            <Trash2 size={18} aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}
