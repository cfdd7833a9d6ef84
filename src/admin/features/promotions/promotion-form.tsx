import { useState, type FormEvent } from 'react';
import { promotionInputSchema, type Promotion } from '../../../shared/promotions/promotion.schema';
import { useCategories } from '../../api/categories/get-categories';
import { Button } from '../../components/button/button';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormAlert } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { useSavePromotion } from './api/promotions';

/** An ISO instant as a `datetime-local` value in the browser's zone (staff's clock), and back. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Create or edit one coupon or automatic discount; the server validates again with the same schema. */
export function PromotionForm({ initial, onDone }: { initial: Promotion | null; onDone: () => void }) {
  const save = useSavePromotion();
  const categories = useCategories().data ?? [];
  const [name, setName] = useState(initial?.name ?? '');
  const [code, setCode] = useState(initial?.code ?? '');
  const [kind, setKind] = useState<string>(initial?.kind ?? 'percent');
  const [value, setValue] = useState(initial ? String(initial.value) : '');
  const [scope, setScope] = useState<string>(initial?.scope ?? 'order');
  const [categorySlugs, setCategorySlugs] = useState<string[]>(initial?.categorySlugs ?? []);
  const [productIds, setProductIds] = useState((initial?.productIds ?? []).join(', '));
  const [minOrderValue, setMinOrderValue] = useState(initial ? String(initial.minOrderValue) : '0');
  const [startsAt, setStartsAt] = useState(toLocalInput(initial?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toLocalInput(initial?.endsAt ?? null));
  const [usageLimit, setUsageLimit] = useState(initial?.usageLimit != null ? String(initial.usageLimit) : '');
  const [perCustomerLimit, setPerCustomerLimit] = useState(initial?.perCustomerLimit != null ? String(initial.perCustomerLimit) : '');
  const [active, setActive] = useState(initial?.active ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(promotionInputSchema, {
      name,
      code,
      kind,
      value: Number(value),
      scope,
      categorySlugs,
      productIds: productIds
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
      minOrderValue: Number(minOrderValue || '0'),
      startsAt: fromLocalInput(startsAt),
      endsAt: fromLocalInput(endsAt),
      usageLimit: numberOrNull(usageLimit),
      perCustomerLimit: numberOrNull(perCustomerLimit),
      active,
    });
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) save.mutate({ id: initial?._id ?? null, input: result.data }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={initial ? 'Edit promotion' : 'New promotion'}>
      <TextField label="Name" value={name} onChange={setName} error={errors.name} hint="Shown to shoppers for an automatic discount, e.g. Monsoon sale." />
      <TextField
        label="Coupon code"
        value={code}
        onChange={setCode}
        error={errors.code}
        optional
        mono
        hint="Letters, digits, - and _. Leave empty for an automatic discount that applies to every cart it fits, without a code."
      />
      <SelectField label="Discount type" value={kind} onChange={setKind} error={errors.kind}>
        <option value="percent">Percentage of the goods</option>
        <option value="fixed">Fixed amount (₹)</option>
      </SelectField>
      <TextField
        label={kind === 'fixed' ? 'Amount off (₹, before GST)' : 'Percent off'}
        value={value}
        onChange={setValue}
        error={errors.value}
        inputMode="decimal"
        hint="Taken off the goods before GST; GST is charged on what is left."
      />
      <SelectField label="Applies to" value={scope} onChange={setScope} error={errors.scope}>
        <option value="order">The whole order</option>
        <option value="categories">Products in some categories</option>
        <option value="products">Some products</option>
      </SelectField>
      {scope === 'categories' && (
        <fieldset>
          <legend>Categories</legend>
          {categories.map((c) => (
            <CheckboxField
              key={c.category}
              label={c.name}
              name={`category-${c.category}`}
              checked={categorySlugs.includes(c.category)}
              onChange={(on) => setCategorySlugs((current) => (on ? [...current, c.category] : current.filter((s) => s !== c.category)))}
            />
          ))}
          <FormAlert message={errors.categorySlugs} />
        </fieldset>
      )}
      {scope === 'products' && (
        <TextField
          label="Product ids"
          value={productIds}
          onChange={setProductIds}
          error={errors.productIds}
          mono
          hint="Separated by commas, as in the product list."
        />
      )}
      <TextField
        label="Minimum order value (₹, goods before GST)"
        value={minOrderValue}
        onChange={setMinOrderValue}
        error={errors.minOrderValue}
        inputMode="decimal"
      />
      <TextField label="Starts" type="datetime-local" value={startsAt} onChange={setStartsAt} error={errors.startsAt} optional />
      <TextField label="Ends" type="datetime-local" value={endsAt} onChange={setEndsAt} error={errors.endsAt} optional />
      <TextField
        label="Total uses"
        value={usageLimit}
        onChange={setUsageLimit}
        error={errors.usageLimit}
        inputMode="numeric"
        optional
        hint="Empty for no limit. A cancelled order gives its use back."
      />
      <TextField
        label="Uses per customer"
        value={perCustomerLimit}
        onChange={setPerCustomerLimit}
        error={errors.perCustomerLimit}
        inputMode="numeric"
        optional
      />
      <CheckboxField label="Active" checked={active} onChange={setActive} name="active" />
      <FormAlert message={save.error?.message} />
      <Button type="submit" variant="primary" pending={save.isPending}>
        {initial ? 'Save promotion' : 'Create promotion'}
      </Button>
    </form>
  );
}
