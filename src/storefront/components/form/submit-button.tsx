import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import styles from './form.module.css';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  /** Shown while the request runs, e.g. 'Signing in…'. */
  pendingLabel: string;
  tone?: 'primary' | 'danger';
  /** Also disabled after success, while the page waits to redirect, so nobody submits twice. */
  disabled?: boolean;
}

export function SubmitButton({ pending, children, pendingLabel, tone = 'primary', disabled = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`${styles.submit} ${tone === 'danger' ? styles.danger : ''}`}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    >
      {pending && <LoaderCircle aria-hidden="true" size={18} className={styles.spinner} />}
      {pending ? pendingLabel : children}
    </button>
  );
}
