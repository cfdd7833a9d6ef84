import { CircleAlert, CircleCheck } from 'lucide-react';
import styles from './form.module.css';

interface FormAlertProps {
  message: string | null | undefined;
  tone?: 'error' | 'success' | 'info';
}

/**
 * A form-level message. The live region stays mounted (empty when there is nothing to say) so a
 * screen reader announces the text the moment it appears.
 */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={styles.alertRegion}>
      {message && (
        <p className={`${styles.alert} ${styles[tone]}`}>
          <Icon aria-hidden="true" size={18} className={styles.alertIcon} />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
