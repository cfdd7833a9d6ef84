import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { KeyRound } from 'lucide-react';
import { loginBodySchema, verifyOtpBodySchema } from '../../../shared/auth/auth.schema';
import { isAdminChallenge, useLogin } from '../../api/auth/login';
import { useVerifyAdminOtp } from '../../api/auth/verify-admin-otp';
import { AuthCard, authCardClasses } from '../../components/auth-card/auth-card';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { saveAdminToken, saveSession } from '../../lib/auth-storage';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { pageToast } from '../../lib/page-toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CodeField } from './code-field';

/**
 * The older two-step admin login (spec §4): credentials, then the emailed code. The spec's alerts
 * are toasts here, like the rest of the shop's notices; the texts are the spec's.
 */
export default function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const navigate = useNavigate();
  const { setUserId } = useCartWishlist();
  const login = useLogin();
  const verify = useVerifyAdminOtp('Invalid OTP');
  const [challengeEmail, setChallengeEmail] = useState<string | null>(null);
  const [challenge, setChallenge] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onCredentials = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(loginBodySchema, { email, password });
    setErrors(checked.ok ? {} : checked.errors);
    setFormError(null);
    if (!checked.ok) return;
    login.mutate(checked.data, {
      onSuccess: (result) => {
        if (isAdminChallenge(result)) {
          pageToast('info', 'OTP sent to email');
          setChallengeEmail(result.email);
          setChallenge(result.challenge);
          return;
        }
        saveSession(result.token, result.user);
        setUserId(result.user._id);
        void navigate('/dashboard');
      },
      onError: (error) => setFormError(error.message || 'Login failed'),
    });
  };

  const onCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!challengeEmail) return;
    if (otp === '') {
      setErrors({ otp: 'Please enter the OTP.' });
      return;
    }
    const checked = validateForm(verifyOtpBodySchema, { email: challengeEmail, otp });
    setErrors(checked.ok ? {} : checked.errors);
    setFormError(null);
    if (!checked.ok) return;
    verify.mutate(
      { ...checked.data, challenge },
      {
        onSuccess: (result) => {
          saveSession(result.token, result.user);
          saveAdminToken(result.token);
          setUserId(result.user._id);
          pageToast('success', 'Admin Login Successful!');
          void navigate('/admin-dashboard');
        },
        onError: (error) => setFormError(error.message || 'Invalid OTP'),
      },
    );
  };

  return (
    <AuthCard
      icon={KeyRound}
      title="Admin Login"
      subtitle={
        challengeEmail ? (
          <>
            Step 2 of 2: enter the code sent to <strong>{challengeEmail}</strong>.
          </>
        ) : (
          'Step 1 of 2: your admin email and password.'
        )
      }
      footer={
        <>
          Shopping with us?{' '}
          <Link to="/sign-in" className={authCardClasses.textLink}>
            Customer sign in
          </Link>
        </>
      }
    >
      {challengeEmail ? (
        <form key="code" className={authCardClasses.form} onSubmit={onCode} noValidate>
          <FormAlert message={formError} />
          <CodeField value={otp} onChange={setOtp} error={errors.otp} />
          <SubmitButton pending={verify.isPending} pendingLabel="Verifying…">
            Verify and Sign In
          </SubmitButton>
          <button
            type="button"
            className={authCardClasses.linkButton}
            onClick={() => {
              setChallengeEmail(null);
              setOtp('');
              setFormError(null);
            }}
          >
            Use different credentials
          </button>
        </form>
      ) : (
        <form key="credentials" className={authCardClasses.form} onSubmit={onCredentials} noValidate>
          <FormAlert message={formError} />
          <TextField label="Email" name="email" type="email" value={email} onChange={setEmail} autoComplete="email" error={errors.email} autoFocus />
          <TextField
            label="Password"
            name="password"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            error={errors.password}
          />
          <SubmitButton pending={login.isPending} pendingLabel="Checking…">
            Continue
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
