import { useState, type FormEvent } from 'react';
import { preferencesSchema, type Preferences } from '../../../shared/auth/auth.schema';
import { useUpdatePreferences } from '../../api/auth/update-preferences';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { validateForm } from '../../../web/form-errors';
import { pageToast } from '../../lib/page-toast';
import styles from './profile-sections.module.css';

const OPTIONS: { key: keyof Preferences; label: string; description: string }[] = [
  { key: 'orderUpdates', label: 'Order Updates', description: 'Emails when your order is confirmed, shipped or delivered.' },
  { key: 'promotionalEmails', label: 'Promotional Emails', description: 'Offers and seasonal sales on lighting and electricals.' },
  { key: 'newsletter', label: 'Newsletter', description: 'Our monthly round-up of new products and home ideas.' },
];

/** Starts from the saved values; the parent remounts it (key) when the profile reloads. */
export function PreferencesForm({ initial }: { initial: Preferences }) {
  const save = useUpdatePreferences();
  const [values, setValues] = useState<Preferences>(initial);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(preferencesSchema, values);
    if (!checked.ok) {
      setFormError(Object.values(checked.errors)[0] ?? 'Please check your choices.');
      return;
    }
    setFormError(null);
    save.mutate(checked.data, {
      onSuccess: () => pageToast('success', 'Your preferences have been saved.'),
      onError: (error) => setFormError(error.message),
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby="preferences-heading">
      <h2 id="preferences-heading" className={styles.subtitle}>
        Email Preferences
      </h2>
      <FormAlert message={formError} />
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">Emails you would like to receive</legend>
        {OPTIONS.map((option) => (
          <CheckboxField
            key={option.key}
            name={option.key}
            label={option.label}
            description={option.description}
            checked={values[option.key]}
            onChange={(checked) => setValues((current) => ({ ...current, [option.key]: checked }))}
          />
        ))}
      </fieldset>
      <div className={styles.formActions}>
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          Save Preferences
        </SubmitButton>
      </div>
    </form>
  );
}
