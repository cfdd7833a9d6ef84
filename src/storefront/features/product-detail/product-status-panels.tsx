import { Link } from 'react-router';
import { AlertTriangle, PackageSearch, RotateCw } from 'lucide-react';
import { reportNotFound } from '../../lib/not-found-status';
import styles from './product-status-panels.module.css';

export function ProductNotFound({ productId }: { productId: string }) {
  reportNotFound();
  return (
    <section className={styles.panel} aria-labelledby="product-not-found-title">
      <PackageSearch size={48} aria-hidden="true" className={styles.icon} />
      <h1 id="product-not-found-title" className={styles.title}>
        Product not found
      </h1>
      <p className={styles.message}>No product with id "{productId}" exists.</p>
      <Link to="/shop" className={styles.action}>
        Browse Shop
      </Link>
    </section>
  );
}

export function ProductLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <section className={styles.panel} role="alert">
      <AlertTriangle size={48} aria-hidden="true" className={`${styles.icon} ${styles.danger}`} />
      <p className={styles.title}>Failed to load product details. Please try again.</p>
      <button type="button" className={styles.action} onClick={onRetry} disabled={retrying}>
        <RotateCw size={16} aria-hidden="true" />
        Try Again
      </button>
    </section>
  );
}

/** Mirrors the loaded layout's boxes so nothing jumps when the product arrives. */
export function ProductDetailSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="Loading product">
      <div className={`${styles.block} ${styles.image}`} />
      <div className={styles.lines}>
        <div className={`${styles.block} ${styles.line} ${styles.short}`} />
        <div className={`${styles.block} ${styles.line} ${styles.tall}`} />
        <div className={`${styles.block} ${styles.line} ${styles.medium}`} />
        <div className={`${styles.block} ${styles.line} ${styles.tall} ${styles.short}`} />
        <div className={`${styles.block} ${styles.panelBlock}`} />
      </div>
    </div>
  );
}
