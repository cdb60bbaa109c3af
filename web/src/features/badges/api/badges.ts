import type { Badge } from '@inklore/contract';
import { badgeWords } from '@inklore/contract/badges/badge-words';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { i18n } from '#src/lib/i18n.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

export const badgeKeys = {
  all: sharedKeys.badges.all,
  /** The answer differs for each member (held, progress): keyed by who asked. */
  showcase: (userId: number | null) => [...badgeKeys.all, userId ?? 'visitor'] as const,
};

/**
 * GET /api/badges: every badge with its rule and how many members hold it; for a signed-in
 * member also whether they hold it and their count towards it (docs/badges.md). Names and
 * rules in the page's language (the contract's table, ADR 084).
 */
export function badgesOptions(userId: number | null) {
  return queryOptions({
    queryKey: badgeKeys.showcase(userId),
    queryFn: async ({ signal }) =>
      (await api.get<Badge[]>('/api/badges', undefined, signal)).map((b) => ({
        ...b,
        ...badgeWords(b, i18n.locale),
      })),
  });
}
