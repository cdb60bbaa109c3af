import type { Badge } from '@inklore/contract';
import { t } from '@lingui/core/macro';

/** How far along a member is towards a badge, from 0 to 1. */
export function fraction(badge: Pick<Badge, 'progress' | 'target'>): number {
  if (badge.progress === null || badge.target <= 0) return 0;
  return Math.min(1, Math.max(0, badge.progress / badge.target));
}

/** A badge earned by a role, not by counting (staff badges): no progress bar for it. */
export const isRoleBadge = (badge: Pick<Badge, 'measure'>) => badge.measure === 'staffRole';

/**
 * The next badge on each road (per measure, the lowest target not yet held), nearest to done
 * first. Role badges are not a road one walks. Empty for a visitor (nothing is held or counted).
 */
export function nextBadges(badges: readonly Badge[]): Badge[] {
  const next = new Map<string, Badge>();
  for (const b of badges) {
    if (b.held !== false || b.progress === null || isRoleBadge(b)) continue;
    const current = next.get(b.measure);
    if (!current || b.target < current.target) next.set(b.measure, b);
  }
  return [...next.values()].sort((a, b) => fraction(b) - fraction(a));
}

/** "3 of 10", for the progress bar's text. */
export function progressText(badge: Pick<Badge, 'progress' | 'target'>): string {
  const done = Math.min(badge.progress ?? 0, badge.target);
  const { target } = badge;
  return t`${done} of ${target}`;
}
