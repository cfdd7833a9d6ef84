import { Zap } from 'lucide-react';
import styles from './announcement-bar.module.css';

export function AnnouncementBar() {
  return (
    <div className={styles.bar}>
      <p className={`container ${styles.text}`}>
        <Zap aria-hidden="true" size={14} className={styles.icon} />
        Custom available - No extra charges
      </p>
    </div>
  );
}
