import { useEffect, useState, type FormEvent } from 'react';
import { Zap } from 'lucide-react';
import { loginBodySchema, verifyOtpBodySchema, type PublicUser } from '../../../shared/auth/auth.schema';
import { Button } from '../../components/button/button';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormAlert } from '../../components/form/form-alert';
import { TextField } from '../../components/form/text-field';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { isAdminChallenge, useLogin } from './api/login';
import { logout } from './api/logout';
import { useVerifyAdminOtp } from './api/verify-admin-otp';
import styles from './sign-in-page.module.css';

const NOT_ADMIN_MESSAGE = 'This account is not an administrator';

interface SignInPageProps {
  notice?: string;
  onSignedIn: (token: string, user: PublicUser) => void;
}

/** Staff sign in like the shop's admins do: email and password, then the code mailed to the admin address. */
export default function SignInPage({ notice, onSignedIn }: SignInPageProps) {
  const login = useLogin();
  const verify = useVerifyAdminOtp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challengeEmail, setChallengeEmail] = useState<string | null>(null);
  const [challenge, setChallenge] = useState('');
  const [otp, setOtp] = useState('');
  const [trustBrowser, setTrustBrowser] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(notice ?? null);

  useEffect(() => {
    document.title = 'Sign in · Wattson Admin';
  }, []);

  const refuse = (token: string) => {
    // A customer's password is right, so the server opened a session: close it, it has no use here.
    void logout(token).catch(() => undefined);
    setFormError(NOT_ADMIN_MESSAGE);
  };

  const sendCredentials = (onChallenge?: () => void) => {
    const checked = validateForm(loginBodySchema, { email, password });
    setErrors(checked.ok ? {} : checked.errors);
    setFormError(null);
    if (!checked.ok) return;
    login.mutate(checked.data, {
      onSuccess: (result) => {
        if (!isAdminChallenge(result)) {
          if (result.user.isAdmin) onSignedIn(result.token, result.user);
          else refuse(result.token);
          return;
        }
        setChallengeEmail(result.email);
        setChallenge(result.challenge);
        setInfo(`We sent a 6-digit code to ${result.email}.`);
        onChallenge?.();
      },
      onError: (error) => setFormError(error.message),
    });
  };

  const onCredentials = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sendCredentials();
  };

  const onCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!challengeEmail) return;
    const checked = validateForm(verifyOtpBodySchema, { email: challengeEmail, otp });
    setErrors(checked.ok ? {} : checked.errors);
    setFormError(null);
    if (!checked.ok) return;
    verify.mutate(
      { ...checked.data, challenge, trustBrowser },
      {
        onSuccess: (result) => {
          if (result.user.isAdmin) onSignedIn(result.token, result.user);
          else refuse(result.token);
        },
        onError: (error) => setFormError(error.message),
      },
    );
  };

  const startOver = () => {
    setChallengeEmail(null);
    setOtp('');
    setPassword('');
    setFormError(null);
    setInfo(null);
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>
          <Zap size={20} aria-hidden="true" />
          Wattson Admin
        </p>
        <h1 className={styles.title}>{challengeEmail ? 'Enter your sign-in code' : 'Staff sign-in'}</h1>
        <p className={styles.subtitle}>{challengeEmail ? 'Step 2 of 2: the code from the admin mailbox.' : 'Step 1 of 2: your admin email and password.'}</p>
        {info && (
          <p className={styles.notice} role="status">
            {info}
          </p>
        )}
        {challengeEmail ? (
          <form key="code" className={styles.form} onSubmit={onCode} noValidate>
            <FormAlert message={formError} />
            <TextField
              label="Sign-in code"
              name="otp"
              value={otp}
              onChange={(value) => setOtp(value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={errors.otp}
              hint="6 digits, valid for 10 minutes."
              autoFocus
            />
            <CheckboxField name="trustBrowser" label="Trust this browser for 30 days (no code next time)" checked={trustBrowser} onChange={setTrustBrowser} />
            <Button type="submit" variant="primary" pending={verify.isPending}>
              Verify and sign in
            </Button>
            <div className={styles.links}>
              <button type="button" className={styles.linkButton} onClick={() => sendCredentials(() => setOtp(''))} disabled={login.isPending}>
                Send a new code
              </button>
              <button type="button" className={styles.linkButton} onClick={startOver}>
                Use another account
              </button>
            </div>
          </form>
        ) : (
          <form key="credentials" className={styles.form} onSubmit={onCredentials} noValidate>
            <FormAlert message={formError} />
            <TextField label="Email" name="email" type="email" value={email} onChange={setEmail} autoComplete="username" error={errors.email} autoFocus />
            <TextField
              label="Password"
              name="password"
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              error={errors.password}
            />
            <Button type="submit" variant="primary" pending={login.isPending}>
              Continue
            </Button>
          </form>
        )}
        <div className={styles.links}>
          <a href="/">Back to the shop</a>
        </div>
      </div>
    </main>
  );
}
