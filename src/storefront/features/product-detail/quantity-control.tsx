import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import styles from './quantity-control.module.css';

interface QuantityControlProps {
  /** Empty while the shopper is retyping the number; the parent treats that as 1. */
  value: number | '';
  max: number;
  onChange: (value: number | '') => void;
  disabled?: boolean;
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, max));
}

export function QuantityControl({ value, max, onChange, disabled = false }: QuantityControlProps) {
  const inputId = useId();
  const current = value === '' ? 1 : value;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        Quantity
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(clamp(current - 1, max))}
          disabled={disabled || current <= 1}
          aria-label="Decrease quantity"
        >
          <Minus size={16} aria-hidden="true" />
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          className={styles.input}
          min={1}
          max={max}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const raw = event.target.value;
            if (raw === '') onChange('');
            else if (Number.isFinite(Number(raw))) {
              const next = clamp(Number(raw), max);
              // A clamp back to the current number changes no state, so nothing re-renders: fix the field here.
              if (String(next) !== raw) event.target.value = String(next);
              onChange(next);
            }
          }}
          onBlur={() => {
            if (value === '') onChange(1);
          }}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(clamp(current + 1, max))}
          disabled={disabled || current >= max}
          aria-label="Increase quantity"
        >
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
