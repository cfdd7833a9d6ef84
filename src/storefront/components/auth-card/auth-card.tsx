import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import styles from './auth-card.module.css';

interface AuthCardProps {
  icon: LucideIcon;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card body, e.g. "New here? Create an account". */
  footer?: ReactNode;
}

/** The centred card every sign-in, registration and code page sits in; carries the page's h1. */
export function AuthCard({ icon: Icon, title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <span className={styles.icon} aria-hidden="true">
            <Icon size={26} />
          </span>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </section>
  );
}

/** Class names for content inside the card (forms, divider, secondary links). */
export const authCardClasses = {
  form: styles.form,
  row: styles.row,
  textLink: styles.textLink,
  linkButton: styles.linkButton,
  divider: styles.divider,
  note: styles.note,
};

/**
 * While a spec redirect waits its 2 s (spec §9), the shopper need not: a link to the same place at once (ADR 39).
 */
export function ContinueNow({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className={styles.continueNow} role="status">
      Redirecting…{' '}
      <Link to={to} className={styles.textLink}>
        {children}
      </Link>
    </p>
  );
}
