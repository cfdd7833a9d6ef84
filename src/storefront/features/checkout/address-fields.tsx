import { indianStates } from '../../../shared/shopping/indian-states';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import type { FieldErrors } from '../../../web/form-errors';
import styles from './checkout-page.module.css';

export interface AddressValues {
  fullName: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  pincode: string;
}

export type AddressField = keyof AddressValues;

export const EMPTY_ADDRESS: AddressValues = { fullName: '', phone: '', line1: '', line2: '', city: '', state: '', pincode: '' };

interface AddressFieldsProps {
  values: AddressValues;
  errors: FieldErrors<AddressField>;
  onChange: (field: AddressField, value: string) => void;
}

/** The delivery address; autocomplete tokens let browsers fill it in one tap. */
export function AddressFields({ values, errors, onChange }: AddressFieldsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Delivery address</legend>
      <div className={styles.fields}>
        <div className={styles.wide}>
          <TextField
            label="Full name"
            name="fullName"
            value={values.fullName}
            onChange={(v) => onChange('fullName', v)}
            autoComplete="name"
            maxLength={100}
            error={errors.fullName}
          />
        </div>
        <div className={styles.wide}>
          <TextField
            label="Mobile number"
            name="phone"
            value={values.phone}
            onChange={(v) => onChange('phone', v)}
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={16}
            hint="10-digit number, for the delivery partner to reach you"
            error={errors.phone}
          />
        </div>
        <div className={styles.wide}>
          <TextField
            label="Address line 1"
            name="line1"
            value={values.line1}
            onChange={(v) => onChange('line1', v)}
            autoComplete="address-line1"
            maxLength={200}
            placeholder="House no., building, street"
            error={errors.line1}
          />
        </div>
        <div className={styles.wide}>
          <TextField
            label="Address line 2 (optional)"
            name="line2"
            value={values.line2}
            onChange={(v) => onChange('line2', v)}
            autoComplete="address-line2"
            maxLength={200}
            placeholder="Area, landmark"
            required={false}
            error={errors.line2}
          />
        </div>
        <TextField
          label="City"
          name="city"
          value={values.city}
          onChange={(v) => onChange('city', v)}
          autoComplete="address-level2"
          maxLength={100}
          error={errors.city}
        />
        <SelectField
          label="State"
          name="state"
          value={values.state}
          onChange={(v) => onChange('state', v)}
          options={indianStates}
          placeholder="Select a state"
          autoComplete="address-level1"
          error={errors.state}
        />
        <TextField
          label="Pincode"
          name="pincode"
          value={values.pincode}
          onChange={(v) => onChange('pincode', v)}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          error={errors.pincode}
        />
      </div>
    </fieldset>
  );
}
