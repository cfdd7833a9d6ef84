import styles from './page-loading.module.css';

/** Placeholder inside the layout while the first page's code arrives. */
export function PageLoading() {
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}
