import type { TextareaHTMLAttributes } from 'react';
import { FieldShell, type FieldChrome } from './field-shell';
import styles from './form.module.css';

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id' | 'className'>;

interface TextareaFieldProps extends FieldChrome, AreaProps {
  value: string;
  onChange: (value: string) => void;
  mono?: boolean;
}

export function TextareaField({ label, error, hint, optional, hideLabel, value, onChange, mono, ...area }: TextareaFieldProps) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      hideLabel={hideLabel}
      render={(control) => (
        <textarea
          {...area}
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${styles.control} ${mono ? styles.mono : ''}`}
        />
      )}
    />
  );
}
