import { useState, type FormEvent } from 'react';
import { changePasswordBodySchema, PASSWORD_MIN } from '../../../shared/auth/auth.schema';
import { useChangePassword } from '../../api/auth/change-password';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { pageToast } from '../../lib/page-toast';
import styles from './profile-sections.module.css';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function UpdatePasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(changePasswordBodySchema, values);
    const nextErrors = checked.ok ? {} : { ...checked.errors };
    if (values.newPassword !== values.confirmPassword) nextErrors.confirmPassword = 'Passwords do not match';
    setErrors(nextErrors);
    setFormError(null);
    if (!checked.ok || nextErrors.confirmPassword) return;
    change.mutate(checked.data, {
      onSuccess: (result) => {
        pageToast('success', result.message);
        setValues(EMPTY);
      },
      onError: (error) => setFormError(error.message),
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="update-password-heading">
      <h2 id="update-password-heading" className={styles.subtitle}>
        Update Password
      </h2>
      <p className={styles.lead}>Changing your password signs you out on your other devices.</p>
      <FormAlert message={formError} />
      <TextField
        label="Current Password"
        name="currentPassword"
        type="password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <TextField
        label="New Password"
        name="newPassword"
        type="password"
        value={values.newPassword}
        onChange={set('newPassword')}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={errors.newPassword}
      />
      <TextField
        label="Confirm New Password"
        name="confirmPassword"
        type="password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <div className={styles.formActions}>
        <SubmitButton pending={change.isPending} pendingLabel="Updating…">
          Update Password
        </SubmitButton>
      </div>
    </form>
  );
}
