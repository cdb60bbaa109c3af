import type { CrowdData, RestrictedMember } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { imageVotesOnInk, propertyVotesOnInk, RestrictedRow } from './trust.queries.ts';

type PropertyVoteRow = Awaited<ReturnType<typeof propertyVotesOnInk>>[number];
type ImageVoteRow = Awaited<ReturnType<typeof imageVotesOnInk>>[number];

/** A condition read as a column: 1 or 0 from SQLite, true or false from PostgreSQL. */
const yes = (v: number | boolean) => v === true || v === 1;

function presentVoter(r: PropertyVoteRow | ImageVoteRow) {
  return {
    userId: r.user_id,
    username: r.username,
    emailVerified: r.email_verified === 1,
    joinedAt: toIso(r.joined_at),
    restricted: r.restriction !== null,
    group: r.voter_group,
    counted: yes(r.counted),
  };
}

/** An ink's votes with their voters, as staff see them (the console's Crowd data). */
export function presentCrowdData(
  inkId: number,
  properties: PropertyVoteRow[],
  images: ImageVoteRow[],
): CrowdData {
  return {
    inkId,
    propertyVotes: properties.map((r) => ({
      ...presentVoter(r),
      trusted: yes(r.trusted),
      property: r.property,
      value: r.value,
      at: toIso(r.updated_at),
    })),
    imageVotes: images.map((r) => ({
      ...presentVoter(r),
      imageId: r.image_id,
      at: toIso(r.updated_at),
    })),
  };
}

/** A restricted member as the staff console shows them. */
export function presentRestricted(r: RestrictedRow): RestrictedMember {
  return {
    id: r.id,
    username: r.username,
    restriction: r.restriction ?? 'limited',
    reason: r.restriction_reason ?? '',
    since: r.restricted_at === null ? '' : toIso(r.restricted_at),
    restrictedBy: r.restricted_by,
    appeal: r.appeal_state ?? 'open',
    appealText: r.appeal_text,
    appealedAt: r.appealed_at === null ? null : toIso(r.appealed_at),
  };
}
