import { PEN_LIMITS, PEN_MESSAGES } from '@inklore/contract';
import type { RequestActor } from '#src/lib/actor.ts';
import { assertMayAct } from '#src/lib/actor.ts';
import { AppError, notFound } from '#src/lib/errors.ts';

/**
 * Pens, pairings and diary days are the member's own (ADR 056): to anyone else, staff
 * included, they do not exist (404, never 403, so an id tells nothing).
 */
export function assertOwn<T extends { user_id: number }>(
  actor: RequestActor,
  row: T | undefined,
  message: string,
): asserts row is T {
  if (row?.user_id !== actor.id) throw notFound(message);
}

/**
 * A public pen is seen by everyone: making a pen public, or changing what others see of one
 * that is, needs a verified email and no limit (as a public collection: ACTION_TRUST
 * publishPens). Keeping pens, pairings and the diary needs only an account (keepPens).
 */
export function assertMayPublish(
  actor: RequestActor,
  change: { makesPublic: boolean; editsPublic: boolean },
): void {
  if (change.makesPublic || change.editsPublic) assertMayAct(actor, 'publishPens');
}

const conflict = (message: string) => new AppError(409, 'conflict', message);

/** PEN_LIMITS.perMember pens, archived ones included. */
export function assertRoomForPen(have: number): void {
  if (have >= PEN_LIMITS.perMember) throw conflict(PEN_MESSAGES.tooMany);
}

export function assertRoomForInking(have: number): void {
  if (have >= PEN_LIMITS.inkingsPerMember) throw conflict(PEN_MESSAGES.tooManyInkings);
}

export function assertRoomForUse(have: number): void {
  if (have >= PEN_LIMITS.usesPerMember) throw conflict(PEN_MESSAGES.tooManyUses);
}
