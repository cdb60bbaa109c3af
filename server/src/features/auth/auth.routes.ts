import {
  ChangePasswordBody,
  CurrentUser,
  DeleteAccountBody,
  ErrorBody,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  ProfileUpdateBody,
  ResetPasswordBody,
  SIGNUP_ACCEPTED,
  SignupAccepted,
  SignupBody,
  TokenBody,
  VerifyEmailAnswer,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { signedInUser } from '#src/lib/access.ts';
import { AppError } from '#src/lib/errors.ts';
import { rotateCsrf } from '#src/lib/csrf.ts';
import { requestLocale, setLanguageCookie } from '#src/lib/languages.ts';
import {
  endAllSessions,
  endSession,
  setPendingCookie,
  startSession,
} from '#src/shared/sessions/sessions.service.ts';
import { presentCurrentUser } from '#src/shared/user-records/user-records.present.ts';
import {
  acceptForgotPassword,
  acceptSignup,
  changePassword,
  completeForgotPassword,
  completeSignup,
  deleteAccount,
  login,
  resetPassword,
  sendVerification,
  updateProfile,
  verifyEmail,
  type AccountPorts,
  type AuthDeps,
} from './auth.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const NoContent = z.null().describe('No content');

/**
 * Accounts with a password (decisions.md "Accounts"; sign-up ADR 040). Two-factor sign-in is
 * totp.routes.ts, providers oidc.routes.ts.
 */
export function authRoutes(app: AppInstance, ports: AccountPorts): void {
  const deps = (): AuthDeps => ({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
    media: app.media,
    ...ports,
  });
  accountRoutes(app, deps);
  signInRoutes(app, deps);
  emailRoutes(app, deps);
  passwordRoutes(app, deps);
}

/** The signed-in member's account: read, edit, delete. */
function accountRoutes(app: AppInstance, deps: () => AuthDeps): void {
  app.get(
    '/api/auth/user',
    {
      config: { access: 'public', personal: true, token: 'read' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user; 401 when signed out',
        response: { 200: CurrentUser, 401: ErrorBody },
      },
    },
    (req) => {
      if (!req.user) throw new AppError(401, 'unauthorized', 'You are not signed in.');
      return presentCurrentUser(req.user, app.config.trust);
    },
  );

  app.patch(
    '/api/auth/user',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Edit display name, first and last name, bio, palette setting and language',
        body: ProfileUpdateBody,
        response: { 200: CurrentUser, ...errors },
      },
    },
    async (req, reply) => {
      const user = await updateProfile(deps(), signedInUser(req), req.body);
      // the saved language is this browser's too, from now on (ADR 079)
      if (req.body.locale !== undefined)
        setLanguageCookie(reply, req.body.locale, app.config.session.secureCookie);
      return presentCurrentUser(user, app.config.trust);
    },
  );

  app.delete(
    '/api/auth/user',
    {
      config: { access: 'user', whileSuspended: true },
      schema: {
        tags: ['auth'],
        summary: 'Delete my account (password required when the account has one)',
        body: DeleteAccountBody,
        response: { 204: NoContent, ...errors },
      },
    },
    async (req, reply) => {
      await deleteAccount(deps(), signedInUser(req), req.body.password);
      await endSession(app.db, app.config, req, reply);
      return reply.code(204).send(null);
    },
  );
}

/** Sign-up, sign-in and sign-out. */
function signInRoutes(app: AppInstance, deps: () => AuthDeps): void {
  app.post(
    '/api/auth/signup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Create an account: 202 "Check your email" whether or not the email has one; the mailed link verifies and signs in',
        body: SignupBody,
        response: { 202: SignupAccepted, ...errors },
      },
    },
    async (req, reply) => {
      // The same answer, as fast, for a new and a taken email (ADR 040): the account, the
      // hash and the mail (a verification link, or a note to the owner) come after it.
      await acceptSignup(deps(), req.body, req.ip);
      const body = req.body;
      const ip = req.ip;
      const asked = requestLocale(req);
      app.afterAnswer.run(reply, 'sign-up', () => completeSignup(deps(), body, ip, asked));
      return reply.code(202).send({ message: SIGNUP_ACCEPTED });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with email or username; { totpRequired: true } when a code is needed next',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (req, reply) => {
      const result = await login(deps(), req.body, req.ip);
      if (result.kind === 'totp') {
        setPendingCookie(reply, app.config, result.pendingToken);
        return { totpRequired: true as const };
      }
      await startSession(app.db, app.config, req, reply, result.user.id);
      rotateCsrf(app, req, reply);
      return presentCurrentUser(result.user, app.config.trust);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out of this browser',
        response: { 204: NoContent, ...errors },
      },
    },
    async (req, reply) => {
      await endSession(app.db, app.config, req, reply);
      rotateCsrf(app, req, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/logout-everywhere',
    {
      config: { access: 'user', whileSuspended: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out on every device, this one included',
        response: { 204: NoContent, ...errors },
      },
    },
    async (req, reply) => {
      await endAllSessions(app.db, signedInUser(req).id);
      await endSession(app.db, app.config, req, reply);
      rotateCsrf(app, req, reply);
      return reply.code(204).send(null);
    },
  );
}

/** The email address's verification. */
function emailRoutes(app: AppInstance, deps: () => AuthDeps): void {
  app.post(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Confirm an email address with the mailed token; signs a signed-out browser in (not a two-factor account)',
        body: TokenBody,
        response: { 200: VerifyEmailAnswer, ...errors },
      },
    },
    async (req, reply) => {
      const user = await verifyEmail(deps(), req.body.token);
      // The link proves the mailbox, so it signs in, as sign-up no longer does (ADR 040); never
      // past a second factor, and never over a browser already signed in.
      if (req.user) return { signedIn: req.user.id === user.id };
      if (user.totp_enabled === 1) return { signedIn: false };
      await startSession(app.db, app.config, req, reply, user.id);
      rotateCsrf(app, req, reply);
      return { signedIn: true };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link',
        response: { 204: NoContent, ...errors },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      if (user.email_verified === 1) {
        throw new AppError(409, 'conflict', 'Your email address is already verified.');
      }
      await sendVerification(deps(), user, requestLocale(req));
      return reply.code(204).send(null);
    },
  );
}

/** A forgotten password, its reset, and a change of password. */
function passwordRoutes(app: AppInstance, deps: () => AuthDeps): void {
  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (the same answer whether or not the account exists)',
        body: ForgotPasswordBody,
        response: { 204: NoContent, ...errors },
      },
    },
    async (req, reply) => {
      // The same work before the answer for a known and an unknown address (ADR 040).
      await acceptForgotPassword(deps(), req.body.email);
      const { email } = req.body;
      const asked = requestLocale(req);
      app.afterAnswer.run(reply, 'forgot-password', () =>
        completeForgotPassword(deps(), email, asked),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed token; signs out every session',
        body: ResetPasswordBody,
        response: { 204: NoContent, ...errors },
      },
    },
    async (req, reply) => {
      await resetPassword(deps(), req.body.token, req.body.password);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/password',
    {
      config: { access: 'user', whileSuspended: true },
      schema: {
        tags: ['auth'],
        summary: 'Change my password; signs out my other sessions',
        body: ChangePasswordBody,
        response: { 204: NoContent, ...errors },
      },
    },
    async (req, reply) => {
      await changePassword(
        deps(),
        signedInUser(req),
        req.body.currentPassword,
        req.body.newPassword,
        req.sessionId,
      );
      return reply.code(204).send(null);
    },
  );
}
