import { useState, type FormEvent } from 'react';
import { productInputSchema, type ProductInput } from '../../../../shared/admin/admin-products.schema';
import type { Category } from '../../../../shared/catalog/category.schema';
import type { Product } from '../../../../shared/catalog/product.schema';
import { Button } from '../../../components/button/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Panel } from '../../../components/panel/panel';
import { validateForm, type FieldErrors } from '../../../../web/form-errors';
import { errorsByRow, toProductInputCandidate, type ProductFormValues } from '../product-form-values';
import { CategoryFields } from './category-fields';
import { FeaturesEditor } from './features-editor';
import { ImageUploader } from './image-uploader';
import styles from './product-form.module.css';
import { SpecificationsEditor } from './specifications-editor';

interface ProductFormProps {
  initial: ProductFormValues;
  categories: readonly Category[];
  /** Set when editing: stock then changes only through the adjustment dialog, so an order placed meanwhile is not overwritten. */
  existing?: Product;
  onAdjustStock?: () => void;
  onSubmit: (input: ProductInput) => void;
  onCancel: () => void;
  pending: boolean;
  serverError?: string;
  onDirtyChange?: (dirty: boolean) => void;
}

function duplicateSpecificationName(values: ProductFormValues): boolean {
  const keys = values.specifications.map((row) => row.key.trim().toLowerCase()).filter(Boolean);
  return new Set(keys).size !== keys.length;
}

export function ProductForm({ initial, categories, existing, onAdjustStock, onSubmit, onCancel, pending, serverError, onDirtyChange }: ProductFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    onDirtyChange?.(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Edits keep the server's latest stock figure; the form never sends a stale one typed over it.
    const candidate = toProductInputCandidate(existing ? { ...values, stock: String(existing.stock) } : values);
    const checked = validateForm(productInputSchema, candidate.body);
    const found = checked.ok ? {} : errorsByRow(checked.errors, candidate);
    // The slug rule's wording is for API clients; a person left a select on its placeholder.
    if (values.category === '') found.category = 'Please choose a category';
    if (values.subCategory === '') found.subCategory = 'Please choose a sub-category';
    if (duplicateSpecificationName(values)) found.specifications = 'Each specification name may appear only once';
    const imageError = Object.entries(found).find(([key]) => key.startsWith('images'))?.[1];
    if (imageError) found.images = imageError;
    setErrors(found);
    if (!checked.ok || Object.keys(found).length > 0) {
      // Move keyboard and screen-reader users to the first problem instead of leaving them at the button.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit(checked.data);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={existing ? `Edit ${existing.name}` : 'New product'}>
      <div className={styles.column}>
        {serverError && <FormAlert message={serverError} />}
        <Panel title="Details">
          <div className={styles.fields}>
            <TextField label="Name" name="name" value={values.name} onChange={(v) => set('name', v)} maxLength={200} error={errors.name} />
            <TextField label="Brand" name="brand" optional value={values.brand} onChange={(v) => set('brand', v)} maxLength={80} error={errors.brand} />
            <TextareaField
              label="Description"
              name="description"
              optional
              rows={6}
              value={values.description}
              onChange={(v) => set('description', v)}
              maxLength={5000}
              error={errors.description}
            />
            <CategoryFields
              categories={categories}
              category={values.category}
              subCategory={values.subCategory}
              errors={{ category: errors.category, subCategory: errors.subCategory }}
              onChange={(next) => {
                setValues((current) => ({ ...current, ...next }));
                onDirtyChange?.(true);
              }}
            />
          </div>
        </Panel>
        <Panel title="Images">
          <ImageUploader images={values.images} onChange={(images) => set('images', images)} error={errors.images} />
        </Panel>
        <Panel title="Features">
          <FeaturesEditor rows={values.features} onChange={(rows) => set('features', rows)} errors={errors} />
        </Panel>
        <Panel title="Specifications">
          <SpecificationsEditor rows={values.specifications} onChange={(rows) => set('specifications', rows)} errors={errors} category={values.category} />
        </Panel>
      </div>

      <div className={styles.column}>
        <Panel title="Price and stock">
          <div className={styles.fields}>
            <div className={styles.row2}>
              <TextField
                label="Price before GST (₹)"
                name="price"
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                value={values.price}
                onChange={(v) => set('price', v)}
                error={errors.price}
                hint="Price before GST; the storefront adds GST at the HSN code's rate."
              />
              <TextField
                label="Discount (%)"
                name="discount"
                type="number"
                min={0}
                max={90}
                step={1}
                inputMode="numeric"
                value={values.discount}
                onChange={(v) => set('discount', v)}
                error={errors.discount}
                hint="0–90; shows a struck-through price."
              />
            </div>
            <TextField
              label="HSN code"
              name="hsn"
              inputMode="numeric"
              value={values.hsn}
              onChange={(v) => set('hsn', v)}
              error={errors.hsn}
              hint={
                existing?.gstRate != null
                  ? `GST ${existing.gstRate}% in force today. 4, 6 or 8 digits.`
                  : "4, 6 or 8 digits; blank takes the category's default. Needs a GST rate in force."
              }
            />
            {existing ? (
              <div className={styles.stockLine}>
                <div>
                  <p className={styles.empty}>In stock</p>
                  <p className={styles.stockValue}>{existing.stock}</p>
                </div>
                <Button size="sm" onClick={onAdjustStock}>
                  Adjust stock
                </Button>
              </div>
            ) : (
              <TextField
                label="Stock"
                name="stock"
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                value={values.stock}
                onChange={(v) => set('stock', v)}
                error={errors.stock}
                hint="Units on the shelf now."
              />
            )}
          </div>
        </Panel>
        <Panel title="Labels">
          <fieldset className={styles.flags}>
            <legend className="visually-hidden">Labels shown on the storefront</legend>
            <CheckboxField label="New" name="isNew" checked={values.isNew} onChange={(v) => set('isNew', v)} />
            <CheckboxField label="Featured" name="isFeatured" checked={values.isFeatured} onChange={(v) => set('isFeatured', v)} />
            <CheckboxField label="Best seller" name="isBestSeller" checked={values.isBestSeller} onChange={(v) => set('isBestSeller', v)} />
          </fieldset>
        </Panel>
      </div>

      <div className={styles.footer}>
        {Object.keys(errors).length > 0 && <p className={`${styles.footerNote} ${styles.error}`}>Please correct the marked fields.</p>}
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" pending={pending}>
          {existing ? 'Save changes' : 'Create product'}
        </Button>
      </div>
    </form>
  );
}
