import { useId, useState, type ChangeEvent, type HTMLAttributes, type InputHTMLAttributes, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import styles from './form.module.css';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  error?: string;
  /** Marks the field invalid when the message is shown once for the whole form (e.g. 'All fields are required'). */
  invalid?: boolean;
  /** Extra help under the field, linked with aria-describedby like the error. */
  hint?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  pattern?: string;
  required?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Cleans what was typed (e.g. digits only); the field shows the cleaned text at once. */
  normalize?: (raw: string) => string;
  /** For one-time codes: large, spaced digits. */
  variant?: 'default' | 'code';
}

/** A labelled input whose error is announced and tied to it (aria-invalid + aria-describedby). */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
  invalid = false,
  hint,
  inputMode,
  maxLength,
  pattern,
  required = true,
  autoFocus,
  placeholder,
  inputRef,
  normalize,
  variant = 'default',
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const raw = event.target.value;
            const next = normalize ? normalize(raw) : raw;
            // When cleaning leaves the state as it was, nothing re-renders: correct the field ourselves.
            if (next !== raw) event.target.value = next;
            onChange(next);
          }}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          pattern={pattern}
          required={required}
          autoFocus={autoFocus}
          placeholder={placeholder}
          spellCheck={false}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          className={`${styles.input} ${variant === 'code' ? styles.codeInput : ''} ${isPassword ? styles.withToggle : ''}`}
        />
        {isPassword && (
          // Seeing the typed password prevents typos on phones, where a mistyped new password locks people out.
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setRevealed((shown) => !shown)}
            aria-pressed={revealed}
            title={revealed ? 'Hide password' : 'Show password'}
          >
            {revealed ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
            <span className="visually-hidden">Show password</span>
          </button>
        )}
      </div>
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
