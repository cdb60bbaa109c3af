import type { Actor } from '@inklore/contract';
import type { Config } from '#src/config.ts';
import type { UserRow } from '#src/db/schema.ts';
import { AppError } from './errors.ts';

/**
 * Who is acting on a request, as the access plugin builds it once per request: the member
 * (the contract's Actor, which the policies take) and what only the server knows about this
 * session, whether it proved two-factor sign-in.
 */
export type RequestActor = NonNullable<Actor> & {
  /** The account has two-factor sign-in turned on. */
  totpEnabled: boolean;
  /** This session proved a second factor at sign-in (or at enrolment). */
  twoFactorSession: boolean;
};

/**
 * The request's actor, built once per request by the access plugin. A personal access token's
 * request acts as a plain member whatever the account's role and whatever STAFF_MFA says
 * (ADR 029, ADR 039): its actor has the role 'user' and no two-factor session, so no staff
 * rule (can(), actsAsStaff, mayManageNews, ...) ever answers yes to a token.
 */
export function actorFromUser(
  user: UserRow,
  twoFactorSession: boolean,
  via: 'session' | 'token' = 'session',
): RequestActor {
  if (via === 'token') {
    return {
      id: user.id,
      role: 'user',
      emailVerified: user.email_verified === 1,
      totpEnabled: user.totp_enabled === 1,
      twoFactorSession: false,
    };
  }
  return {
    id: user.id,
    role: user.role,
    emailVerified: user.email_verified === 1,
    totpEnabled: user.totp_enabled === 1,
    twoFactorSession,
  };
}

/**
 * The session rule for staff actions (STAFF_MFA=required): the account must have two-factor
 * on AND this session must have proved it; a session opened with a password alone before
 * enrolment does not count. The role rules are the contract's policies.
 */
export function requireStaffSession(actor: RequestActor, staffMfa: Config['staffMfa']): void {
  if (hasStaffSession(actor, staffMfa)) return;
  throw new AppError(
    403,
    'mfa_required',
    actor.totpEnabled
      ? 'Staff actions need a session signed in with your two-factor code. Sign out, sign in again with your code, then try again.'
      : 'Staff actions need two-factor sign-in. Turn it on in your profile, then try again.',
  );
}

/** Whether this session may act as staff (the rule of requireStaffSession, as a question). */
export function hasStaffSession(actor: RequestActor, staffMfa: Config['staffMfa']): boolean {
  return staffMfa !== 'required' || (actor.totpEnabled && actor.twoFactorSession);
}

/** The refusal when a role or ownership rule says no. */
export function forbidden(message = 'You do not have permission to do that.'): AppError {
  return new AppError(403, 'forbidden', message);
}
