import { useState, type FormEvent } from 'react';
import { indianStates } from '../../../shared/shopping/indian-states';
import { addressSchema, type Address } from '../../../shared/shopping/order.schema';
import type { SavedAddress } from '../../../shared/shopping/saved-address.schema';
import { useAddresses } from '../../api/addresses/get-addresses';
import { useDeleteAddress, useSaveAddress } from '../../api/addresses/save-address';
import { FormAlert } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { PageCard } from '../../components/page/page';
import styles from './profile-sections.module.css';

type Draft = Record<keyof Address, string>;
const EMPTY: Draft = { fullName: '', phone: '', line1: '', line2: '', city: '', state: '', pincode: '' };

function oneLine(a: Address): string {
  return [a.line1, a.line2, a.city, `${a.state} ${a.pincode}`].filter(Boolean).join(', ');
}

function AddressForm({ editing, onDone }: { editing: SavedAddress | null; onDone: () => void }) {
  const save = useSaveAddress();
  const [draft, setDraft] = useState<Draft>(editing ? { ...EMPTY, ...editing.address, line2: editing.address.line2 ?? '' } : EMPTY);
  const [makeDefault, setMakeDefault] = useState(editing?.isDefault ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(addressSchema, { ...draft, line2: draft.line2.trim() || undefined });
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) save.mutate({ id: editing?._id ?? null, body: { address: result.data, isDefault: makeDefault || undefined } }, { onSuccess: onDone });
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={editing ? 'Edit address' : 'New address'}>
      <TextField label="Full name" name="fullName" value={draft.fullName} onChange={set('fullName')} autoComplete="name" error={errors.fullName} />
      <TextField
        label="Mobile number"
        name="phone"
        value={draft.phone}
        onChange={set('phone')}
        autoComplete="tel-national"
        inputMode="tel"
        error={errors.phone}
      />
      <TextField label="Address line 1" name="line1" value={draft.line1} onChange={set('line1')} autoComplete="address-line1" error={errors.line1} />
      <TextField
        label="Address line 2 (optional)"
        name="line2"
        value={draft.line2}
        onChange={set('line2')}
        autoComplete="address-line2"
        required={false}
        error={errors.line2}
      />
      <TextField label="City" name="city" value={draft.city} onChange={set('city')} autoComplete="address-level2" error={errors.city} />
      <SelectField
        label="State"
        name="state"
        value={draft.state}
        onChange={set('state')}
        options={indianStates}
        placeholder="Select a state"
        autoComplete="address-level1"
        error={errors.state}
      />
      <TextField
        label="Pincode"
        name="pincode"
        value={draft.pincode}
        onChange={set('pincode')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={6}
        error={errors.pincode}
      />
      <label>
        <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} /> Use as my default address
      </label>
      <FormAlert message={save.error?.message} />
      <div className={styles.formActions}>
        <button type="submit" className={styles.action} disabled={save.isPending}>
          Save address
        </button>
        <button type="button" className={styles.secondary} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Profile › Saved Addresses: the shopper's address book (add, edit, delete, default); checkout offers it. */
export function SavedAddressesSection() {
  const addresses = useAddresses(true);
  const remove = useDeleteAddress();
  const save = useSaveAddress();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  return (
    <PageCard roomy aria-labelledby="addresses-heading">
      <h1 id="addresses-heading" className={styles.title}>
        Saved Addresses
      </h1>
      <p className={styles.lead}>Checkout offers these, the one you used last first.</p>
      <FormAlert message={addresses.error?.message ?? remove.error?.message ?? save.error?.message} />
      {addresses.data?.length === 0 && editing === null && <p className={styles.empty}>No saved addresses yet.</p>}
      <ul className={styles.details}>
        {addresses.data?.map((a) => (
          <li key={a._id} className={styles.detail} data-testid="saved-address">
            <span>
              <strong>{a.address.fullName}</strong> {a.isDefault && <span className={`${styles.badge} ${styles.badgeSuccess}`}>Default</span>}
              <br />
              {oneLine(a.address)} · {a.address.phone}
            </span>
            <span className={styles.formActions}>
              <button type="button" className={styles.secondary} onClick={() => setEditing(a)} aria-label={`Edit ${oneLine(a.address)}`}>
                Edit
              </button>
              {!a.isDefault && (
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => save.mutate({ id: a._id, body: { address: a.address, isDefault: true } })}
                  aria-label={`Make ${oneLine(a.address)} the default`}
                >
                  Make default
                </button>
              )}
              <button type="button" className={styles.dangerButton} onClick={() => remove.mutate(a._id)} aria-label={`Delete ${oneLine(a.address)}`}>
                Delete
              </button>
            </span>
          </li>
        ))}
      </ul>
      {editing === null ? (
        <button type="button" className={styles.action} onClick={() => setEditing('new')}>
          Add an address
        </button>
      ) : (
        <AddressForm key={editing === 'new' ? 'new' : editing._id} editing={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      )}
    </PageCard>
  );
}
