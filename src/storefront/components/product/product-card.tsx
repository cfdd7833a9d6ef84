import { Link } from 'react-router';
import { Heart, ShoppingCart } from 'lucide-react';
import { toast } from '../../lib/toast';
import type { ProductSummary } from '../../../shared/catalog/product.schema';
import { useAddToCart } from '../../api/cart/add-to-cart';
import { readToken } from '../../lib/auth-storage';
import { addToGuestCart } from '../../lib/guest-cart';
import { useCartWishlist } from '../layout/cart-wishlist/cart-wishlist-context';
import { CompareToggle } from '../compare/compare-toggle';
import { MediaImage } from '../media-image/media-image';
import { PriceTag } from './price-tag';
import { StarRating } from './star-rating';
import { useWishlistToggle } from './use-wishlist-toggle';
import styles from './product-card.module.css';

/** Card widths of product-grid.module.css: two columns on phones, up to four from 1200px. */
const CARD_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 900px) 33vw, 50vw';

/** `priority`: this card's image is the page's first above the fold (see MediaImage). */
export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  const addToCart = useAddToCart();
  const { refetchCart } = useCartWishlist();
  const wishlist = useWishlistToggle(product);
  const href = `/products/${product._id}`;
  const outOfStock = product.stock <= 0;

  function handleAddToCart() {
    if (!readToken()) {
      // Visitors shop into the browser's cart; it joins their account's cart at sign-in.
      if (addToGuestCart(product, 1) > 0) toast.success(`${product.name} has been added to the cart!`);
      else toast.error(`Only ${product.stock} of ${product.name} left in stock`);
      return;
    }
    addToCart.mutate(
      { productId: product._id, name: product.name, price: product.price, imageUrl: product.imageUrl, quantity: 1 },
      {
        onSuccess: () => {
          void refetchCart();
          toast.success(`${product.name} has been added to the cart!`);
        },
        onError: () => toast.error('Failed to add product to cart.'),
      },
    );
  }

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {/* Duplicate of the name link for pointer users; hidden from the tab order and screen readers. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
          <MediaImage
            src={product.imageUrl}
            alt={product.name}
            width={400}
            height={400}
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            className={styles.image}
          />
        </Link>
        <div className={styles.badges}>
          {product.isNew && <span className={`${styles.badge} ${styles.badgeNew}`}>New</span>}
          {product.discount > 0 && (
            <span className={`${styles.badge} ${styles.badgeSale}`}>
              <span aria-hidden="true">−{product.discount}%</span>
              <span className="visually-hidden">{product.discount}% off</span>
            </span>
          )}
          {outOfStock && <span className={`${styles.badge} ${styles.badgeOut}`}>Out of stock</span>}
        </div>
        <button
          type="button"
          className={`${styles.wishlist} ${wishlist.saved ? styles.wishlisted : ''}`}
          aria-label={wishlist.label}
          onClick={wishlist.toggle}
          disabled={wishlist.busy}
        >
          <Heart size={18} aria-hidden="true" fill={wishlist.saved ? 'currentColor' : 'none'} />
        </button>
      </div>
      <div className={styles.body}>
        {product.brand && <p className={styles.brand}>{product.brand}</p>}
        <h3 className={styles.name}>
          <Link to={href} className={styles.nameLink}>
            {product.name}
          </Link>
        </h3>
        <StarRating rating={product.rating} count={product.reviewCount} size={14} />
        <CompareToggle product={product} />
        <div className={styles.footer}>
          <PriceTag price={product.price} originalPrice={product.displayOriginalPrice} gstRate={product.gstRate} />
          <button type="button" className={styles.cartButton} onClick={handleAddToCart} disabled={outOfStock || addToCart.isPending}>
            <ShoppingCart size={16} aria-hidden="true" />
            {/* Phones show 'Add' (two cards share a row there); the button's name stays 'Add to Cart'. */}
            <span>
              Add<span className={styles.cartRest}> to Cart</span>
            </span>
          </button>
        </div>
      </div>
    </article>
  );
}
