import type { SavedAddress } from '../../../shared/shopping/saved-address.schema';
import styles from './checkout-page.module.css';

interface SavedAddressPickerProps {
  addresses: SavedAddress[];
  /** The id chosen, or null for a new address typed below. */
  chosen: string | null;
  onChoose: (address: SavedAddress | null) => void;
}

/** The shopper's saved addresses above the form; choosing one fills the form (the last used is chosen on arrival). */
export function SavedAddressPicker({ addresses, chosen, onChoose }: SavedAddressPickerProps) {
  if (addresses.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Saved addresses</legend>
      {addresses.map((a) => (
        <label key={a._id} className={styles.paymentOption}>
          <input type="radio" name="savedAddress" checked={chosen === a._id} onChange={() => onChoose(a)} className={styles.radio} />
          <span className={styles.paymentName}>{a.address.fullName}</span>
          <span className={styles.paymentHint}>
            {[a.address.line1, a.address.line2, a.address.city, `${a.address.state} ${a.address.pincode}`].filter(Boolean).join(', ')}
          </span>
        </label>
      ))}
      <label className={styles.paymentOption}>
        <input type="radio" name="savedAddress" checked={chosen === null} onChange={() => onChoose(null)} className={styles.radio} />
        <span className={styles.paymentName}>A new address</span>
      </label>
    </fieldset>
  );
}
