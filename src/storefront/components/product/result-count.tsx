import styles from './result-count.module.css';

interface ResultCountProps {
  loading: boolean;
  /** The list failed to load: say nothing rather than a misleading 'Showing 0'. */
  failed?: boolean;
  page: number;
  pageSize: number;
  shown: number;
  total: number;
}

/** 'Showing 1–12 of 87 products', announced politely so screen-reader users hear a filter take effect. */
export function ResultCount({ loading, failed = false, page, pageSize, shown, total }: ResultCountProps) {
  let text: string;
  if (failed) text = '';
  else if (loading) text = 'Loading products…';
  else if (total === 0 || shown === 0) text = `Showing 0 of ${total} products`;
  else {
    const first = (page - 1) * pageSize + 1;
    text = `Showing ${first}–${first + shown - 1} of ${total} ${total === 1 ? 'product' : 'products'}`;
  }
  return (
    <p className={styles.count} role="status">
      {text}
    </p>
  );
}
