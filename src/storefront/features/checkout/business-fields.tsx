import { stateForGstCode } from '../../../shared/tax/gst-states';
import { isValidGstin } from '../../../shared/tax/gstin';
import { TextField } from '../../components/form/text-field';
import styles from './checkout-page.module.css';

export interface BusinessValues {
  gstin: string;
  legalName: string;
}

export type BusinessField = keyof BusinessValues;

interface BusinessFieldsProps {
  values: BusinessValues;
  errors: Partial<Record<BusinessField, string>>;
  deliveryState: string;
  onChange: (field: BusinessField, value: string) => void;
}

/** Optional: a trade buyer's GSTIN and legal name, so the tax invoice names them for input tax credit. */
export function BusinessFields({ values, errors, deliveryState, onChange }: BusinessFieldsProps) {
  const gstin = values.gstin.trim().toUpperCase();
  const state = isValidGstin(gstin) ? stateForGstCode(gstin.slice(0, 2)) : null;
  const stateHint = state
    ? `State code ${gstin.slice(0, 2)} · ${state}${deliveryState && deliveryState !== state ? ` — billed to ${state}, shipped to ${deliveryState}` : ''}`
    : 'Optional: for a tax invoice in your business name (input tax credit)';
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Business purchase (optional)</legend>
      <div className={styles.fields}>
        <div className={styles.wide}>
          <TextField
            label="GSTIN for business purchase"
            name="gstin"
            value={values.gstin}
            onChange={(v) => onChange('gstin', v)}
            normalize={(raw) => raw.toUpperCase().replace(/\s/g, '')}
            autoComplete="off"
            maxLength={15}
            placeholder="27AAPFU0939F1ZV"
            hint={stateHint}
            error={errors.gstin}
          />
        </div>
        <div className={styles.wide}>
          <TextField
            label="Legal name"
            name="legalName"
            value={values.legalName}
            onChange={(v) => onChange('legalName', v)}
            autoComplete="organization"
            maxLength={200}
            hint="As registered for GST"
            error={errors.legalName}
          />
        </div>
      </div>
    </fieldset>
  );
}
