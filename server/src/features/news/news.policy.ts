import { mayManageNews } from '@inklore/contract';
import type { Config } from '#src/config.ts';
import { hasStaffSession, type RequestActor } from '#src/lib/actor.ts';

/**
 * The news rules (contract/src/shared/policies.rules.ts) as the server applies them. Writing is guarded by
 * the routes' `manageNews` capability (plugins/access.ts); what is left here is who sees a
 * draft on the public story route: moderators and admins whose session may act as staff
 * (two-factor, while STAFF_MFA=required). Everyone else is told a draft does not exist.
 */
export function seesDrafts(actor: RequestActor | null, staffMfa: Config['staffMfa']): boolean {
  return actor !== null && mayManageNews(actor) && hasStaffSession(actor, staffMfa);
}
