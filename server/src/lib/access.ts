import type { Capability } from '@inklore/contract';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '#src/db/schema.ts';
import type { RequestActor } from './actor.ts';
import { AppError } from './errors.ts';

/**
 * Who may call a route, declared on every API route as `config.access`, by trust level
 * (contract/src/trust/trust.rules.ts, docs/security.md "Trust levels"):
 * - 'public': anyone;
 * - 'user': signed in (trust level 'new' and up): what is the member's own;
 * - 'verified': signed in with a verified email (level 'member' and up): anything other
 *   people see or that changes shared data; refused to a limited account;
 * - { capability }: signed in with a role the contract's CAPABILITIES table allows, and,
 *   for staff while STAFF_MFA=required, with two-factor sign-in turned on.
 * A suspended account may only read (GET), sign out, export or delete its data and appeal:
 * the routes that allow it declare `config.whileSuspended: true`.
 * A route without `access` fails at start-up (plugins/access.ts checks it), so none is forgotten.
 */
export type Access = 'public' | 'user' | 'verified' | { capability: Capability };

/**
 * Whether a personal access token may call a route (ADR 029), declared beside `access` as
 * `config.token`: 'read' lets a token of either scope call it, 'write' only a write token. A
 * route without it refuses every token (403 token_not_allowed): staff routes, password, email,
 * two-factor, sessions and token management never declare it (a `{ capability }` route that
 * does fails at start-up). `access` still applies to the token's member.
 */
export type TokenAccess = 'read' | 'write';

/** A declared API route as the authorization matrix and the OpenAPI document read it. */
export type ApiRoute = { method: string; url: string; access: Access; token?: TokenAccess };

/**
 * What a route declares and what a request carries about who is calling: the plugins fill
 * them in (plugins/sessions.ts, plugins/access.ts), the routes read them through the helpers
 * below.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    token?: TokenAccess;
    /** A suspended account may still call it (sign out, appeal, export, delete the account). */
    whileSuspended?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: UserRow | null;
    /** The hashed id of the current session, or null. */
    sessionId: string | null;
    /** Whether the current session proved a second factor at sign-in (or at enrolment). */
    sessionMfa: boolean;
    /** The member acting on this request (null for a visitor), built once by the access plugin. */
    actor: RequestActor | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access (the authorization matrix test reads it). */
    apiRoutes: ApiRoute[];
  }
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
