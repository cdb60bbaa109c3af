import { COLLECTION_LIMITS, mayChangeCollection, maySeeCollection } from '@inklore/contract';
import type { RequestActor } from '#src/lib/actor.ts';
import { assertMayAct, forbidden } from '#src/lib/actor.ts';
import { AppError, notFound } from '#src/lib/errors.ts';

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
 * description of one that is, needs a verified email and no limit.
 */
export function assertMayPublish(
  actor: RequestActor,
  change: { makesPublic: boolean; editsPublic: boolean },
): void {
  if (change.makesPublic || change.editsPublic) assertMayAct(actor, 'publishCollections');
}

/**
 * The one rule for how many collections a member keeps (COLLECTION_LIMITS.perMember): the
 * create route adds one, an import's tags may add many. `instead` says what else
 * the member can do when more than one would pass the limit.
 */
export function assertRoomForCollections(have: number, adding = 1, instead?: string): void {
  const max = COLLECTION_LIMITS.perMember;
  if (have + adding <= max) return;
  throw new AppError(
    409,
    'conflict',
    adding === 1
      ? `You have ${max} collections, the most one member keeps. Delete one first.`
      : `That would make ${adding} new collections, and you have ${have}: a member keeps at most ${max}. ${instead ?? 'Delete some first.'}`,
  );
}

/** The one rule for how many inks a collection holds (COLLECTION_LIMITS.inksPerCollection). */
export function assertRoomForInks(have: number, adding = 1, name?: string): void {
  const max = COLLECTION_LIMITS.inksPerCollection;
  if (have + adding <= max) return;
  throw new AppError(
    409,
    'conflict',
    name === undefined
      ? `A collection holds at most ${max} inks.`
      : `The collection “${name}” would hold ${have + adding} inks: a collection holds at most ${max}.`,
  );
}
