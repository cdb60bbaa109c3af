import {
  CurrentUser,
  ErrorBody,
  TotpCodeBody,
  TotpEnableResponse,
  TotpSetupResponse,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { signedInUser } from '#src/lib/access.ts';
import { rotateCsrf } from '#src/lib/csrf.ts';
import { AppError } from '#src/lib/errors.ts';
import {
  clearPendingCookie,
  markSessionMfa,
  PENDING_COOKIE,
  startSession,
} from '#src/shared/sessions/sessions.service.ts';
import { presentCurrentUser } from '#src/shared/user-records/user-records.present.ts';
import {
  completeTotpLogin,
  disableTotp,
  enableTotp,
  setupTotp,
  type TotpDeps,
} from './totp.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const NoContent = z.null().describe('No content');

/** Two-factor sign-in (decisions.md, "Calls beyond the spec's table"). */
export function totpRoutes(app: AppInstance): void {
  const deps = (): TotpDeps => ({ db: app.db, config: app.config });

  app.post(
    '/api/auth/totp/setup',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Start two-factor set-up: a new secret and its otpauth:// URL for the QR code',
        response: { 200: TotpSetupResponse, ...errors },
      },
    },
    async (req) => setupTotp(deps(), signedInUser(req)),
  );

  app.post(
    '/api/auth/totp/enable',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor on with a first code; returns the recovery codes, once',
        body: TotpCodeBody,
        response: { 200: TotpEnableResponse, ...errors },
      },
    },
    async (req) => {
      const recoveryCodes = await enableTotp(deps(), signedInUser(req), req.body.code, req.ip);
      // The code just proved the second factor in this session.
      await markSessionMfa(app.db, req);
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/auth/totp/disable',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor off with a current code or a recovery code',
        body: TotpCodeBody,
        response: { 204: NoContent, ...errors },
      },
    },
    async (req, reply) => {
      await disableTotp(deps(), signedInUser(req), req.body.code, req.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/login/totp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Finish signing in with a two-factor code or a recovery code',
        body: TotpCodeBody,
        response: { 200: CurrentUser, ...errors },
      },
    },
    async (req, reply) => {
      let user;
      try {
        user = await completeTotpLogin(deps(), req.cookies[PENDING_COOKIE], req.body.code, req.ip);
      } catch (err) {
        // The pending sign-in is over: the browser should forget it too.
        if (err instanceof AppError && err.status === 401) clearPendingCookie(reply, app.config);
        throw err;
      }
      clearPendingCookie(reply, app.config);
      await startSession(app.db, app.config, req, reply, user.id, { mfa: true });
      rotateCsrf(app, req, reply);
      return presentCurrentUser(user, app.config.trust);
    },
  );
}
