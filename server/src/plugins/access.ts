import { can, type Capability } from '@inklore/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '#src/app-instance.ts';
import { requestActor, type ApiRoute } from '#src/lib/access.ts';
import { actorFromUser, forbidden, requireStaffSession, restricted } from '#src/lib/actor.ts';
import { AppError } from '#src/lib/errors.ts';

/**
 * Builds each request's actor and checks the route's declared access (`config.access`, and
 * `config.token` for a token's request: lib/access.ts) before the body is read.
 */
export function registerAccess(app: AppInstance): void {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no config.access`);
    }
    const token = route.config?.token;
    if (token !== undefined && typeof access === 'object') {
      throw new Error(
        `Route ${String(route.method)} ${route.url} is a staff route and must not declare config.token`,
      );
    }
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, access, ...(token === undefined ? {} : { token }) });
    }
  });

  // preParsing: the actor is built once, and a caller without access is refused before its
  // body is read.
  app.decorateRequest('actor', null);
  app.addHook('preParsing', async (req, reply, payload) => {
    // A token's request acts as a plain member (role 'user'), never as staff (ADR 039).
    req.actor = req.user
      ? actorFromUser(req.user, req.sessionMfa, req.accessToken ? 'token' : 'session')
      : null;
    checkToken(req, reply);
    checkAccess(app, req);
    return payload;
  });
}

/**
 * A request authenticated by a personal access token: the route must declare `config.token`
 * (403 token_not_allowed), and a 'write' route needs a write token (403 insufficient_scope).
 */
function checkToken(req: FastifyRequest, reply: FastifyReply): void {
  const token = req.accessToken;
  if (token === null) return;
  const declared = req.routeOptions.config.token;
  if (declared === undefined) {
    throw new AppError(
      403,
      'token_not_allowed',
      'This call cannot be made with an access token. Sign in on the website to do it.',
    );
  }
  if (declared === 'write' && token.scope !== 'write') {
    void reply.header('www-authenticate', 'Bearer error="insufficient_scope", scope="write"');
    throw new AppError(
      403,
      'insufficient_scope',
      'This access token may only read. To make changes, create a token that may read and write on your profile page.',
    );
  }
}

/** The route's declared access for the request's user (401 or 403 when it falls short). */
function checkAccess(app: AppInstance, req: FastifyRequest): void {
  const access = req.routeOptions.config.access;
  if (access === undefined || access === 'public') return;
  const user = req.user;
  if (!user) throw new AppError(401, 'unauthorized', 'Please sign in first.');
  if (
    user.restriction === 'suspended' &&
    req.method !== 'GET' &&
    req.method !== 'HEAD' &&
    req.routeOptions.config.whileSuspended !== true
  ) {
    throw restricted('suspended', user.restriction_reason);
  }
  if (access === 'user') return;
  if (access === 'verified') {
    if (user.email_verified !== 1) {
      throw new AppError(403, 'email_unverified', 'Please verify your email address first.');
    }
    if (user.restriction !== null) throw restricted(user.restriction, user.restriction_reason);
    return;
  }
  assertCapability(app, req, access.capability);
}

/**
 * The capability check of `{ capability }` routes: the role must allow it (the contract's
 * CAPABILITIES) and, while STAFF_MFA=required, this session must have proved two-factor.
 */
function assertCapability(app: AppInstance, req: FastifyRequest, capability: Capability): void {
  const actor = requestActor(req);
  if (!can(actor.role, capability)) throw forbidden();
  requireStaffSession(actor, app.config.staffMfa);
}
