import { communityImageRemoval, mayMarkImageOfficial, mayVoteOnImage } from '@inklore/contract';
import type { Config } from '#src/config.ts';
import { forbidden, requireStaffSession, type RequestActor } from '#src/lib/actor.ts';

/**
 * The gallery's rules (contract/src/shared/policies.rules.ts) as the server enforces them. Staff actions
 * (marking official, removing someone else's image) also need a staff session while
 * STAFF_MFA=required.
 */
export function assertMayMarkOfficial(actor: RequestActor, staffMfa: Config['staffMfa']): void {
  if (!mayMarkImageOfficial(actor)) {
    throw forbidden('Only moderators and admins mark an image official.');
  }
  requireStaffSession(actor, staffMfa);
}

export function assertMayVote(actor: RequestActor, image: { user_id: number }): void {
  if (!mayVoteOnImage(actor, { userId: image.user_id })) {
    throw forbidden('You cannot vote on your own image.');
  }
}

/** How the actor deletes this image: their own, or as staff. */
export function imageRemovalOf(
  actor: RequestActor,
  image: { user_id: number },
  staffMfa: Config['staffMfa'],
): 'own' | 'moderate' {
  const how = communityImageRemoval(actor, { userId: image.user_id });
  if (how === null) throw forbidden('You can only delete your own images.');
  if (how === 'moderate') requireStaffSession(actor, staffMfa);
  return how;
}
