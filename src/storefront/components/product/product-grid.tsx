import type { ProductSummary } from '../../../shared/catalog/product.schema';
import { HydrateLater } from '../hydrate-later/hydrate-later';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

interface ProductGridProps {
  products: ProductSummary[];
  loading?: boolean;
  emptyMessage?: string;
  /** How many placeholder cards to show while loading. */
  skeletonCount?: number;
  /** The grid is the page's main content: its first image is fetched first (the page's LCP on phones). */
  priority?: boolean;
}

export function ProductGrid({ products, loading = false, emptyMessage = 'No products found.', skeletonCount = 8, priority = false }: ProductGridProps) {
  if (loading) {
    return (
      <div className={styles.grid} aria-busy="true" aria-label="Loading products">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <div key={index} className={styles.skeleton} aria-hidden="true">
            <div className={styles.skeletonImage} />
            <div className={styles.skeletonBody}>
              <div className={`${styles.skeletonLine} ${styles.short}`} />
              <div className={styles.skeletonLine} />
              <div className={`${styles.skeletonLine} ${styles.medium}`} />
              <div className={styles.skeletonButton} />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (products.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {emptyMessage}
      </p>
    );
  }

  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product._id} className={styles.item}>
          {/* A card a task: a grid hydrated at once was the longest task of the pages that show one (ADR 71). */}
          <HydrateLater>
            <ProductCard product={product} priority={priority && index === 0} />
          </HydrateLater>
        </li>
      ))}
    </ul>
  );
}
