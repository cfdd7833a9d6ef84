import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import styles from './stat-card.module.css';

/** One headline figure; a `<dl>` pair so the label is read with the value. `to` links it to its report. */
export function StatCard({ label, value, icon: Icon, to }: { label: string; value: string; icon: LucideIcon; to?: string }) {
  return (
    <dl className={styles.card}>
      <dt className={styles.label}>
        <Icon size={16} aria-hidden="true" />
        {label}
      </dt>
      <dd className={styles.value}>{to ? <Link to={to}>{value}</Link> : value}</dd>
    </dl>
  );
}
