import {
  mayReviewSubmission,
  mayReviewSubmissions,
  maySubmitInk,
  OWN_DISCOVERY_REVIEW,
} from '@inklore/contract';
import type { Config } from '#src/config.ts';
import { AppError } from '#src/lib/errors.ts';
import { forbidden, requireStaffSession, type RequestActor } from '#src/lib/actor.ts';

/** Sharing a discovery needs a verified email (the route demands it; the rule is here too). */
export function assertMaySubmit(actor: RequestActor): void {
  if (!maySubmitInk(actor)) {
    throw new AppError(403, 'email_unverified', 'Please verify your email address first.');
  }
}

export function assertMayReview(actor: RequestActor, staffMfa: Config['staffMfa']): void {
  if (!mayReviewSubmissions(actor))
    throw forbidden('Only moderators and admins review submissions.');
  requireStaffSession(actor, staffMfa);
}

/**
 * Settling one discovery: a reviewer (assertMayReview) who did not share it. A moderator's
 * own discovery waits for another moderator or admin (a second pair of eyes).
 */
export function assertMayReviewOne(
  actor: RequestActor,
  submission: { user_id: number | null },
  staffMfa: Config['staffMfa'],
): void {
  assertMayReview(actor, staffMfa);
  if (!mayReviewSubmission(actor, { userId: submission.user_id })) {
    throw forbidden(OWN_DISCOVERY_REVIEW);
  }
}
