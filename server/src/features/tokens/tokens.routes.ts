import {
  AccessTokenBody,
  AccessTokenList,
  CreatedAccessToken,
  ErrorBody,
  IdParams,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { requestActor } from '#src/lib/access.ts';
import { createToken, listTokens, revokeToken } from './tokens.service.ts';

/**
 * Personal access tokens (issue 19 part 3, ADR 029): GET, POST /api/tokens and
 * DELETE /api/tokens/{id}. None declares `config.token`: a token never manages tokens. Listing
 * and revoking need a member ('user': one can always see and end one's own credentials);
 * creating one needs a verified email address.
 */
export function tokenRoutes(app: AppInstance): void {
  const deps = { db: app.db, config: app.config };

  app.get(
    '/api/tokens',
    {
      config: { access: 'user' },
      schema: {
        tags: ['access tokens'],
        summary: 'Your personal access tokens (never their secrets), newest first',
        response: { 200: AccessTokenList, 401: ErrorBody, 403: ErrorBody },
      },
    },
    (req) => listTokens(app.db, requestActor(req)),
  );

  app.post(
    '/api/tokens',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['access tokens'],
        summary:
          'Create a personal access token {name, scope, expiresInDays?}: its secret is in this answer only',
        body: AccessTokenBody,
        response: { 201: CreatedAccessToken, ...writeErrors },
      },
    },
    async (req, reply) => {
      const created = await createToken(deps, requestActor(req), req.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/tokens/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['access tokens'],
        summary: 'Revoke one of your personal access tokens',
        params: IdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await revokeToken(deps, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
