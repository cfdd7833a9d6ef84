import type { InputHTMLAttributes } from 'react';
import { FieldShell, type FieldChrome } from './field-shell';
import styles from './form.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'className'>;

interface TextFieldProps extends FieldChrome, InputProps {
  value: string;
  onChange: (value: string) => void;
  mono?: boolean;
}

/** A labelled input (text, email, password, number, date, search) whose error is announced with it. */
export function TextField({ label, error, hint, optional, hideLabel, value, onChange, mono, ...input }: TextFieldProps) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      hideLabel={hideLabel}
      render={(control) => (
        <input
          {...input}
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${styles.control} ${mono ? styles.mono : ''}`}
        />
      )}
    />
  );
}
