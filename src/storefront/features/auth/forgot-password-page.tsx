import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { emailOnlyBodySchema, PASSWORD_MIN, resetPasswordBodySchema } from '../../../shared/auth/auth.schema';
import { forgotPassword, useForgotPassword } from '../../api/auth/forgot-password';
import { useResetPassword } from '../../api/auth/reset-password';
import { AuthCard, authCardClasses } from '../../components/auth-card/auth-card';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { pageToast } from '../../lib/page-toast';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CodeField } from './code-field';
import { ResendCodeButton } from './resend-code-button';

/** Password reset by emailed code: email first, then the code with the new password. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Reset Password');
  const navigateLater = useDelayedNavigate();
  const requestCode = useForgotPassword();
  const reset = useResetPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onRequest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(emailOnlyBodySchema, { email });
    setErrors(checked.ok ? {} : checked.errors);
    setFormError(null);
    if (!checked.ok) return;
    requestCode.mutate(checked.data.email, {
      onSuccess: (result) => {
        setSentTo(checked.data.email);
        setSentMessage(result.message);
      },
      onError: (error) => setFormError(error.message),
    });
  };

  const onReset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sentTo) return;
    if (otp === '') {
      setErrors({ otp: 'Please enter the OTP.' });
      return;
    }
    const checked = validateForm(resetPasswordBodySchema, { email: sentTo, otp, password });
    const nextErrors = checked.ok ? {} : { ...checked.errors };
    if (password !== confirmPassword) nextErrors.confirmPassword = 'Passwords do not match';
    setErrors(nextErrors);
    setFormError(null);
    if (!checked.ok || nextErrors.confirmPassword) return;
    reset.mutate(checked.data, {
      onSuccess: (result) => {
        setDone(true);
        pageToast('success', result.message);
        navigateLater('/sign-in', { state: { email: sentTo } });
      },
      onError: (error) => setFormError(error.message),
    });
  };

  const footer = (
    <>
      Remembered it?{' '}
      <Link to="/sign-in" className={authCardClasses.textLink}>
        Back to Sign In
      </Link>
    </>
  );

  if (!sentTo) {
    return (
      <AuthCard
        icon={LockKeyhole}
        title="Reset Password"
        subtitle="Enter your account email and we will send you a code to set a new password."
        footer={footer}
      >
        <form key="request" className={authCardClasses.form} onSubmit={onRequest} noValidate>
          <FormAlert message={formError} />
          <TextField label="Email" name="email" type="email" value={email} onChange={setEmail} autoComplete="email" error={errors.email} autoFocus />
          <SubmitButton pending={requestCode.isPending} pendingLabel="Sending code…">
            Send Code
          </SubmitButton>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={LockKeyhole}
      title="Reset Password"
      subtitle={
        <>
          Code requested for <strong>{sentTo}</strong>.
        </>
      }
      footer={footer}
    >
      <FormAlert tone="info" message={sentMessage} />
      <form key="reset" className={authCardClasses.form} onSubmit={onReset} noValidate>
        <FormAlert message={formError} />
        <CodeField value={otp} onChange={setOtp} error={errors.otp} />
        <TextField
          label="New Password"
          name="password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          error={errors.password}
        />
        <TextField
          label="Confirm New Password"
          name="confirmPassword"
          type="password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <SubmitButton pending={reset.isPending} pendingLabel="Saving…" disabled={done}>
          Set New Password
        </SubmitButton>
      </form>
      {!done && <ResendCodeButton onResend={() => forgotPassword(sentTo)} />}
    </AuthCard>
  );
}
