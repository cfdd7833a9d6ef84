import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import { PASSWORD_MIN, signupBodySchema } from '../../../shared/auth/auth.schema';
import { useSignup } from '../../api/auth/signup';
import { AuthCard, authCardClasses } from '../../components/auth-card/auth-card';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { rememberRegistrationEmail } from '../../lib/auth-storage';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useDocumentTitle } from '../../lib/use-document-title';
import { pageToast } from '../../lib/page-toast';

type Field = 'username' | 'email' | 'password' | 'confirmPassword';
const ALL_REQUIRED = 'All fields are required';

export default function RegisterPage() {
  useDocumentTitle('Create Account');
  const signup = useSignup();
  const navigateLater = useDelayedNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const missing = (field: Field) => formError === ALL_REQUIRED && values[field].trim() === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec §5 order: every field filled, then a valid email, then matching passwords.
    if (Object.values(values).some((value) => value.trim() === '')) {
      setErrors({});
      setFormError(ALL_REQUIRED);
      return;
    }
    const checked = validateForm(signupBodySchema, values);
    const nextErrors = checked.ok ? {} : { ...checked.errors };
    if (values.password !== values.confirmPassword) nextErrors.confirmPassword = 'Passwords do not match';
    setErrors(nextErrors);
    setFormError(null);
    if (!checked.ok || nextErrors.confirmPassword) return;

    signup.mutate(checked.data, {
      onSuccess: (result) => {
        setDone(true);
        pageToast('success', 'Registration successful! Redirecting to OTP verification...');
        rememberRegistrationEmail(result.email || checked.data.email);
        navigateLater('/otp-register');
      },
      onError: (error) => setFormError(error.message || 'Registration failed'),
    });
  };

  return (
    <AuthCard
      icon={UserPlus}
      title="Create Account"
      subtitle="Join Wattson for faster checkout, order tracking and your wishlist."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className={authCardClasses.textLink}>
            Sign In
          </Link>
        </>
      }
    >
      <form className={authCardClasses.form} onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} />
        <TextField
          label="Name"
          name="username"
          value={values.username}
          onChange={set('username')}
          autoComplete="name"
          error={errors.username}
          invalid={missing('username')}
          autoFocus
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={values.email}
          onChange={set('email')}
          autoComplete="email"
          error={errors.email}
          invalid={missing('email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          value={values.password}
          onChange={set('password')}
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          error={errors.password}
          invalid={missing('password')}
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword}
          invalid={missing('confirmPassword')}
        />
        <SubmitButton pending={signup.isPending} pendingLabel="Creating account…" disabled={done}>
          Register
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
