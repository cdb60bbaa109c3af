import { mayRemoveReported, mayReport, type ReportType } from '@inklore/contract';
import type { Config } from '#src/config.ts';
import { forbidden, requireStaffSession, type RequestActor } from '#src/lib/actor.ts';

/** Members report what others made, never their own. */
export function assertMayReport(actor: RequestActor, target: { ownerId: number | null }): void {
  if (!mayReport(actor, target)) throw forbidden('You cannot report your own content.');
}

/**
 * Whether the reporter may see the target at all: a message on a sample request only by the
 * other member of its request (to anyone else, its sender included, it does not exist: ADR
 * 059); everything else reportable is public.
 */
export function reporterSees(
  actor: RequestActor,
  target: {
    ownerId: number | null;
    members?: { requesterId: number | null; ownerId: number | null };
  },
): boolean {
  if (target.members === undefined) return true;
  const { requesterId, ownerId } = target.members;
  return (actor.id === requesterId || actor.id === ownerId) && actor.id !== target.ownerId;
}

/** Removing reported content: comments and images by staff, inks by admins only. */
export function assertMayRemoveReported(
  actor: RequestActor,
  reportType: ReportType,
  staffMfa: Config['staffMfa'],
): void {
  if (!mayRemoveReported(actor, reportType)) throw forbidden();
  requireStaffSession(actor, staffMfa);
}
