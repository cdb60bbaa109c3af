import type { Role } from './auth.ts';
import { can } from './permissions.ts';

/**
 * The actor of the policies (policies.ts, which re-exports these): apart so the web app's
 * first load (the header's Admin link) takes these few lines and not every feature's rules.
 */

/** The signed-in member acting, or null for a visitor. */
export type Actor = { id: number; role: Role; emailVerified: boolean } | null;

/** The web app's signed-in user (or none) as an actor. */
export function actorOf(
  user: { id: number; role: Role; emailVerified: boolean } | null | undefined,
): Actor {
  return user ? { id: user.id, role: user.role, emailVerified: user.emailVerified } : null;
}

/** Moderators and admins: the Admin link, the dashboard, notifications (spec §6). */
export function actsAsStaff(actor: Actor): boolean {
  return can(actor?.role, 'viewAdmin');
}
