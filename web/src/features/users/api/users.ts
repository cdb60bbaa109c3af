import type { Collection, ProfileOverview } from '@inklore/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

export const userKeys = {
  all: sharedKeys.users.all,
  overview: (username: string) => [...userKeys.all, username.toLowerCase(), 'overview'] as const,
  collections: (username: string) =>
    [...userKeys.all, username.toLowerCase(), 'collections'] as const,
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

/**
 * All of a member's public collections (GET /api/collections?user=), for a profile whose
 * overview holds only the most recently changed: asked when the visitor asks to see them all.
 */
export function usePublicCollections(username: string, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.collections(username),
    queryFn: ({ signal }) => api.get<Collection[]>('/api/collections', { user: username }, signal),
    enabled,
  });
}
