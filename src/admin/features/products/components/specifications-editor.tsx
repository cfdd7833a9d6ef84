import { Plus, Trash2 } from 'lucide-react';
import { Fragment } from 'react';
import { attributesOf } from '../../../../shared/catalog/attributes/attribute-declarations';
import { parseAttribute } from '../../../../shared/catalog/attributes/typed-specs';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/form/text-field';
import { nextRowId, type SpecificationRow } from '../product-form-values';
import styles from './product-form.module.css';

const MAX_SPECIFICATIONS = 40;

interface SpecificationsEditorProps {
  rows: readonly SpecificationRow[];
  onChange: (rows: SpecificationRow[]) => void;
  errors: Partial<Record<string, string>>;
  /** The product's category: its declarations say which rows are typed attributes. */
  category: string;
}

/** What the shop will filter on for this row, as the server will parse it: "→ 1200 W (Power)", or what is wrong. */
export function parsedHint(category: string, key: string, value: string): string | null {
  const attribute = attributesOf(category).find((a) => a.specKeys.includes(key.trim()));
  if (!attribute || value.trim() === '') return null;
  const parsed = parseAttribute(attribute, value);
  if (parsed === null)
    return attribute.kind === 'number' ? `Not a number in ${attribute.unit}: saving will be refused` : `${attribute.label}: not recognised, not filterable`;
  const shown = typeof parsed === 'boolean' ? (parsed ? 'Yes' : 'No') : attribute.kind === 'number' ? `${parsed} ${attribute.unit}` : parsed;
  return `→ ${shown} (${attribute.label})`;
}

/** Key/value rows (Wattage: 9 W); the storefront shows them as the specification table, in this order. */
export function SpecificationsEditor({ rows, onChange, errors, category }: SpecificationsEditorProps) {
  const update = (rowId: number, patch: Partial<Pick<SpecificationRow, 'key' | 'value'>>) =>
    onChange(rows.map((row) => (row.rowId === rowId ? { ...row, ...patch } : row)));
  const keys = rows.map((row) => row.key.trim().toLowerCase()).filter(Boolean);
  const duplicates = new Set(keys.filter((key, index) => keys.indexOf(key) !== index));

  return (
    <div className={styles.rows}>
      {rows.length === 0 && <p className={styles.empty}>No specifications yet.</p>}
      {rows.map((row, index) => {
        const hint = parsedHint(category, row.key, row.value);
        return (
          <Fragment key={row.rowId}>
            <div className={styles.specLine}>
              <TextField
                label={`Specification ${index + 1} name`}
                hideLabel
                placeholder="Name, e.g. Wattage"
                value={row.key}
                onChange={(key) => update(row.rowId, { key })}
                maxLength={80}
                // The storefront keeps specifications as a map: a repeated name would silently drop a row.
                error={errors[`specifications#${row.rowId}.key`] ?? (duplicates.has(row.key.trim().toLowerCase()) ? 'This name is used twice' : undefined)}
              />
              <TextField
                label={`Specification ${index + 1} value`}
                hideLabel
                placeholder="Value, e.g. 9 W"
                value={row.value}
                onChange={(value) => update(row.rowId, { value })}
                maxLength={300}
                error={errors[`specifications#${row.rowId}.value`]}
              />
              <Button
                variant="dangerGhost"
                onClick={() => onChange(rows.filter((other) => other.rowId !== row.rowId))}
                aria-label={`Remove specification ${index + 1}`}
              >
                <Trash2 size={15} aria-hidden="true" />
              </Button>
            </div>
            {hint && (
              <p className={styles.empty} data-testid="parsed-spec">
                {hint}
              </p>
            )}
          </Fragment>
        );
      })}
      {errors.specifications && <p className={styles.error}>{errors.specifications}</p>}
      <div>
        <Button size="sm" onClick={() => onChange([...rows, { rowId: nextRowId(), key: '', value: '' }])} disabled={rows.length >= MAX_SPECIFICATIONS}>
          <Plus size={14} aria-hidden="true" />
          Add specification
        </Button>
      </div>
    </div>
  );
}
