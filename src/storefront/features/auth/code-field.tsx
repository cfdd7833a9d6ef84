import { TextField } from '../../components/form/text-field';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** The 6-digit emailed code: numeric keypad on phones, and the OS can offer the code from the mail. */
export function CodeField({ value, onChange, error, hint }: CodeFieldProps) {
  return (
    <TextField
      label="Verification code"
      name="otp"
      value={value}
      // Pasted codes often carry spaces or dashes ("123 456"); keep the digits only.
      normalize={(raw) => raw.replace(/\D/g, '').slice(0, 6)}
      onChange={onChange}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]{6}"
      maxLength={6}
      variant="code"
      error={error}
      hint={hint}
      autoFocus
    />
  );
}
