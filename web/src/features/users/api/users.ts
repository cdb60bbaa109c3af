import type { PublicUser } from '@inklore/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** A member's public profile (never the email): GET /api/users/{username}. */
export function publicUserOptions(username: string) {
  return queryOptions({
    queryKey: ['users', username.toLowerCase()] as const,
    queryFn: ({ signal }) =>
      api.get<PublicUser>(`/api/users/${encodeURIComponent(username)}`, undefined, signal),
  });
}

export function usePublicUser(username: string) {
  return useQuery(publicUserOptions(username));
}
