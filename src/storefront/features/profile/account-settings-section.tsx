import type { Profile } from '../../../shared/auth/auth.schema';
import { DeleteAccountPanel } from './delete-account-panel';
import { PreferencesForm } from './preferences-form';
import { UpdatePasswordForm } from './update-password-form';
import styles from './profile-sections.module.css';

export function AccountSettingsSection({ user }: { user: Profile }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="account-settings-heading">
        <h1 id="account-settings-heading" className={styles.title}>
          Account Settings
        </h1>
        <UpdatePasswordForm />
        <hr className={styles.divider} />
        <PreferencesForm key={user._id} initial={user.preferences} />
      </section>
      <div className={`${styles.card} ${styles.dangerZone}`}>
        <DeleteAccountPanel isAdmin={user.isAdmin} />
      </div>
    </>
  );
}
