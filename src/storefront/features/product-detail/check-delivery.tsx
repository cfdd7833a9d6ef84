import { useEffect, useId, useState, type FormEvent } from 'react';
import { Truck } from 'lucide-react';
import { deliveryPromise, useDeliveryQuote } from '../../api/delivery/get-delivery-quote';
import { readDeliveryPincode, rememberDeliveryPincode } from '../../lib/delivery-pincode';
import styles from './check-delivery.module.css';

/**
 * The product page's "Check delivery" box: a pincode answers where, by when and whether COD is
 * possible, or why not. The pincode is remembered in this browser (and checked again on the next
 * product) — read after hydration, as the server cannot know it.
 */
export function CheckDelivery() {
  const inputId = useId();
  const answerId = useId();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const quote = useDeliveryQuote(asked);

  useEffect(() => {
    const remembered = readDeliveryPincode();
    if (remembered) {
      setTyped(remembered);
      setAsked(remembered);
    }
  }, []);

  useEffect(() => {
    if (quote.data && asked) rememberDeliveryPincode(asked);
  }, [quote.data, asked]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const pincode = typed.trim();
    if (!/^\d{6}$/.test(pincode)) {
      setFormError('Pincode must be 6 digits');
      return;
    }
    if (pincode.startsWith('0')) {
      setFormError('A pincode never starts with 0');
      return;
    }
    setFormError(null);
    setAsked(pincode);
  }

  const message = formError ?? quote.error?.message ?? null;
  return (
    <form className={styles.box} onSubmit={submit} noValidate aria-label="Check delivery">
      <label htmlFor={inputId} className={styles.label}>
        <Truck size={18} aria-hidden="true" /> Check delivery
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          name="deliveryPincode"
          className={styles.input}
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="Enter pincode"
          maxLength={6}
          aria-invalid={message ? true : undefined}
          aria-describedby={answerId}
        />
        <button type="submit" className={styles.button} aria-busy={quote.isFetching || undefined}>
          Check
        </button>
      </div>
      <p id={answerId} role="status" className={message || quote.data?.deliverable === false ? styles.bad : styles.good}>
        {message ?? (quote.data && asked === quote.data.pincode ? deliveryPromise(quote.data) : quote.isFetching ? 'Checking…' : '')}
      </p>
    </form>
  );
}
