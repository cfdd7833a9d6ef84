import { formatRupees, paiseToRupees } from '../../../../shared/money';
import styles from './share-bars.module.css';

interface Row {
  key: string;
  name: string;
  units: number;
  revenuePaise: number;
}

/** Revenue by category as horizontal bars: plain HTML, each bar's width its share of the largest. */
export function ShareBars({ rows, label }: { rows: readonly Row[]; label: string }) {
  const max = Math.max(1, ...rows.map((r) => r.revenuePaise));
  return (
    <ul className={styles.bars} aria-label={label}>
      {rows.map((r) => (
        <li key={r.key} className={styles.row}>
          <span className={styles.name}>{r.name}</span>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.bar} style={{ width: `${(r.revenuePaise / max) * 100}%` }} />
          </span>
          <span className={styles.value}>
            {formatRupees(paiseToRupees(r.revenuePaise))} · {r.units} units
          </span>
        </li>
      ))}
    </ul>
  );
}
