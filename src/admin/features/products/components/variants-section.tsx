import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Trash2 } from 'lucide-react';
import type { AdminProduct } from '../../../../shared/admin/admin-products.schema';
import type { AdminVariant, AdminVariantGroup } from '../../../../shared/admin/admin-variants.schema';
import { MAX_VARIANT_OPTIONS } from '../../../../shared/catalog/product-variants.schema';
import { productStatusLabels } from '../../../../shared/catalog/product-status';
import { formatRupees } from '../../../../shared/money';
import { numberOrUndefined } from '../../../../web/form-errors';
import { Button, buttonClassName } from '../../../components/button/button';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Panel } from '../../../components/panel/panel';
import { ErrorBox, LoadingBox } from '../../../components/query-state/query-state';
import { useAddVariant, useRemoveVariant, useSetVariantOptions, useVariantGroup } from '../api/product-variants';
import { ImageUploader } from './image-uploader';
import styles from './variants-section.module.css';

interface OptionRow {
  name: string;
  value: string;
}

function optionRows(group: AdminVariantGroup, main: AdminVariant | undefined): OptionRow[] {
  const rows = group.optionNames.map((name) => ({ name, value: main?.options[name] ?? '' }));
  while (rows.length < MAX_VARIANT_OPTIONS) rows.push({ name: '', value: '' });
  return rows;
}

/** The group's option names and this (main) product's own values; the names are fixed once other variants exist. */
function OptionsForm({ productId, group }: { productId: string; group: AdminVariantGroup }) {
  const main = group.variants.find((v) => v.isMain);
  const [rows, setRows] = useState(() => optionRows(group, main));
  const save = useSetVariantOptions(productId);
  const namesFixed = group.variants.length > 1;
  const setRow = (index: number, change: Partial<OptionRow>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const used = rows.filter((row) => row.name.trim() !== '');
    save.mutate(
      { optionNames: used.map((row) => row.name.trim()), options: Object.fromEntries(used.map((row) => [row.name.trim(), row.value.trim()])) },
      { onSuccess: () => toast.success('Options saved') },
    );
  };

  return (
    <form className={styles.fields} onSubmit={submit} noValidate aria-label="Options">
      <p className={styles.note}>
        {namesFixed
          ? 'The option names are fixed while the product has other variants; the values here are this product’s own.'
          : 'Name up to three options (e.g. Wattage, Colour temperature) and give this product’s own value of each. Each variant then has its own SKU, price, stock and images; the shop shows one card for all of them.'}
      </p>
      <FormAlert message={save.error?.message} />
      {rows.map((row, index) => (
        <div key={index} className={styles.optionRow}>
          <TextField
            label={`Option ${index + 1} name`}
            optional={index > 0}
            value={row.name}
            onChange={(name) => setRow(index, { name })}
            maxLength={40}
            disabled={namesFixed}
          />
          <TextField label={`Option ${index + 1} value`} optional={index > 0} value={row.value} onChange={(value) => setRow(index, { value })} maxLength={40} />
        </div>
      ))}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" pending={save.isPending}>
          Save options
        </Button>
      </div>
    </form>
  );
}

const emptyVariant = (names: readonly string[]) => ({
  options: Object.fromEntries(names.map((name) => [name, ''])),
  sku: '',
  price: '',
  stock: '',
  discount: '',
  images: [] as string[],
});

/** A new variant: a value of each option, and its own SKU, price, stock and images (blank images: the main product's). */
function AddVariantForm({ productId, group }: { productId: string; group: AdminVariantGroup }) {
  const [values, setValues] = useState(() => emptyVariant(group.optionNames));
  const add = useAddVariant(productId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        options: Object.fromEntries(Object.entries(values.options).map(([name, value]) => [name, value.trim()])),
        sku: values.sku.trim(),
        // Blank is sent as null, which the server names: "Price must be a number".
        price: numberOrUndefined(values.price) ?? Number.NaN,
        stock: numberOrUndefined(values.stock),
        discount: numberOrUndefined(values.discount),
        images: values.images,
      },
      {
        onSuccess: () => {
          toast.success('Variant added');
          setValues(emptyVariant(group.optionNames));
        },
      },
    );
  };

  return (
    <form className={styles.fields} onSubmit={submit} noValidate aria-label="Add a variant">
      <h3 className={styles.subheading}>Add a variant</h3>
      <FormAlert message={add.error?.message} />
      <div className={styles.valueRow}>
        {group.optionNames.map((name) => (
          <TextField
            key={name}
            label={name}
            value={values.options[name] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, options: { ...current.options, [name]: value } }))}
            maxLength={40}
          />
        ))}
      </div>
      <div className={styles.valueRow}>
        <TextField
          label="Variant SKU"
          optional
          mono
          value={values.sku}
          onChange={(sku) => setValues((current) => ({ ...current, sku: sku.toUpperCase() }))}
          maxLength={80}
        />
        <TextField
          label="Variant price (₹, before GST)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={values.price}
          onChange={(price) => setValues((current) => ({ ...current, price }))}
        />
        <TextField
          label="Variant discount %"
          optional
          type="number"
          min={0}
          max={90}
          value={values.discount}
          onChange={(discount) => setValues((current) => ({ ...current, discount }))}
        />
        <TextField label="Variant stock" type="number" min={0} value={values.stock} onChange={(stock) => setValues((current) => ({ ...current, stock }))} />
      </div>
      <ImageUploader images={values.images} onChange={(images) => setValues((current) => ({ ...current, images }))} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={add.isPending}>
          Add variant
        </Button>
      </div>
    </form>
  );
}

function VariantTable({ productId, group }: { productId: string; group: AdminVariantGroup }) {
  const remove = useRemoveVariant(productId);
  const [removing, setRemoving] = useState<AdminVariant | null>(null);
  const columns: Column<AdminVariant>[] = [
    { key: 'label', header: group.optionNames.join(' / '), rowHeader: true, cell: (v) => (v.isMain ? `${v.label} (main)` : v.label) },
    { key: 'sku', header: 'SKU', cell: (v) => v.sku },
    { key: 'price', header: 'Price', align: 'end', cell: (v) => formatRupees(v.price) },
    { key: 'stock', header: 'Stock', align: 'end', cell: (v) => v.stock },
    { key: 'status', header: 'Status', cell: (v) => productStatusLabels[v.status], hideNarrow: true },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'end',
      cell: (v) => (
        <>
          {v._id !== productId && (
            <Link to={`/products/${encodeURIComponent(v._id)}`} className={buttonClassName('ghost', 'sm')} aria-label={`Edit variant ${v.label}`}>
              Edit
            </Link>
          )}
          {!v.isMain && (
            <Button variant="dangerGhost" size="sm" onClick={() => setRemoving(v)} aria-label={`Remove variant ${v.label}`}>
              <Trash2 size={14} aria-hidden="true" />
            </Button>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <DataTable caption="Variants" columns={columns} rows={group.variants} rowKey={(v) => v._id} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove this variant?"
        confirmLabel="Remove variant"
        danger
        pending={remove.isPending}
        error={remove.error?.message}
        onCancel={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={() => {
          if (removing) remove.mutate(removing._id, { onSuccess: () => setRemoving(null) });
        }}
      >
        <p>
          <strong>{removing?.label}</strong> disappears from the shop. Orders that contain it keep it.
        </p>
      </ConfirmDialog>
    </>
  );
}

/**
 * The product's variants (ADR 65) on its edit page: on a main product, its options, its variants and
 * a form for a new one; on a variant, where its group is edited. A variant's own price, stock and
 * images are edited on its page like any product's.
 */
export function VariantsSection({ product }: { product: AdminProduct }) {
  const group = useVariantGroup(product._id);
  if (group.isPending) return <LoadingBox />;
  if (group.isError) return <ErrorBox error={group.error} onRetry={() => void group.refetch()} />;
  const data = group.data;
  const self = data.variants.find((v) => v._id === product._id);
  return (
    <div className={styles.section}>
      <Panel title="Variants">
        {data.mainId !== product._id ? (
          <p className={styles.note}>
            This product is the variant <strong>{self?.label}</strong> of <Link to={`/products/${encodeURIComponent(data.mainId)}`}>its main product</Link>,
            where its options and the other variants are edited. Its price, stock and images are edited here.
          </p>
        ) : (
          <div className={styles.fields}>
            <OptionsForm key={data.optionNames.join('|')} productId={product._id} group={data} />
            {data.optionNames.length > 0 && <VariantTable productId={product._id} group={data} />}
            {data.optionNames.length > 0 && <AddVariantForm key={data.optionNames.join('|')} productId={product._id} group={data} />}
          </div>
        )}
      </Panel>
    </div>
  );
}
