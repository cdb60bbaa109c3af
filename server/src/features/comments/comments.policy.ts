import { commentRemoval, mayEditComment } from '@inklore/contract';
import type { Config } from '#src/config.ts';
import { forbidden, requireStaffSession, type RequestActor } from '#src/lib/actor.ts';

/**
 * The comment rules (contract/src/shared/policies.rules.ts) as the server enforces them, with the
 * feature's own refusals. Services call these; routes never decide.
 */
export function assertMayEditComment(actor: RequestActor, comment: { user_id: number }): void {
  if (!mayEditComment(actor, { userId: comment.user_id })) {
    throw forbidden('You can only edit your own comments.');
  }
}

/**
 * How the actor deletes this comment: their own, or as staff (the role allows it and, while
 * STAFF_MFA=required, this session proved two-factor sign-in).
 */
export function removalOf(
  actor: RequestActor,
  comment: { user_id: number },
  staffMfa: Config['staffMfa'],
): 'own' | 'moderate' {
  const how = commentRemoval(actor, { userId: comment.user_id });
  if (how === null) throw forbidden();
  if (how === 'moderate') requireStaffSession(actor, staffMfa);
  return how;
}
