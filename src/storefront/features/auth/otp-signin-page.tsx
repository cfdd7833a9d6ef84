import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { verifyOtpBodySchema } from '../../../shared/auth/auth.schema';
import { useVerifyAdminOtp } from '../../api/auth/verify-admin-otp';
import { AuthCard, authCardClasses } from '../../components/auth-card/auth-card';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { saveAdminToken, saveSession } from '../../lib/auth-storage';
import { validateForm } from '../../../web/form-errors';
import { pageToast } from '../../lib/page-toast';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CodeField } from './code-field';
import { readChallengeState, readEmailState } from './email-state';

export default function OtpSigninPage() {
  useDocumentTitle('Admin Verification');
  const location = useLocation();
  const email = readEmailState(location.state);
  const challenge = readChallengeState(location.state);
  const navigateLater = useDelayedNavigate();
  const { setUserId } = useCartWishlist();
  const verify = useVerifyAdminOtp();
  const [otp, setOtp] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // Spec §2: the code belongs to the sign-in that sent it; opened directly, there is nothing to verify.
  useEffect(() => {
    if (email) return;
    pageToast('error', 'No email provided. Redirecting to Sign In...', 'otp-signin-no-email');
    navigateLater('/sign-in', { replace: true });
  }, [email, navigateLater]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email) return;
    if (otp.trim() === '') {
      setCodeError('Please enter the OTP.');
      return;
    }
    const checked = validateForm(verifyOtpBodySchema, { email, otp });
    if (!checked.ok) {
      setCodeError(checked.errors.otp);
      setFormError(checked.errors.email ?? null);
      return;
    }
    setCodeError(undefined);
    setFormError(null);
    verify.mutate(
      { ...checked.data, challenge },
      {
        onSuccess: (result) => {
          setDone(true);
          saveSession(result.token, result.user);
          saveAdminToken(result.token);
          setUserId(result.user._id);
          pageToast('success', 'Admin verification successful! Redirecting...');
          navigateLater('/dashboard');
        },
        onError: (error) => setFormError(error.message || 'Admin verification failed'),
      },
    );
  };

  if (!email) {
    return (
      <AuthCard icon={ShieldCheck} title="Admin Verification" subtitle="Admin verification starts from the sign-in page.">
        <Link to="/sign-in" replace className={authCardClasses.textLink}>
          Go to Sign In
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={ShieldCheck}
      title="Admin Verification"
      subtitle={
        <>
          Enter the 6-digit code sent to <strong>{email}</strong>. It is valid for 10 minutes.
        </>
      }
      footer={
        <>
          No code, or it expired?{' '}
          <Link to="/sign-in" className={authCardClasses.textLink}>
            Sign in again
          </Link>{' '}
          to get a new one.
        </>
      }
    >
      <form className={authCardClasses.form} onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} />
        <CodeField value={otp} onChange={setOtp} error={codeError} />
        <SubmitButton pending={verify.isPending} pendingLabel="Verifying…" disabled={done}>
          Verify
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
