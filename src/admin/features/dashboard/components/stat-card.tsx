import type { LucideIcon } from 'lucide-react';
import styles from './stat-card.module.css';

/** One headline figure; a `<dl>` pair so the label is read with the value. */
export function StatCard({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <dl className={styles.card}>
      <dt className={styles.label}>
        <Icon size={16} aria-hidden="true" />
        {label}
      </dt>
      <dd className={styles.value}>{value}</dd>
    </dl>
  );
}
