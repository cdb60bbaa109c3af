import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '#src/lib/api-client.ts';

/**
 * The signed-in user (spec §3). The contract has no schema for it yet (accounts come later),
 * so the web app names the fields the spec lists.
 */
export type CurrentUser = {
  id: number;
  username: string;
  email?: string | null;
  role: string;
  displayName: string | null;
  firstName?: string | null;
  lastName?: string | null;
  emailVerified?: boolean;
  customProfileImage?: string | null;
  profileImageUrl?: string | null;
};

/** Spec §9: the current user is cached for 60 s. */
export const CURRENT_USER_STALE_MS = 60 * 1000;

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
    queryKey: ['auth', 'user'] as const,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: CURRENT_USER_STALE_MS,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserOptions());
}

export function isStaff(user: CurrentUser | null | undefined): boolean {
  return user?.role === 'admin' || user?.role === 'moderator';
}

export function userInitial(user: CurrentUser): string {
  return (
    (user.displayName ?? user.firstName ?? user.username).trim().charAt(0).toUpperCase() || '?'
  );
}
