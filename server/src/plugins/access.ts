import { can, type Capability } from '@inklore/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '#src/app-instance.ts';
import {
  actorFromUser,
  forbidden,
  requireStaffSession,
  type RequestActor,
} from '#src/lib/actor.ts';
import { AppError } from '#src/lib/errors.ts';

/**
 * Who may call a route, declared on every API route as `config.access`:
 * - 'public': anyone;
 * - 'user': signed in;
 * - 'verified': signed in with a verified email;
 * - { capability }: signed in with a role the contract's CAPABILITIES table allows, and,
 *   for staff while STAFF_MFA=required, with two-factor sign-in turned on.
 * A route without `access` fails at start-up, so none is forgotten.
 */
export type Access = 'public' | 'user' | 'verified' | { capability: Capability };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The member acting on this request (null for a visitor), built once by this plugin. */
    actor: RequestActor | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access (the authorization matrix test reads it). */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
}

export function registerAccess(app: AppInstance): void {
  const routes: { method: string; url: string; access: Access }[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no config.access`);
    }
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
  });

  // preParsing: the actor is built once, and a caller without access is refused before its
  // body is read.
  app.decorateRequest('actor', null);
  app.addHook('preParsing', async (req, _reply, payload) => {
    req.actor = req.user ? actorFromUser(req.user, req.sessionMfa) : null;
    checkAccess(app, req);
    return payload;
  });
}

/** The route's declared access for the request's user (401 or 403 when it falls short). */
function checkAccess(app: AppInstance, req: FastifyRequest): void {
  const access = req.routeOptions.config.access;
  if (access === undefined || access === 'public') return;
  const user = req.user;
  if (!user) throw new AppError(401, 'unauthorized', 'Please sign in first.');
  if (access === 'user') return;
  if (access === 'verified') {
    if (user.email_verified !== 1) {
      throw new AppError(403, 'email_unverified', 'Please verify your email address first.');
    }
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

/** The acting member of a route whose access already demanded one. */
export function requestActor(req: FastifyRequest): RequestActor {
  if (!req.actor) throw new AppError(401, 'unauthorized', 'Please sign in first.');
  return req.actor;
}

/** The signed-in user of a route whose access already demanded one. */
export function signedInUser(req: FastifyRequest): NonNullable<FastifyRequest['user']> {
  if (!req.user) throw new AppError(401, 'unauthorized', 'Please sign in first.');
  return req.user;
}
