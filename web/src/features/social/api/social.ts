import type {
  BellCount,
  FeedPage,
  FollowCounts,
  Follows,
  NotificationPage,
  NotificationSettings,
} from '@inklore/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

export const socialKeys = {
  all: sharedKeys.social.all,
  counts: (username: string) => [...socialKeys.all, 'counts', username.toLowerCase()] as const,
  follows: () => [...socialKeys.all, 'follows'] as const,
  feed: () => [...socialKeys.all, 'feed'] as const,
  /** The list and the bell's count: marking read changes both. */
  notifications: () => [...socialKeys.all, 'notifications'] as const,
  notificationList: () => [...socialKeys.notifications(), 'list'] as const,
  bell: () => [...socialKeys.notifications(), 'count'] as const,
  settings: () => [...socialKeys.all, 'settings'] as const,
};

/** GET /api/users/{username}/follow-counts: public, for anyone. */
export function followCountsOptions(username: string) {
  return queryOptions({
    queryKey: socialKeys.counts(username),
    queryFn: ({ signal }) =>
      api.get<FollowCounts>(
        `/api/users/${encodeURIComponent(username)}/follow-counts`,
        undefined,
        signal,
      ),
  });
}

/** GET /api/auth/follows: the members and brands I follow. */
export function followsOptions() {
  return queryOptions({
    queryKey: socialKeys.follows(),
    queryFn: ({ signal }) => api.get<Follows>('/api/auth/follows', undefined, signal),
  });
}

/** GET /api/auth/feed?before=: 20 a page, newest first; `nextBefore` is the next page's cursor. */
export function feedOptions() {
  return infiniteQueryOptions({
    queryKey: socialKeys.feed(),
    queryFn: ({ pageParam, signal }) =>
      api.get<FeedPage>('/api/auth/feed', { before: pageParam ?? undefined }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    // what the people I follow do arrives without a change here
    staleTime: 60_000,
  });
}

/** GET /api/auth/notifications?before=: 30 a page, newest first. */
export function notificationsOptions() {
  return infiniteQueryOptions({
    queryKey: socialKeys.notificationList(),
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationPage>(
        '/api/auth/notifications',
        { before: pageParam ?? undefined },
        signal,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 30_000,
  });
}

/** How often the bell asks for its count while the page is open (and on focus). */
export const BELL_INTERVAL_MS = 60_000;

/**
 * GET /api/auth/notifications/count: the bell. Asked again every minute while the tab is in
 * front, and when the tab comes back to front if a minute has passed; never more often.
 */
export function bellOptions() {
  return queryOptions({
    queryKey: socialKeys.bell(),
    queryFn: ({ signal }) => api.get<BellCount>('/api/auth/notifications/count', undefined, signal),
    staleTime: BELL_INTERVAL_MS,
    refetchInterval: BELL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** GET /api/auth/notifications/settings: the kinds turned off and the digest. */
export function settingsOptions() {
  return queryOptions({
    queryKey: socialKeys.settings(),
    queryFn: ({ signal }) =>
      api.get<NotificationSettings>('/api/auth/notifications/settings', undefined, signal),
  });
}
