import type { CurrentUser } from '@inklore/contract';
import { actorOf, actsAsStaff } from '@inklore/contract/shared/actors.rules';
import {
  queryOptions,
  useQuery,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { ApiError, api } from '#src/lib/api-client.ts';
import { useInBrowser } from '#src/lib/use-in-browser.ts';

export type { CurrentUser };

/** Spec §9: the current user is cached for 60 s. */
export const CURRENT_USER_STALE_MS = 60 * 1000;

export const CURRENT_USER_KEY = ['auth', 'user'] as const;

/** Spec §4: authentication is read from the current-user call; a 401 means nobody. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/auth/user', undefined, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null; // signed out
    throw err;
  }
}

export function currentUserOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: CURRENT_USER_STALE_MS,
  });
}

/**
 * The visitor. While React hydrates a page the server drew (for nobody in particular: ADR 027),
 * the visitor is not known yet, as on the server, even when the answer has already arrived: a
 * part of the page hydrated after the header would otherwise draw a member's buttons where the
 * HTML has none. It is drawn again with the visitor right after.
 */
export function useCurrentUser(): UseQueryResult<CurrentUser | null> {
  const query = useQuery(currentUserOptions());
  const known = useInBrowser();
  if (known || query.isPending) return query;
  return {
    ...query,
    data: undefined,
    error: null,
    status: 'pending',
    isPending: true,
    isLoading: true,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
  }; // the pending shape of the same result
}

/** After sign-in, sign-out or a profile change: the answer becomes the cached user. */
export function setCurrentUser(qc: QueryClient, user: CurrentUser | null): void {
  qc.setQueryData(CURRENT_USER_KEY, user);
}

/** Admin link, dashboard and notifications (spec §6): moderators and admins. */
export function isStaff(user: CurrentUser | null | undefined): boolean {
  return actsAsStaff(actorOf(user));
}
