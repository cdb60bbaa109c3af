import type { ProfileOverview } from '@inklore/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

export const userKeys = {
  all: sharedKeys.users.all,
  overview: (username: string) => [...userKeys.all, username.toLowerCase(), 'overview'] as const,
};

/**
 * What /user/{username} shows (never the email): the public profile with its badges, counts,
 * palette, public collections, images and discoveries (GET /api/users/{username}/overview).
 */
export function overviewOptions(username: string) {
  return queryOptions({
    queryKey: userKeys.overview(username),
    queryFn: ({ signal }) =>
      api.get<ProfileOverview>(
        `/api/users/${encodeURIComponent(username)}/overview`,
        undefined,
        signal,
      ),
  });
}

export function useOverview(username: string) {
  return useQuery(overviewOptions(username));
}
