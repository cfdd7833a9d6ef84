import { Button } from '../button/button';
import styles from './query-state.module.css';

export function LoadingBox({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className={`${styles.box} ${styles.loading}`} role="status">
      {label}
    </p>
  );
}

/** A failed load says what failed, in the server's words, and offers to try again. */
export function ErrorBox({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert">
      <p>{error?.message ?? 'Something went wrong'}</p>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
