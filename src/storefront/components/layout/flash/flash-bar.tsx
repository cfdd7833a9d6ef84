import { CircleCheck, CircleX, Info, TriangleExclamationPoint, X, type LucideIcon } from 'lucide-react';
import { useFlash, useFlashMessage, type FlashType } from './flash-context';
import styles from './flash-bar.module.css';

const ICONS: Record<FlashType, LucideIcon> = {
  success: CircleCheck,
  error: CircleX,
  warning: TriangleExclamationPoint,
  info: Info,
};

/** The live region is always mounted so screen readers announce a message the moment it appears. */
export function FlashBar() {
  const message = useFlashMessage();
  const { dismiss } = useFlash();
  const Icon = message ? ICONS[message.type] : null;

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.region}>
      {message && Icon && (
        <div key={message.id} className={`${styles.bar} ${styles[message.type]}`}>
          <div className={`container ${styles.inner}`}>
            <Icon aria-hidden="true" size={18} className={styles.icon} />
            <p className={styles.text}>{message.text}</p>
            <button type="button" className={styles.close} onClick={dismiss} aria-label="Dismiss message">
              <X aria-hidden="true" size={16} />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
