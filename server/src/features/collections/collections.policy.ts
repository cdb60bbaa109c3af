import { mayChangeCollection, maySeeCollection } from '@inklore/contract';
import type { RequestActor } from '#src/lib/actor.ts';
import { assertMayAct, forbidden } from '#src/lib/actor.ts';
import { notFound } from '#src/lib/errors.ts';

export const NO_COLLECTION = 'Collection not found.';

/** A private collection does not exist for anyone but its owner: 404, never 403. */
export function assertMaySee(
  actor: RequestActor | null,
  c: { user_id: number; is_public: number },
): void {
  if (!maySeeCollection(actor, { userId: c.user_id, isPublic: c.is_public === 1 })) {
    throw notFound(NO_COLLECTION);
  }
}

/** Changes are the owner's; others who may see it are refused, others learn nothing. */
export function assertMayChange(
  actor: RequestActor,
  c: { user_id: number; is_public: number },
): void {
  assertMaySee(actor, c);
  if (!mayChangeCollection(actor, { userId: c.user_id })) {
    throw forbidden('Only the owner changes a collection.');
  }
}

/**
 * A public collection is seen by everyone: making one public, or changing the name or
 * description of one that is, needs a verified email and no limit (issue 30).
 */
export function assertMayPublish(
  actor: RequestActor,
  change: { makesPublic: boolean; editsPublic: boolean },
): void {
  if (change.makesPublic || change.editsPublic) assertMayAct(actor, 'publishCollections');
}
