import type { StaffHistoryEntry } from '../../../../shared/shipping/shipping.schema';
import { formatDateTime } from '../../../lib/dates';
import styles from './order-detail.module.css';

const actorNames: Record<StaffHistoryEntry['actor'], string> = {
  shopper: 'the shopper',
  staff: 'staff',
  payment: 'the payment',
  system: 'the shop (automatic)',
};

/** Every status change, oldest first: when, who (a staff member's name; the shopper never sees it) and the note. */
export function HistoryPanel({ placedAt, history }: { placedAt: string; history: StaffHistoryEntry[] }) {
  return (
    <ol className={styles.timeline} aria-label="Status history">
      <li>
        <strong>Placed</strong> <span className={styles.muted}>{formatDateTime(placedAt)}</span>
      </li>
      {history.map((h, i) => (
        <li key={i}>
          <strong>
            {h.from} → {h.to}
          </strong>{' '}
          <span className={styles.muted}>
            {formatDateTime(h.at)} · by {h.by ?? actorNames[h.actor]}
          </span>
          {h.note && (
            <>
              <br />
              {h.note}
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
