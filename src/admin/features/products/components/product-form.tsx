import { useState, type FormEvent } from 'react';
import { productInputSchema, type ProductInput } from '../../../../shared/admin/admin-products.schema';
import type { Category } from '../../../../shared/catalog/category.schema';
import type { AdminProduct } from '../../../../shared/admin/admin-products.schema';
import { productStatusLabels, productStatuses, type ProductStatus } from '../../../../shared/catalog/product-status';
import { formatRupees, originalPrice } from '../../../../shared/money';
import { Button } from '../../../components/button/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SelectField } from '../../../components/form/select-field';
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
  existing?: AdminProduct;
  /** The shop's default low-stock threshold, shown where a product has none of its own. */
  defaultLowStockThreshold?: number;
  onAdjustStock?: () => void;
  onSubmit: (input: ProductInput) => void;
  onCancel: () => void;
  pending: boolean;
  serverError?: string;
  onDirtyChange?: (dirty: boolean) => void;
}

const statusHints: Record<ProductStatus, string> = {
  draft: 'Hidden from the shop while you prepare it; nobody can buy it.',
  active: 'Shown in the shop and on sale.',
  archived: 'Taken off the shop; kept for its orders and history.',
};

/**
 * The spec's "discount %" is a label, not a price cut (spec §9): the shopper pays the price, and cards
 * show price ÷ (1 − discount/100), rounded, struck through beside it. Staff see that sum as they type.
 */
function DiscountExplainer({ price, discount }: { price: string; discount: string }) {
  const rupees = Number(price);
  const percent = Number(discount);
  const shown = Number.isFinite(rupees) && Number.isInteger(percent) ? originalPrice(rupees, percent) : null;
  return (
    <p className={styles.explainer} data-testid="discount-explainer">
      {shown === null ? (
        'With a discount, product cards show a struck-through "original" price worked out from the price: price ÷ (1 − discount ÷ 100), rounded.'
      ) : (
        <>
          Cards will show <s>{formatRupees(shown)}</s> struck through beside {formatRupees(rupees)}: the price ÷ (1 − {percent} ÷ 100), rounded. The shopper
          pays {formatRupees(rupees)} plus GST; to charge less, lower the price or add a promotion (Promotions).
        </>
      )}
    </p>
  );
}

function duplicateSpecificationName(values: ProductFormValues): boolean {
  const keys = values.specifications.map((row) => row.key.trim().toLowerCase()).filter(Boolean);
  return new Set(keys).size !== keys.length;
}

export function ProductForm({
  initial,
  categories,
  existing,
  defaultLowStockThreshold,
  onAdjustStock,
  onSubmit,
  onCancel,
  pending,
  serverError,
  onDirtyChange,
}: ProductFormProps) {
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
            <TextField
              label="SKU"
              name="sku"
              optional={!existing}
              mono
              value={values.sku}
              onChange={(v) => set('sku', v.toUpperCase())}
              maxLength={80}
              error={errors.sku}
              hint={existing ? 'CSV imports match products by SKU.' : 'Blank: the shop gives one (WS-…). CSV imports match products by SKU.'}
            />
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
        <Panel title="Status">
          <SelectField label="Status" name="status" value={values.status} onChange={(v) => set('status', v as ProductStatus)} hint={statusHints[values.status]}>
            {productStatuses.map((status) => (
              <option key={status} value={status}>
                {productStatusLabels[status]}
              </option>
            ))}
          </SelectField>
        </Panel>
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
                hint="Not a price cut: the shopper pays the price above. For money off at checkout, create a coupon or automatic discount in Promotions."
              />
            </div>
            <DiscountExplainer price={values.price} discount={values.discount} />
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
            <TextField
              label="Low-stock threshold"
              name="lowStockThreshold"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              optional
              value={values.lowStockThreshold}
              onChange={(v) => set('lowStockThreshold', v)}
              error={errors.lowStockThreshold}
              hint={`Listed as low stock (and in the daily digest) at or below this. Blank: the shop default${defaultLowStockThreshold === undefined ? '' : ` (${defaultLowStockThreshold})`}.`}
            />
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
