import { AlertTriangle, RotateCw } from 'lucide-react';
import styles from './products-load-error.module.css';

interface ProductsLoadErrorProps {
  onRetry: () => void;
  retrying?: boolean;
}

/** Spec §8 "Product list" failure texts, shared by every product listing. */
export function ProductsLoadError({ onRetry, retrying = false }: ProductsLoadErrorProps) {
  return (
    <section className={styles.panel} role="alert" aria-labelledby="products-load-error-title">
      <AlertTriangle size={36} aria-hidden="true" className={styles.icon} />
      <h2 id="products-load-error-title" className={styles.title}>
        Unable to load products
      </h2>
      <p className={styles.message}>Something went wrong while fetching products.</p>
      <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying}>
        <RotateCw size={16} aria-hidden="true" />
        Try Again
      </button>
    </section>
  );
}
