import { Button } from '../components/button/button';
import styles from './full-page-message.module.css';

interface FullPageMessageProps {
  title: string;
  message?: string;
  actionLabel?: string;
  onAction?: () => void;
}

/** The whole window for one state (checking the session, server down) before any screen can show. */
export function FullPageMessage({ title, message, actionLabel, onAction }: FullPageMessageProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card} role="status">
        <h1 className={styles.title}>{title}</h1>
        {message && <p className={styles.message}>{message}</p>}
        {actionLabel && onAction && (
          <Button variant="primary" onClick={onAction}>
            {actionLabel}
          </Button>
        )}
      </div>
    </main>
  );
}
