import { useState, type FormEvent } from 'react';
import { Bell } from 'lucide-react';
import { useStockAlert } from '../../api/reviews/stock-alert';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useSignedIn } from '../../lib/use-signed-in';
import styles from './product-reviews.module.css';

/** On an out-of-stock product: one mail when it is back, to the account's address or the one typed. */
export function BackInStock({ productId }: { productId: string }) {
  const signedIn = useSignedIn();
  const alert = useStockAlert(productId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    let address: string | undefined;
    if (!signedIn) {
      // zod loads when the form is sent, not with the product page (bundle-chunks.test.ts).
      const { emailFieldSchema } = await import('../../../shared/content/contact.schema');
      const checked = emailFieldSchema.safeParse(email);
      if (!checked.success) {
        setError(checked.error.issues[0]?.message ?? 'Please enter a valid email');
        return;
      }
      address = checked.data;
    }
    setError(null);
    alert.mutate(address, { onError: (failure) => setError(failure.message) });
  }

  if (alert.isSuccess) return <FormAlert tone="success" message={`${alert.data.message} (${alert.data.email}).`} />;

  return (
    <form className={styles.stockAlert} onSubmit={(event) => void submit(event)} noValidate aria-label="Notify me when back in stock">
      <p className={styles.stockAlertText}>
        <Bell size={16} aria-hidden="true" /> Get one email when this product is back in stock.
      </p>
      {!signedIn && <TextField label="Email" name="email" type="email" value={email} onChange={setEmail} autoComplete="email" error={error ?? undefined} />}
      {signedIn && <FormAlert message={error} />}
      <SubmitButton pending={alert.isPending} pendingLabel="Saving…">
        Notify me when back in stock
      </SubmitButton>
    </form>
  );
}
