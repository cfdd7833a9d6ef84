import { useState, type FormEvent } from 'react';
import { BadgeCheck, Pencil, ShieldUser } from 'lucide-react';
import { emailChangeBodySchema, updateProfileBodySchema, type Profile } from '../../../shared/auth/auth.schema';
import { useConfirmEmailChange, useRequestEmailChange, useUpdateName } from '../../api/auth/update-profile';
import { EmailText } from '../../components/email-text/email-text';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { pageToast } from '../../lib/page-toast';
import { validateForm } from '../../../web/form-errors';
import { PageCard } from '../../components/page/page';
import styles from './profile-sections.module.css';

const memberSince = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : memberSince.format(date);
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.pencil} aria-label={label} onClick={onClick}>
      <Pencil aria-hidden="true" size={16} />
    </button>
  );
}

/** The name pencil: the new name is saved at once. */
function NameEditor({ current, onDone }: { current: string; onDone: () => void }) {
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const save = useUpdateName();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(updateProfileBodySchema, { username: name });
    if (!checked.ok) {
      setError(checked.errors.username);
      return;
    }
    save.mutate(checked.data.username, {
      onSuccess: () => {
        pageToast('success', 'Your name has been saved.');
        onDone();
      },
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <form className={styles.inlineForm} onSubmit={onSubmit} noValidate>
      <TextField label="Name" name="username" value={name} onChange={setName} autoComplete="name" error={error} maxLength={50} autoFocus />
      <div className={styles.inlineActions}>
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          Save Name
        </SubmitButton>
        <button type="button" className={styles.cancelEdit} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * The email pencil: the new address and the password; a code goes to the new address, and the email
 * changes only when that code comes back (the same code rules as sign-up, ADR 15).
 */
function EmailEditor({ onDone }: { onDone: () => void }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'newEmail' | 'password' | 'otp' | 'form', string>>>({});
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();

  const onRequest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(emailChangeBodySchema, { newEmail, password });
    if (!checked.ok) {
      setErrors({ newEmail: checked.errors.newEmail, password: checked.errors.password });
      return;
    }
    setErrors({});
    request.mutate(checked.data, {
      onSuccess: (answer) => setSentTo(answer.email),
      onError: (failure) => setErrors({ form: failure.message }),
    });
  };

  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sentTo) return;
    if (otp.trim() === '') {
      setErrors({ otp: 'Please enter the OTP.' });
      return;
    }
    setErrors({});
    confirm.mutate(
      { newEmail: sentTo, otp: otp.trim() },
      {
        onSuccess: () => {
          pageToast('success', 'Your email has been changed.');
          onDone();
        },
        onError: (failure) => setErrors({ otp: failure.message }),
      },
    );
  };

  if (sentTo) {
    return (
      <form className={styles.inlineForm} onSubmit={onConfirm} noValidate>
        <p className={styles.lead} role="status">
          We sent a 6-digit code to <EmailText email={sentTo} />. Enter it to change your email; it is valid for 10 minutes.
        </p>
        <TextField
          label="Verification code"
          name="otp"
          value={otp}
          onChange={setOtp}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          error={errors.otp}
          normalize={(raw) => raw.replace(/\D/g, '')}
          variant="code"
          autoFocus
        />
        <div className={styles.inlineActions}>
          <SubmitButton pending={confirm.isPending} pendingLabel="Verifying…">
            Confirm New Email
          </SubmitButton>
          <button type="button" className={styles.cancelEdit} onClick={onDone}>
            Cancel
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className={styles.inlineForm} onSubmit={onRequest} noValidate>
      <FormAlert message={errors.form ?? null} />
      <TextField
        label="New email"
        name="newEmail"
        type="email"
        value={newEmail}
        onChange={setNewEmail}
        autoComplete="email"
        error={errors.newEmail}
        autoFocus
      />
      <TextField
        label="Current password"
        name="password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        error={errors.password}
      />
      <div className={styles.inlineActions}>
        <SubmitButton pending={request.isPending} pendingLabel="Sending…">
          Send Code
        </SubmitButton>
        <button type="button" className={styles.cancelEdit} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Spec §6: a customer shows as 'Customer' with an 'Active' badge, an admin as 'Admin Account'. The pencils edit the name and email. */
export function MyProfileSection({ user }: { user: Profile }) {
  const [editing, setEditing] = useState<'name' | 'email' | null>(null);
  return (
    <PageCard roomy aria-labelledby="my-profile-heading">
      <h1 id="my-profile-heading" className={styles.title}>
        My Profile
      </h1>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.value}>
            {editing === 'name' ? (
              <NameEditor current={user.username} onDone={() => setEditing(null)} />
            ) : (
              <>
                {user.username}
                <EditButton label="Edit name" onClick={() => setEditing('name')} />
              </>
            )}
          </dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.value}>
            {editing === 'email' ? (
              <EmailEditor onDone={() => setEditing(null)} />
            ) : (
              <>
                <EmailText email={user.email} />
                {!user.isAdmin && <EditButton label="Edit email" onClick={() => setEditing('email')} />}
              </>
            )}
          </dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>Member since</dt>
          <dd className={styles.value}>
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>Account type</dt>
          <dd className={styles.value}>
            {user.isAdmin ? (
              <span className={`${styles.badge} ${styles.badgeAdmin}`}>
                <ShieldUser aria-hidden="true" size={14} />
                Admin Account
              </span>
            ) : (
              <>
                Customer
                <span className={`${styles.badge} ${styles.badgeSuccess}`}>
                  <BadgeCheck aria-hidden="true" size={14} />
                  Active
                </span>
              </>
            )}
          </dd>
        </div>
      </dl>
    </PageCard>
  );
}
