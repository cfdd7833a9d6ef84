import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'dangerGhost';

export function buttonClassName(variant: ButtonVariant = 'secondary', size: 'md' | 'sm' = 'md'): string {
  return [styles.button, styles[variant], size === 'sm' ? styles.small : ''].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  /** Disables the button and shows a spinner, so a slow save cannot be sent twice. */
  pending?: boolean;
  children: ReactNode;
}

export function Button({ variant = 'secondary', size = 'md', pending = false, disabled, type = 'button', className, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={[buttonClassName(variant, size), className].filter(Boolean).join(' ')}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
