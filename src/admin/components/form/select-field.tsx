import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldShell, type FieldChrome } from './field-shell';
import styles from './form.module.css';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id' | 'className'>;

interface SelectFieldProps extends FieldChrome, SelectProps {
  value: string;
  onChange: (value: string) => void;
  /** `<option>`/`<optgroup>` elements. */
  children: ReactNode;
}

export function SelectField({ label, error, hint, optional, hideLabel, value, onChange, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      hideLabel={hideLabel}
      render={(control) => (
        <select {...select} {...control} value={value} onChange={(event) => onChange(event.target.value)} className={styles.control}>
          {children}
        </select>
      )}
    />
  );
}
