import { useEffect, useState, type FormEvent } from 'react';
import { Zap } from 'lucide-react';
import { acceptInviteBodySchema } from '../../../shared/admin/staff.schema';
import { Button } from '../../components/button/button';
import { FormAlert } from '../../components/form/form-alert';
import { TextField } from '../../components/form/text-field';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import styles from './accept-invite-page.module.css';
import { useAcceptInvite } from './api/staff-admin';

let captured: string | null = null;

/** Read once and taken out of the address: the token is a credential and must not stay in history. */
function takeToken(): string {
  if (captured !== null) return captured;
  const match = /(?:^#|&)token=([^&]+)/.exec(window.location.hash);
  captured = match?.[1] ? decodeURIComponent(match[1]) : '';
  if (captured) window.history.replaceState(window.history.state, '', window.location.pathname);
  return captured;
}

/** The invitation link's page: the new staff member picks their name and password, then signs in. */
export default function AcceptInvitePage() {
  const [token] = useState(takeToken);
  const accept = useAcceptInvite();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    document.title = 'Join the staff · Wattson Admin';
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(acceptInviteBodySchema, { token, username, password });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) accept.mutate(checked.data);
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>
          <Zap size={20} aria-hidden="true" />
          Wattson Admin
        </p>
        <h1 className={styles.title}>Join the staff</h1>
        {accept.isSuccess ? (
          <>
            <p className={styles.notice} role="status">
              {accept.data.message}
            </p>
            <div className={styles.links}>
              <a href="/admin/">Sign in</a>
            </div>
          </>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <FormAlert message={accept.error?.message ?? errors.token} />
            <TextField label="Your name" name="username" value={username} onChange={setUsername} error={errors.username} autoFocus />
            <TextField
              label="Password"
              name="password"
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              error={errors.password}
              hint="At least 8 characters."
            />
            <Button type="submit" variant="primary" pending={accept.isPending}>
              Set password
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
