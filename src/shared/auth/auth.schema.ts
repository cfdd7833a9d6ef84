import { z } from 'zod';

/**
 * Request and response shapes of /api/auth (spec §7) with the spec's §5 messages, used by the
 * API to validate and by the storefront's forms to show the same words before a round trip.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const requiredText = (message: string) => z.string({ message }).trim().min(1, message);
const email = (requiredMessage: string) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'Email is too long')
    .pipe(z.email({ message: 'Please enter a valid email' }));

/** NIST 800-63B: length over composition rules; common passwords are refused on the server. */
export const newPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

// Unknown keys (isAdmin, role, …) are stripped by zod's default object parsing: never trusted.
export const signupBodySchema = z.object({
  username: requiredText('All fields are required').pipe(z.string().max(50, 'Name must be at most 50 characters')),
  email: email('All fields are required'),
  password: z.string({ message: 'All fields are required' }).min(1, 'All fields are required').pipe(newPasswordSchema),
});

export const otpSchema = z
  .string({ message: 'Email and OTP are required' })
  .trim()
  .min(1, 'Email and OTP are required')
  .regex(/^\d{6}$/, 'The code is 6 digits');

export const verifyOtpBodySchema = z.object({ email: email('Email and OTP are required'), otp: otpSchema });

/**
 * Spec §7's `{ email, otp }` plus the challenge id that `/api/auth/login` returned with `requiresOTP`:
 * the admin's second code counts only for the password step that asked for it (ADR 16).
 */
export const verifyAdminOtpBodySchema = verifyOtpBodySchema.extend({
  challenge: z
    .string({ message: 'This sign-in has expired. Please sign in again with your password.' })
    .min(20, 'This sign-in has expired. Please sign in again with your password.')
    .max(100, 'This sign-in has expired. Please sign in again with your password.'),
  /** Skip the emailed code on this browser for 30 days (ADR 56). */
  trustBrowser: z.boolean({ message: 'Choose whether to trust this browser' }).optional(),
});

export const loginBodySchema = z.object({
  email: email('Email and password are required'),
  password: z.string({ message: 'Email and password are required' }).min(1, 'Email and password are required').max(PASSWORD_MAX, 'Invalid email or password'),
});

export const emailOnlyBodySchema = z.object({ email: email('Email is required') });

export const resetPasswordBodySchema = z.object({ email: email('Email and OTP are required'), otp: otpSchema, password: newPasswordSchema });

export const changePasswordBodySchema = z.object({
  currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword: newPasswordSchema,
});

export const preferencesSchema = z.object({
  orderUpdates: z.boolean({ message: 'orderUpdates must be true or false' }),
  promotionalEmails: z.boolean({ message: 'promotionalEmails must be true or false' }),
  newsletter: z.boolean({ message: 'newsletter must be true or false' }),
});

export const deleteAccountBodySchema = z.object({
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
});

/** The profile's name pencil: the name saves at once. */
export const updateProfileBodySchema = z.object({
  username: requiredText('Name is required').pipe(z.string().max(50, 'Name must be at most 50 characters')),
});

/** The profile's email pencil, step 1: a code goes to the new address; the password proves it is the owner asking. */
export const emailChangeBodySchema = z.object({
  newEmail: email('Email is required'),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, 'Password is incorrect'),
});

/** Step 2: the code from the new address makes the change. */
export const emailChangeVerifyBodySchema = z.object({ newEmail: email('Email and OTP are required'), otp: otpSchema });

export const publicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
});

export const profileSchema = publicUserSchema.extend({
  createdAt: z.string(),
  preferences: preferencesSchema,
  /** The GSTIN and legal name of the last business checkout, offered at the next one. */
  business: z.object({ gstin: z.string().nullable(), legalName: z.string().nullable() }),
});

/** Spec §7: a shopper's sign-in answers `token`, `user`, `requiresOTP` (false) and `email`. */
export const authSuccessSchema = z.object({ token: z.string(), user: publicUserSchema });
export const loginSuccessSchema = authSuccessSchema.extend({ requiresOTP: z.literal(false), email: z.string() });
export const adminChallengeSchema = z.object({ requiresOTP: z.literal(true), email: z.string(), message: z.string(), challenge: z.string() });
export const messageSchema = z.object({ message: z.string() });

export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;
export type EmailChangeVerifyBody = z.infer<typeof emailChangeVerifyBodySchema>;
export type LoginSuccess = z.infer<typeof loginSuccessSchema>;
export type SignupBody = z.infer<typeof signupBodySchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type PublicUser = z.infer<typeof publicUserSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type Preferences = z.infer<typeof preferencesSchema>;
export type AuthSuccess = z.infer<typeof authSuccessSchema>;
export type AdminChallenge = z.infer<typeof adminChallengeSchema>;
export type VerifyAdminOtpBody = z.infer<typeof verifyAdminOtpBodySchema>;
