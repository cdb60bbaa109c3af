import { mayReviewProfileImage, mayReviewProfileImages, OWN_IMAGE_REVIEW } from '@inklore/contract';
import type { Config } from '#src/config.ts';
import { forbidden, requireStaffSession, type RequestActor } from '#src/lib/actor.ts';

/** Moderators and admins review submissions (in a staff session while STAFF_MFA=required). */
export function assertMayReview(actor: RequestActor, staffMfa: Config['staffMfa']): void {
  if (!mayReviewProfileImages(actor)) {
    throw forbidden('Only moderators and admins review profile images.');
  }
  requireStaffSession(actor, staffMfa);
}

/** Settling one submission: a reviewer who did not propose it (a second pair of eyes). */
export function assertMayReviewOne(
  actor: RequestActor,
  submission: { user_id: number | null },
  staffMfa: Config['staffMfa'],
): void {
  assertMayReview(actor, staffMfa);
  if (!mayReviewProfileImage(actor, { userId: submission.user_id })) {
    throw forbidden(OWN_IMAGE_REVIEW);
  }
}
