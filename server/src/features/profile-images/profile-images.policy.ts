import { mayReviewProfileImages } from '@inklore/contract';
import type { Config } from '#src/config.ts';
import { forbidden, requireStaffSession, type RequestActor } from '#src/lib/actor.ts';

/** Moderators and admins review submissions (in a staff session while STAFF_MFA=required). */
export function assertMayReview(actor: RequestActor, staffMfa: Config['staffMfa']): void {
  if (!mayReviewProfileImages(actor)) {
    throw forbidden('Only moderators and admins review profile images.');
  }
  requireStaffSession(actor, staffMfa);
}
