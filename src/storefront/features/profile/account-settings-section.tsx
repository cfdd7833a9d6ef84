import type { Profile } from '../../../shared/auth/auth.schema';
import { DeleteAccountPanel } from './delete-account-panel';
import { PreferencesForm } from './preferences-form';
import { UpdatePasswordForm } from './update-password-form';
import { PageCard } from '../../components/page/page';
import styles from './profile-sections.module.css';

export function AccountSettingsSection({ user }: { user: Profile }) {
  return (
    <>
      <PageCard roomy aria-labelledby="account-settings-heading">
        <h1 id="account-settings-heading" className={styles.title}>
          Account Settings
        </h1>
        <UpdatePasswordForm />
        <hr className={styles.divider} />
        <PreferencesForm key={user._id} initial={user.preferences} />
      </PageCard>
      <PageCard as="div" roomy tone="danger">
        <DeleteAccountPanel isAdmin={user.isAdmin} />
      </PageCard>
    </>
  );
}
