import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { deleteAccountBodySchema } from '../../../shared/auth/auth.schema';
import { useDeleteAccount } from '../../api/auth/delete-account';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { useFlash } from '../../components/layout/flash/flash-context';
import { clearAuth } from '../../lib/auth-storage';
import { validateForm } from '../../../web/form-errors';
import styles from './profile-sections.module.css';
import dialogStyles from './delete-account-panel.module.css';

/** Deleting is final, so it asks again in a modal dialog and needs the password. */
export function DeleteAccountPanel({ isAdmin }: { isAdmin: boolean }) {
  const navigate = useNavigate();
  const { flash } = useFlash();
  const { setUserId } = useCartWishlist();
  const remove = useDeleteAccount();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  // showModal gives the focus trap, Escape and the inert background for free.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(deleteAccountBodySchema, { password });
    if (!checked.ok) {
      setError(checked.errors.password);
      return;
    }
    setError(undefined);
    remove.mutate(checked.data.password, {
      onSuccess: (result) => {
        // The server has already ended every session of this account; only the browser's copy is left.
        clearAuth();
        setUserId(null);
        void navigate('/', { replace: true });
        flash('success', result.message);
      },
      onError: (failure) => setError(failure.message),
    });
  };

  if (isAdmin) {
    return (
      <section className={styles.form} aria-labelledby="delete-account-heading">
        <h2 id="delete-account-heading" className={styles.subtitle}>
          Delete Account
        </h2>
        <p className={styles.lead}>The admin account cannot be deleted from the shop.</p>
      </section>
    );
  }

  return (
    <section className={styles.form} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className={styles.subtitle}>
        Delete Account
      </h2>
      <p className={styles.lead}>
        This removes your name, email, cart and wishlist and signs you out on every device. Orders you placed are kept for the shop&apos;s records, without your
        name or contact details.
      </p>
      <button type="button" className={styles.dangerButton} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" size={18} />
        Delete Account
      </button>

      <dialog ref={dialogRef} className={dialogStyles.dialog} aria-labelledby="delete-dialog-title" onClose={close}>
        <form className={dialogStyles.body} onSubmit={onSubmit} noValidate>
          <h2 id="delete-dialog-title" className={styles.subtitle}>
            Delete your account?
          </h2>
          <p className={styles.lead}>This cannot be undone. Enter your password to confirm.</p>
          <TextField
            label="Password"
            name="password"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            error={error}
            autoFocus
          />
          <div className={dialogStyles.actions}>
            <button type="button" className={styles.secondary} onClick={close}>
              Cancel
            </button>
            <SubmitButton pending={remove.isPending} pendingLabel="Deleting…" tone="danger">
              Delete my account
            </SubmitButton>
          </div>
        </form>
      </dialog>
    </section>
  );
}
