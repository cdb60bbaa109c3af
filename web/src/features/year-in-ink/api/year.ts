import type { YearInInk } from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

/**
 * Year in Ink (ADR 057): the member's own years under /api/auth/year, and a year a member
 * shared under /api/users/{username}/year. Anything that changes the diary invalidates
 * sharedKeys.yearInInk.all.
 */
export const yearKeys = {
  all: sharedKeys.yearInInk.all,
  mine: (year: number) => [...yearKeys.all, 'mine', year] as const,
  shared: (username: string, year: number) =>
    [...yearKeys.all, 'shared', username.toLowerCase(), year] as const,
};

/** GET /api/auth/year/{year}: the member's own year (this one: so far). */
export function myYearOptions(year: number) {
  return queryOptions({
    queryKey: yearKeys.mine(year),
    queryFn: ({ signal }) => api.get<YearInInk>(`/api/auth/year/${year}`, undefined, signal),
  });
}

/** GET /api/users/{username}/year/{year}: a year its member shared (404 otherwise). */
export function sharedYearOptions(username: string, year: number) {
  return queryOptions({
    queryKey: yearKeys.shared(username, year),
    queryFn: ({ signal }) =>
      api.get<YearInInk>(
        `/api/users/${encodeURIComponent(username)}/year/${year}`,
        undefined,
        signal,
      ),
  });
}
