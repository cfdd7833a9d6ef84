import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LogIn } from 'lucide-react';
import { loginBodySchema } from '../../../shared/auth/auth.schema';
import { isAdminChallenge, isUnverifiedEmailError, useLogin } from '../../api/auth/login';
import { AuthCard, authCardClasses, ContinueNow } from '../../components/auth-card/auth-card';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { useFlash } from '../../components/layout/flash/flash-context';
import { rememberRegistrationEmail, saveSession } from '../../lib/auth-storage';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { readReturnPath } from '../../lib/return-path';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useDocumentTitle } from '../../lib/use-document-title';
import { readEmailState } from './email-state';
import { SocialSignIn } from './social-sign-in';

const BOTH_REQUIRED = 'Email and password are required';

export default function SignInPage() {
  useDocumentTitle('Sign In');
  const location = useLocation();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const { flash } = useFlash();
  const { setUserId } = useCartWishlist();
  const login = useLogin();
  // A shopper who has just verified their email arrives with it, so only the password is left to type.
  const [email, setEmail] = useState(() => readEmailState(location.state) ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // Where a signed-in shopper is going, shown as a link while the 2 s redirect waits.
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setErrors({});
      setFormError(BOTH_REQUIRED);
      return;
    }
    const checked = validateForm(loginBodySchema, { email, password });
    setErrors(checked.ok ? {} : checked.errors);
    setFormError(null);
    if (!checked.ok) return;

    login.mutate(checked.data, {
      onSuccess: (result) => {
        setDone(true);
        if (isAdminChallenge(result)) {
          flash('info', 'OTP sent to admin email!');
          navigateLater('/otp-signin', { state: { email: result.email, challenge: result.challenge } });
          return;
        }
        saveSession(result.token, result.user);
        setUserId(result.user._id);
        flash('success', 'Login successful! Redirecting...');
        // Pages that need an account (checkout, cart, an order) send `{ from }` so the shopper lands back there.
        const destination = readReturnPath(location.state) ?? '/';
        setLeavingTo(destination);
        navigateLater(destination);
      },
      onError: (error) => {
        if (isUnverifiedEmailError(error)) {
          // The server has just mailed a fresh code; the registration code page picks up from here.
          rememberRegistrationEmail(checked.data.email);
          flash('warning', error.message);
          void navigate('/otp-register');
          return;
        }
        setFormError(error.message || 'Login failed');
      },
    });
  };

  return (
    <AuthCard
      icon={LogIn}
      title="Sign In"
      subtitle="Welcome back! Sign in to see your orders, cart and wishlist."
      footer={
        <>
          New to Wattson?{' '}
          <Link to="/register" className={authCardClasses.textLink}>
            Create an account
          </Link>
        </>
      }
    >
      {leavingTo && <ContinueNow to={leavingTo}>Continue now</ContinueNow>}
      <form className={authCardClasses.form} onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          error={errors.email}
          invalid={formError === BOTH_REQUIRED && email.trim() === ''}
          autoFocus={email === ''}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          error={errors.password}
          invalid={formError === BOTH_REQUIRED && password === ''}
          autoFocus={email !== ''}
        />
        <div className={authCardClasses.row}>
          <Link to="/forgot-password" className={authCardClasses.textLink}>
            Forgot Password?
          </Link>
        </div>
        <SubmitButton pending={login.isPending} pendingLabel="Signing in…" disabled={done}>
          Sign In
        </SubmitButton>
      </form>
      <SocialSignIn />
    </AuthCard>
  );
}
