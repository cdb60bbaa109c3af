import type { Badge } from '@inklore/contract';
import { badgeWords } from '@inklore/contract/badges/badge-words';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { i18n } from '#src/lib/i18n.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

export const badgeKeys = {
  all: sharedKeys.badges.all,
  /**
   * The answer differs for each member (held, progress) and language (the names): keyed by who
   * asked, in which language.
   */
  showcase: (userId: number | null, locale: string) =>
    [...badgeKeys.all, userId ?? 'visitor', locale] as const,
};

/**
 * GET /api/badges: every badge with its rule and how many members hold it; for a signed-in
 * member also whether they hold it and their count towards it (docs/badges.md). Names and
 * rules in the page's language (the contract's table, ADR 084).
 */
export function badgesOptions(userId: number | null) {
  // read as the page draws: on the server, another page's language may be set after an await
  const locale = i18n.locale;
  return queryOptions({
    queryKey: badgeKeys.showcase(userId, locale),
    queryFn: async ({ signal }) =>
      (await api.get<Badge[]>('/api/badges', undefined, signal)).map((b) => ({
        ...b,
        ...badgeWords(b, locale),
      })),
  });
}
