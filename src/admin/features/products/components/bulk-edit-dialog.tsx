import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  bulkChangeSchema,
  productFlagLabels,
  productFlags,
  type BulkAction,
  type BulkPreview,
  type BulkSelection,
  type ProductFlag,
} from '../../../../shared/admin/admin-product-bulk.schema';
import type { Category } from '../../../../shared/catalog/category.schema';
import { productStatusLabels, productStatuses } from '../../../../shared/catalog/product-status';
import { formatRupees } from '../../../../shared/money';
import { subCategoriesOf } from '../../../api/categories/get-categories';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { numberOrUndefined } from '../../../../web/form-errors';
import { useApplyBulk, usePreviewBulk } from '../api/bulk-products';
import styles from './bulk-edit-dialog.module.css';

const actionLabels: Record<BulkAction, string> = {
  setPrice: 'Set price',
  adjustPrice: 'Change price by %',
  setStock: 'Set stock',
  addStock: 'Add to (or take from) stock',
  setDiscount: 'Set discount %',
  setStatus: 'Set status',
  setCategory: 'Move to category',
  setFlag: 'Set or clear a label',
  setLowStockThreshold: 'Set low-stock threshold',
  delete: 'Delete',
};

interface BulkEditDialogProps {
  selection: BulkSelection;
  /** "3 selected products" or "all 134 products matching this filter". */
  selectionLabel: string;
  categories: readonly Category[];
  onClose: () => void;
  onApplied: () => void;
}

function shownValue(field: string, value: string | number | boolean | null): string {
  if (value === null) return '—';
  if (field === 'price' && typeof value === 'number') return formatRupees(value);
  if (field === 'discount') return `${value}%`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'status' && typeof value === 'string' && value in productStatusLabels) return productStatusLabels[value as keyof typeof productStatusLabels];
  return String(value);
}

/**
 * A bulk action in three steps: choose what to change, preview what it would do (the count, how many
 * differ, the first products before and after), then apply exactly that. The server refuses (409) if
 * the selection no longer holds the previewed number of products.
 */
export function BulkEditDialog({ selection, selectionLabel, categories, onClose, onApplied }: BulkEditDialogProps) {
  const [action, setAction] = useState<BulkAction>('adjustPrice');
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<(typeof productStatuses)[number]>('active');
  const [category, setCategory] = useState('');
  const [subCategory, setSubCategory] = useState('');
  const [flag, setFlag] = useState<ProductFlag>('isFeatured');
  const [flagOn, setFlagOn] = useState('true');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const previewing = usePreviewBulk();
  const applying = useApplyBulk();

  const changeCandidate = (): unknown => {
    const number = numberOrUndefined(value);
    switch (action) {
      case 'setPrice':
        return { action, price: number };
      case 'adjustPrice':
        return { action, percent: number };
      case 'setStock':
        return { action, stock: number };
      case 'addStock':
        return { action, delta: number };
      case 'setDiscount':
        return { action, discount: number };
      case 'setStatus':
        return { action, status };
      case 'setCategory':
        return { action, category, subCategory };
      case 'setFlag':
        return { action, flag, value: flagOn === 'true' };
      case 'setLowStockThreshold':
        return { action, threshold: value.trim() === '' ? null : number };
      case 'delete':
        return { action };
    }
  };

  const resetPreview = () => {
    setPreview(null);
    setError(null);
  };

  const runPreview = () => {
    const parsed = bulkChangeSchema.safeParse(changeCandidate());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the value');
      return;
    }
    setError(null);
    previewing.mutate({ selection, change: parsed.data }, { onSuccess: setPreview, onError: (e) => setError(e.message) });
  };

  const runApply = () => {
    const parsed = bulkChangeSchema.safeParse(changeCandidate());
    if (!parsed.success || !preview) return;
    applying.mutate(
      { selection, change: parsed.data, expectedCount: preview.count },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onApplied();
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  const needsNumber = ['setPrice', 'adjustPrice', 'setStock', 'addStock', 'setDiscount', 'setLowStockThreshold'].includes(action);
  const numberLabel: Partial<Record<BulkAction, string>> = {
    setPrice: 'New price before GST (₹)',
    adjustPrice: 'Change (%)',
    setStock: 'New stock',
    addStock: 'Units to add (negative to take away)',
    setDiscount: 'Discount (%)',
    setLowStockThreshold: 'Low-stock threshold',
  };
  const numberHint: Partial<Record<BulkAction, string>> = {
    adjustPrice: '10 raises every price by 10 %, −15 lowers it by 15 %; rounded to the paisa.',
    addStock: 'Added in the same step as orders take theirs, so none is lost; stock never goes below 0.',
    setDiscount: 'The spec’s label: cards show a struck-through price; the shopper still pays the price.',
    setLowStockThreshold: 'Blank: the shop default.',
  };
  const subs = subCategoriesOf(categories, category);

  return (
    <Dialog
      open
      title={`Bulk edit ${selectionLabel}`}
      onClose={() => {
        if (!applying.isPending) onClose();
      }}
      onSubmit={preview ? runApply : runPreview}
      footer={
        <>
          <Button onClick={onClose} disabled={applying.isPending}>
            Cancel
          </Button>
          {preview ? (
            <Button
              type="submit"
              variant={action === 'delete' ? 'danger' : 'primary'}
              pending={applying.isPending}
              disabled={preview.count === 0 || preview.problems.length > 0}
            >
              {action === 'delete' ? `Delete ${preview.count} products` : `Apply to ${preview.count} products`}
            </Button>
          ) : (
            <Button type="submit" variant="primary" pending={previewing.isPending}>
              Preview changes
            </Button>
          )}
        </>
      }
    >
      <FormAlert message={error} />
      <div className={styles.fields}>
        <SelectField
          label="Change"
          value={action}
          data-autofocus
          onChange={(next) => {
            setAction(next as BulkAction);
            setValue('');
            resetPreview();
          }}
        >
          {(Object.keys(actionLabels) as BulkAction[]).map((key) => (
            <option key={key} value={key}>
              {actionLabels[key]}
            </option>
          ))}
        </SelectField>
        {needsNumber && (
          <TextField
            label={numberLabel[action] ?? 'Value'}
            type="number"
            inputMode="decimal"
            step="any"
            value={value}
            optional={action === 'setLowStockThreshold'}
            hint={numberHint[action]}
            onChange={(next) => {
              setValue(next);
              resetPreview();
            }}
          />
        )}
        {action === 'setStatus' && (
          <SelectField
            label="New status"
            value={status}
            onChange={(next) => {
              setStatus(next as typeof status);
              resetPreview();
            }}
          >
            {productStatuses.map((key) => (
              <option key={key} value={key}>
                {productStatusLabels[key]}
              </option>
            ))}
          </SelectField>
        )}
        {action === 'setCategory' && (
          <>
            <SelectField
              label="New category"
              value={category}
              onChange={(next) => {
                setCategory(next);
                setSubCategory('');
                resetPreview();
              }}
            >
              <option value="">Choose a category</option>
              {categories.map((entry) => (
                <option key={entry.category} value={entry.category}>
                  {entry.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Sub-category"
              optional
              value={subCategory}
              disabled={category === ''}
              onChange={(next) => {
                setSubCategory(next);
                resetPreview();
              }}
            >
              <option value="">None: the category page only</option>
              {subs.map((sub) => (
                <option key={sub.slug} value={sub.slug}>
                  {sub.group} › {sub.name}
                </option>
              ))}
            </SelectField>
          </>
        )}
        {action === 'setFlag' && (
          <>
            <SelectField
              label="Label"
              value={flag}
              onChange={(next) => {
                setFlag(next as ProductFlag);
                resetPreview();
              }}
            >
              {productFlags.map((key) => (
                <option key={key} value={key}>
                  {productFlagLabels[key]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Set to"
              value={flagOn}
              onChange={(next) => {
                setFlagOn(next);
                resetPreview();
              }}
            >
              <option value="true">On</option>
              <option value="false">Off</option>
            </SelectField>
          </>
        )}
      </div>

      {preview && (
        <section aria-label="Preview" className={styles.preview}>
          <p role="status">
            {preview.count === 0
              ? 'No products are selected any more.'
              : `${preview.count} products selected; ${preview.changed} will change${preview.count > preview.changed ? `, ${preview.count - preview.changed} already hold this value` : ''}.`}
          </p>
          {preview.problems.length > 0 && (
            <div role="alert" className={styles.problems}>
              <p>These products cannot be moved as they are; fix their specifications first:</p>
              <ul>
                {preview.problems.slice(0, 10).map((problem) => (
                  <li key={problem._id}>
                    {problem.name}: {problem.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {preview.sample.length > 0 && (
            <table className={styles.table}>
              <caption className="visually-hidden">Before and after</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {preview.sample.map((row) => (
                  <tr key={row._id}>
                    <th scope="row">
                      {row.name}
                      <span className={styles.sku}>{row.sku}</span>
                    </th>
                    <td>{shownValue(preview.field, row.before)}</td>
                    <td className={row.before === row.after ? undefined : styles.changed}>{shownValue(preview.field, row.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {preview.count > preview.sample.length && <p className={styles.more}>…and {preview.count - preview.sample.length} more.</p>}
        </section>
      )}
    </Dialog>
  );
}
