import {
  RESTRICTION_TEXT,
  trustRefusal,
  VERIFY_TO,
  type Actor,
  type Restriction,
  type TrustedAction,
} from '@inklore/contract';
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
  /** The staff's reason for a limit or suspension (shown with every refusal). */
  restrictionReason: string | null;
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
      restriction: user.restriction,
      restrictionReason: user.restriction_reason,
      totpEnabled: user.totp_enabled === 1,
      twoFactorSession: false,
    };
  }
  return {
    id: user.id,
    role: user.role,
    emailVerified: user.email_verified === 1,
    restriction: user.restriction,
    restrictionReason: user.restriction_reason,
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

/**
 * The refusal for a limited or suspended account (403 account_limited or account_suspended),
 * with the staff's reason, which the member also sees on their profile.
 */
export function restricted(restriction: Restriction, reason: string | null): AppError {
  const why = reason ? ` The moderators' reason: ${reason}` : '';
  return new AppError(
    403,
    restriction === 'limited' ? 'account_limited' : 'account_suspended',
    `${RESTRICTION_TEXT[restriction]}${why} You can appeal once on your profile page.`,
  );
}

/**
 * The trust rule of an action (contract/src/trust/trust.rules.ts) as a refusal: 401 for a visitor, 403
 * email_unverified (in the words the web shows where the action is), or the restriction's.
 */
export function assertMayAct(actor: RequestActor | null, action: TrustedAction): void {
  const refusal = trustRefusal(actor, action);
  if (refusal === null) return;
  if (refusal === 'sign_in' || actor === null) {
    throw new AppError(401, 'unauthorized', 'Please sign in first.');
  }
  if (refusal === 'verify') {
    throw new AppError(403, 'email_unverified', `${VERIFY_TO[action]}.`);
  }
  throw restricted(refusal, actor.restrictionReason);
}
