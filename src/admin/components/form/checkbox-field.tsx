import styles from './form.module.css';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}

export function CheckboxField({ label, checked, onChange, name }: CheckboxFieldProps) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
