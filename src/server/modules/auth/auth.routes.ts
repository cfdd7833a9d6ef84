import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminChallengeSchema,
  authSuccessSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  emailChangeBodySchema,
  emailChangeVerifyBodySchema,
  emailOnlyBodySchema,
  loginBodySchema,
  loginSuccessSchema,
  messageSchema,
  preferencesSchema,
  profileSchema,
  resetPasswordBodySchema,
  publicUserSchema,
  signupBodySchema,
  updateProfileBodySchema,
  verifyAdminOtpBodySchema,
  verifyOtpBodySchema,
} from '../../../shared/auth/auth.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { requireUser, signedInUser } from '../../plugins/session/session.plugin.js';
import { revokeSession } from '../../plugins/session/session-tokens.js';
import { afterAnswerRunner } from './after-answer.js';
import { TRUSTED_BROWSER_COOKIE, TRUSTED_BROWSER_DAYS, TRUSTED_BROWSER_PATH } from '../admin-session/trusted-browsers.service.js';
import { emailChangedMail, passwordChangedMail } from './auth-mails.js';
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  getProfile,
  login,
  requestEmailChange,
  requestPasswordReset,
  resendSignupCode,
  resetPassword,
  signup,
  updatePreferences,
  updateUsername,
  verifyAdminLogin,
  verifySignup,
} from './accounts.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Who asks (their IP, from X-Forwarded-For behind TRUST_PROXY) and how to mail them. */
  const ctx = (request: FastifyRequest) => ({ mailer: app.mailer, config: app.config, client: request.ip });
  // One shared per-IP budget for everything that checks a password or sends/checks a code.
  const ipLimit = { rateLimit: { max: app.config.authIpLimitPerHour, timeWindow: '1 hour', groupId: 'auth' } };
  const tags = ['auth'];
  const afterAnswer = afterAnswerRunner(app);

  /** Notices the shopper needs but need not wait for go through the job queue; one that cannot be queued is logged. */
  async function mailLater(message: Parameters<typeof app.jobs.queueMail>[0]): Promise<void> {
    await app.jobs.queueMail(message).catch((error: unknown) => app.log.error({ err: error, subject: message.subject }, 'mail not queued'));
  }

  /** Counts a sign-in step: a session issued is a success, a refusal of the client's input a failure. */
  async function countedSignIn<T>(attempt: Promise<T>, issuedSession: (result: T) => boolean): Promise<T> {
    try {
      const result = await attempt;
      if (issuedSession(result)) app.metrics.signIns.inc({ result: 'success' });
      return result;
    } catch (error) {
      // A mail server or database outage is ours, not a refused sign-in.
      if (error instanceof HttpError && error.statusCode < 500) app.metrics.signIns.inc({ result: 'failure' });
      throw error;
    }
  }

  api.post(
    '/api/auth/signup',
    { config: ipLimit, schema: { tags, body: signupBodySchema, response: { 201: messageSchema.extend({ email: messageSchema.shape.message }), ...errors } } },
    async (request, reply) => reply.code(201).send(await signup(app.db, ctx(request), request.body)),
  );

  api.post(
    '/api/auth/verify-otp',
    { config: ipLimit, schema: { tags, body: verifyOtpBodySchema, response: { 200: authSuccessSchema, ...errors } } },
    async (request) => verifySignup(app.db, request.body.email, request.body.otp, request.ip),
  );

  api.post(
    '/api/auth/resend-otp',
    { config: ipLimit, schema: { tags, body: emailOnlyBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      afterAnswer('resend-otp', () => resendSignupCode(app.db, ctx(request), request.body.email));
      return { message: 'If that account is waiting for verification, a new code is on its way.' };
    },
  );

  api.post(
    '/api/auth/login',
    { config: ipLimit, schema: { tags, body: loginBodySchema, response: { 200: loginSuccessSchema.or(adminChallengeSchema), ...errors } } },
    async (request) => {
      const trusted = request.cookies[TRUSTED_BROWSER_COOKIE];
      const result = await countedSignIn(login(app.db, ctx(request), request.body.email, request.body.password, trusted), (r) => r.kind === 'session');
      if (result.kind === 'admin-challenge')
        return { requiresOTP: true as const, email: result.email, message: 'OTP sent to admin email!', challenge: result.challenge };
      return { token: result.token, user: result.user, requiresOTP: false as const, email: result.user.email };
    },
  );

  api.post(
    '/api/auth/verify-admin-otp',
    { config: ipLimit, schema: { tags, body: verifyAdminOtpBodySchema, response: { 200: authSuccessSchema, ...errors } } },
    async (request, reply) => {
      const { body } = request;
      const { token, user, trustedBrowser } = await countedSignIn(
        verifyAdminLogin(app.db, body.email, body.otp, body.challenge, body.trustBrowser === true),
        () => true,
      );
      if (trustedBrowser) {
        void reply.setCookie(TRUSTED_BROWSER_COOKIE, trustedBrowser, {
          httpOnly: true,
          sameSite: 'strict',
          secure: app.config.publicUrl.startsWith('https:'),
          path: TRUSTED_BROWSER_PATH,
          maxAge: TRUSTED_BROWSER_DAYS * 24 * 60 * 60,
        });
      }
      return { token, user };
    },
  );

  api.post(
    '/api/auth/forgot-password',
    { config: ipLimit, schema: { tags, body: emailOnlyBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      afterAnswer('forgot-password', () => requestPasswordReset(app.db, ctx(request), request.body.email));
      return { message: 'If an account exists for that email, we have sent a code to reset the password.' };
    },
  );

  api.post(
    '/api/auth/reset-password',
    { config: ipLimit, schema: { tags, body: resetPasswordBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      const owner = await resetPassword(app.db, request.body.email, request.body.otp, request.body.password, request.ip);
      await mailLater(passwordChangedMail(owner.email, owner.username, 'reset', app.config.publicUrl));
      return { message: 'Your password has been reset. Please sign in.' };
    },
  );

  api.post('/api/auth/logout', { schema: { tags, response: { 200: messageSchema } } }, async (request) => {
    // Idempotent: signing out without a live session still succeeds (spec §4: logout always proceeds).
    if (request.user) await revokeSession(app.db, request.user.sessionId);
    return { message: 'Logged out' };
  });

  api.get('/api/auth/profile', { preHandler: requireUser, schema: { tags, response: { 200: profileSchema, ...errors } } }, async (request) =>
    getProfile(app.db, signedInUser(request).id),
  );

  api.put(
    '/api/auth/password',
    { preHandler: requireUser, schema: { tags, body: changePasswordBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      const user = signedInUser(request);
      const owner = await changePassword(app.db, user.id, user.sessionId, request.body.currentPassword, request.body.newPassword);
      await mailLater(passwordChangedMail(owner.email, owner.username, 'changed', app.config.publicUrl));
      return { message: 'Password updated. Other devices have been signed out.' };
    },
  );

  api.patch(
    '/api/auth/profile',
    { preHandler: requireUser, schema: { tags, body: updateProfileBodySchema, response: { 200: profileSchema, ...errors } } },
    async (request) => updateUsername(app.db, signedInUser(request).id, request.body.username),
  );

  api.post(
    '/api/auth/email-change',
    {
      preHandler: requireUser,
      config: ipLimit,
      schema: { tags, body: emailChangeBodySchema, response: { 200: messageSchema.extend({ email: messageSchema.shape.message }), ...errors } },
    },
    async (request) => {
      const { email } = await requestEmailChange(app.db, ctx(request), signedInUser(request).id, request.body.newEmail, request.body.password);
      return { message: `We have sent a code to ${email}. Enter it to change your email.`, email };
    },
  );

  api.post(
    '/api/auth/email-change/verify',
    {
      preHandler: requireUser,
      config: ipLimit,
      schema: { tags, body: emailChangeVerifyBodySchema, response: { 200: messageSchema.extend({ user: publicUserSchema }), ...errors } },
    },
    async (request) => {
      const { user, oldEmail } = await confirmEmailChange(app.db, signedInUser(request).id, request.body.newEmail, request.body.otp, request.ip);
      await mailLater(emailChangedMail(oldEmail, user.email, user.username, app.config.publicUrl));
      return { message: 'Your email has been changed.', user };
    },
  );

  api.put(
    '/api/auth/preferences',
    { preHandler: requireUser, schema: { tags, body: preferencesSchema, response: { 200: preferencesSchema, ...errors } } },
    async (request) =>
      updatePreferences(app.db, { queueMailIn: app.jobs.queueMailIn, publicUrl: app.config.publicUrl }, signedInUser(request).id, request.body),
  );

  api.delete(
    '/api/auth/account',
    { preHandler: requireUser, schema: { tags, body: deleteAccountBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await deleteAccount(app.db, signedInUser(request).id, request.body.password);
      return { message: 'Your account has been deleted.' };
    },
  );
}
