import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import styles from './page-message.module.css';

interface PageMessageProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** Links or buttons under the text; use the `primaryAction` / `secondaryAction` class names for styling. */
  actions?: ReactNode;
}

/** A whole-page notice (not found, coming soon, error) with the page's h1. */
export function PageMessage({ icon: Icon, title, children, actions }: PageMessageProps) {
  return (
    <section className={`container ${styles.wrapper}`}>
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <Icon size={32} />
        </span>
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.body}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </section>
  );
}

export const pageMessageClasses = {
  primaryAction: styles.primaryAction,
  secondaryAction: styles.secondaryAction,
};
