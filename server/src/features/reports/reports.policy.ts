import { mayRemoveReported, mayReport, type ReportType } from '@inklore/contract';
import type { Config } from '#src/config.ts';
import { forbidden, requireStaffSession, type RequestActor } from '#src/lib/actor.ts';

/** Members report what others made, never their own. */
export function assertMayReport(actor: RequestActor, target: { ownerId: number | null }): void {
  if (!mayReport(actor, target)) throw forbidden('You cannot report your own content.');
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
