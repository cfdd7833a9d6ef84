import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { verifyOtpBodySchema } from '../../../shared/auth/auth.schema';
import { resendOtp } from '../../api/auth/resend-otp';
import { useVerifyOtp } from '../../api/auth/verify-otp';
import { AuthCard, authCardClasses, ContinueNow } from '../../components/auth-card/auth-card';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { forgetRegistrationEmail, readRegistrationEmail, saveSession } from '../../lib/auth-storage';
import { validateForm } from '../../../web/form-errors';
import { pageToast } from '../../lib/page-toast';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CodeField } from './code-field';
import { ResendCodeButton } from './resend-code-button';

const NO_EMAIL = 'Email not found. Please register again.';

export default function OtpRegisterPage() {
  useDocumentTitle('Verify Your Email');
  const verify = useVerifyOtp();
  const navigateLater = useDelayedNavigate();
  // Read once: the page forgets the email on success and must not flip to the "not found" state.
  const [email] = useState(readRegistrationEmail);
  const [otp, setOtp] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(email ? null : NO_EMAIL);
  const [done, setDone] = useState(false);
  const { setUserId } = useCartWishlist();

  // Spec §5: without the remembered email there is nothing to verify; back to registration after 2 s.
  useEffect(() => {
    if (!email) navigateLater('/register', { replace: true });
  }, [email, navigateLater]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email) {
      setFormError(NO_EMAIL);
      navigateLater('/register', { replace: true });
      return;
    }
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
    verify.mutate(checked.data, {
      onSuccess: (result) => {
        // Spec §7: the answer's token and user are stored, so the new shopper is signed in at once
        // (ADR 39) and the 2 s redirect goes where a sign-in goes (spec §4), not to a second sign-in.
        saveSession(result.token, result.user);
        setUserId(result.user._id);
        setDone(true);
        pageToast('success', 'Verification successful! Redirecting...');
        forgetRegistrationEmail();
        navigateLater('/');
      },
      onError: (error) => setFormError(error.message || 'OTP verification failed'),
    });
  };

  return (
    <AuthCard
      icon={MailCheck}
      title="Verify Your Email"
      subtitle={
        email ? (
          <>
            We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
          </>
        ) : undefined
      }
      footer={
        <>
          Wrong email?{' '}
          <Link to="/register" className={authCardClasses.textLink}>
            Register again
          </Link>
        </>
      }
    >
      <form className={authCardClasses.form} onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} />
        {done && <ContinueNow to="/">Start shopping now</ContinueNow>}
        {email && !done && (
          <>
            <CodeField value={otp} onChange={setOtp} error={codeError} />
            <SubmitButton pending={verify.isPending} pendingLabel="Verifying…" disabled={done}>
              Verify
            </SubmitButton>
          </>
        )}
      </form>
      {email && !done && <ResendCodeButton onResend={() => resendOtp(email)} />}
    </AuthCard>
  );
}
