import type { DeliveryQuote } from '../../../shared/delivery/delivery.schema';
import styles from './checkout-page.module.css';

interface DeliveryNoteProps {
  quote: DeliveryQuote | undefined;
  /** The quote's error (an unknown pincode), in the server's words. */
  error: string | null;
  /** The state the shopper chose, to warn when the pincode lies in another. */
  chosenState: string;
}

/** Under the address: where and by when the order arrives, or why it cannot; and a state that disagrees with the pincode. */
export function DeliveryNote({ quote, error, chosenState }: DeliveryNoteProps) {
  if (error)
    return (
      <p className={styles.deliveryProblem} role="alert" data-testid="delivery-note">
        {error}
      </p>
    );
  if (!quote) return null;
  if (!quote.deliverable)
    return (
      <p className={styles.deliveryProblem} role="alert" data-testid="delivery-note">
        {quote.reason ?? `Sorry, we do not deliver to ${quote.city}, ${quote.state} yet.`} Please choose another address.
      </p>
    );
  return (
    <>
      <p className={styles.deliveryPromise} role="status" data-testid="delivery-note">
        Delivery to {quote.city}, {quote.state} by {quote.expectedByText}
      </p>
      {chosenState && chosenState !== quote.state && (
        <p className={styles.deliveryWarning} role="alert" data-testid="state-warning">
          Pincode {quote.pincode} is in {quote.state}, not {chosenState}. Please check the state.
        </p>
      )}
    </>
  );
}
