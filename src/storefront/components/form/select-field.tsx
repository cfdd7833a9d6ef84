import { useId, type ChangeEvent, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import styles from './form.module.css';

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  /** The empty first option, e.g. 'Select a state'; choosing nothing is then a validation error, not a silent default. */
  placeholder: string;
  autoComplete?: SelectHTMLAttributes<HTMLSelectElement>['autoComplete'];
  error?: string;
  required?: boolean;
}

/** A labelled native select (best keyboard and mobile support) with the same error wiring as TextField. */
export function SelectField({ label, name, value, onChange, options, placeholder, autoComplete, error, required = true }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${styles.input} ${styles.select}`}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" size={18} className={styles.selectChevron} />
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
