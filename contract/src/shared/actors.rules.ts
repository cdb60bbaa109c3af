import type { Role } from '../auth/auth.ts';
import { can } from './permissions.rules.ts';
import type { Restriction } from '../trust/trust.rules.ts';

/**
 * The actor of the policies (policies.ts, which re-exports these): apart so the web app's
 * first load (the header's Admin link) takes these few lines and not every feature's rules.
 */

/**
 * The signed-in member acting, or null for a visitor; `restriction` is a staff limit or
 * suspension (trust.ts).
 */
export type Actor = {
  id: number;
  role: Role;
  emailVerified: boolean;
  restriction: Restriction | null;
} | null;

/** The web app's signed-in user (or none) as an actor. */
export function actorOf(
  user:
    | {
        id: number;
        role: Role;
        emailVerified: boolean;
        standing?: { restriction: Restriction | null } | undefined;
      }
    | null
    | undefined,
): Actor {
  return user
    ? {
        id: user.id,
        role: user.role,
        emailVerified: user.emailVerified,
        restriction: user.standing?.restriction ?? null,
      }
    : null;
}

/** Moderators and admins: the Admin link, the dashboard, notifications (spec §6). */
export function actsAsStaff(actor: Actor): boolean {
  return can(actor?.role, 'viewAdmin');
}
