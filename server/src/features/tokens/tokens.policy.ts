import { TOKEN_LIMITS } from '@inklore/contract';
import type { RequestActor } from '#src/lib/actor.ts';
import { AppError, notFound } from '#src/lib/errors.ts';

export const NO_TOKEN = 'Access token not found. It may have been revoked already.';

/** A token is its owner's alone: anyone else's does not exist for them (404, never 403). */
export function assertOwnToken(actor: RequestActor, token: { user_id: number } | undefined): void {
  if (!token || token.user_id !== actor.id) throw notFound(NO_TOKEN);
}

/** A member holds at most TOKEN_LIMITS.perMember tokens that have not expired. */
export function assertMayHoldAnother(live: number): void {
  if (live >= TOKEN_LIMITS.perMember) {
    throw new AppError(
      409,
      'conflict',
      `You already have ${String(TOKEN_LIMITS.perMember)} access tokens, the most one member may hold. Revoke one you no longer use, then create the new one.`,
    );
  }
}
