import { useId } from 'react';
import styles from './form.module.css';

interface CheckboxFieldProps {
  label: string;
  description?: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label and an optional description read with it. */
export function CheckboxField({ label, description, name, checked, onChange }: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={styles.checkboxRow}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={description ? descriptionId : undefined}
      />
      <div>
        <label htmlFor={id} className={styles.checkboxLabel}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className={styles.hint}>
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
