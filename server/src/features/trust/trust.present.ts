import type { RestrictedMember } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { RestrictedRow } from './trust.queries.ts';

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
