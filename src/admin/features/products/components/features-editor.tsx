import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/form/text-field';
import { nextRowId, type FeatureRow } from '../product-form-values';
import styles from './product-form.module.css';

const MAX_FEATURES = 20;

interface FeaturesEditorProps {
  rows: readonly FeatureRow[];
  onChange: (rows: FeatureRow[]) => void;
  errors: Partial<Record<string, string>>;
}

/** The product page's bullet list: one short sentence per row. */
export function FeaturesEditor({ rows, onChange, errors }: FeaturesEditorProps) {
  const update = (rowId: number, text: string) => onChange(rows.map((row) => (row.rowId === rowId ? { ...row, text } : row)));
  return (
    <div className={styles.rows}>
      {rows.length === 0 && <p className={styles.empty}>No features yet.</p>}
      {rows.map((row, index) => (
        <div key={row.rowId} className={styles.rowLine}>
          <TextField
            label={`Feature ${index + 1}`}
            hideLabel
            value={row.text}
            onChange={(text) => update(row.rowId, text)}
            maxLength={300}
            error={errors[`features#${row.rowId}`]}
          />
          <Button variant="dangerGhost" onClick={() => onChange(rows.filter((other) => other.rowId !== row.rowId))} aria-label={`Remove feature ${index + 1}`}>
            <Trash2 size={15} aria-hidden="true" />
          </Button>
        </div>
      ))}
      {errors.features && <p className={styles.error}>{errors.features}</p>}
      <div>
        <Button size="sm" onClick={() => onChange([...rows, { rowId: nextRowId(), text: '' }])} disabled={rows.length >= MAX_FEATURES}>
          <Plus size={14} aria-hidden="true" />
          Add feature
        </Button>
      </div>
    </div>
  );
}
