import type { ReactNode } from 'react';
import styles from './filter-bar.module.css';

/** Filters are a search landmark, so screen-reader users can jump straight to them. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <search className={styles.bar} aria-label={label}>
      {children}
    </search>
  );
}

export const filterBarClasses = { grow: styles.grow, check: styles.check };
