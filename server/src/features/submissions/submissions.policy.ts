import { mayReviewSubmissions, maySubmitInk } from '@inklore/contract';
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
