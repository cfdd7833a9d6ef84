import { useId, type ReactNode } from 'react';
import styles from './panel.module.css';

interface PanelProps {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** No inner padding: for tables and lists that reach the panel's edges. */
  flush?: boolean;
}

/** A titled section of a screen; the `<section>` is named by its heading for landmark navigation. */
export function Panel({ title, actions, children, flush }: PanelProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {actions}
      </div>
      <div className={`${styles.body} ${flush ? styles.flush : ''}`}>{children}</div>
    </section>
  );
}
