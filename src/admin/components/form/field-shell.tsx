import { useId, type ReactNode } from 'react';
import styles from './form.module.css';

export interface FieldChrome {
  label: string;
  error?: string;
  hint?: string;
  /** Shows "(optional)" after the label; required fields are the default in admin forms. */
  optional?: boolean;
  /** Hides the label visually (it stays for screen readers), e.g. in dense repeated rows. */
  hideLabel?: boolean;
}

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Label, hint and error around one control, tied together by ids so the error is read with the field. */
export function FieldShell({ label, error, hint, optional, hideLabel, render }: FieldChrome & { render: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {render({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
