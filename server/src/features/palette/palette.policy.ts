import { owns } from '@inklore/contract';
import { PALETTE_MESSAGES } from '@inklore/contract/palette/palette.rules';
import type { RequestActor } from '#src/lib/actor.ts';
import { notFound } from '#src/lib/errors.ts';

/**
 * Whose owned inks a viewer may see (ADR 039): the member's own, always; another member's
 * only when they turned on "Show my ink colours on my profile" (`users.show_ink_colors`), as
 * the profile's palette. Otherwise 404, as a year not shared: the answer says only that the
 * inks are not public, which the profile already shows.
 */
export function assertMaySeeOwnedInks(
  viewer: RequestActor | null,
  member: { id: number; show_ink_colors: number },
): void {
  if (member.show_ink_colors === 1 || owns(viewer, { userId: member.id })) return;
  throw notFound(PALETTE_MESSAGES.notPublic);
}
