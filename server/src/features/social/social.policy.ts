import { FOLLOW_LIMITS, MEMBER_MESSAGES, SOCIAL_MESSAGES } from '@inklore/contract';
import { AppError } from '#src/lib/errors.ts';
import type { FeedEventRow } from './feed.queries.ts';

/*
 * The rules of follows and the feed (ADR 060) as the server enforces them. The route's access
 * ('verified') already refused visitors, unverified and limited or suspended accounts: the
 * trust rule `follow` (contract/src/trust/trust.rules.ts).
 */

/** Not oneself (400), nobody blocked either way (403). */
export function assertMayFollow(
  followerId: number,
  followee: { id: number },
  blocked: boolean,
): void {
  if (followee.id === followerId) {
    throw new AppError(400, 'bad_request', SOCIAL_MESSAGES.followSelf);
  }
  if (blocked) throw new AppError(403, 'forbidden', MEMBER_MESSAGES.blocked);
}

/** Room for one more followed member (409 past FOLLOW_LIMITS.membersPerMember). */
export function assertRoomForMember(following: number): void {
  if (following >= FOLLOW_LIMITS.membersPerMember) {
    throw new AppError(409, 'conflict', SOCIAL_MESSAGES.tooManyFollows);
  }
}

/** Room for one more followed brand (409 past FOLLOW_LIMITS.brandsPerMember). */
export function assertRoomForBrand(following: number): void {
  if (following >= FOLLOW_LIMITS.brandsPerMember) {
    throw new AppError(409, 'conflict', SOCIAL_MESSAGES.tooManyBrands);
  }
}

/**
 * Whether a feed event is shown now (checked at every read, whatever was true when it was
 * recorded): its actor live and not limited or suspended (a restricted account posts nothing
 * others see), nobody blocked either way (`hidden`), its ink
 * live, and the thing itself still public: the image not removed, the collection public, the
 * pairing's pen public and not archived, the story published and about the same brand.
 */
export function feedEventVisible(row: FeedEventRow, hidden: ReadonlySet<number>): boolean {
  if (row.actor_id !== null) {
    if (row.username === null || row.restriction !== null) return false;
    if (hidden.has(row.actor_id)) return false;
  }
  if (row.ink_id !== null && (row.ink_name === null || row.ink_deleted_at !== null)) return false;
  switch (row.kind) {
    case 'image':
      return row.image_id !== null && row.ink_id !== null;
    case 'discovery':
    case 'brand_ink':
      return row.ink_id !== null;
    case 'collection':
      return row.collection_public === 1;
    case 'inking':
      return row.inking_id !== null && row.pen_public === 1 && row.pen_archived_at === null;
    case 'news':
      return row.news_published === 1 && row.news_brand_norm === row.brand_norm;
  }
}
