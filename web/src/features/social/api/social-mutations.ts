import type { Follows, NotificationPage, NotificationSettings, Relation } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { isSignedOut, type FailureWords } from '#src/lib/failure.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { socialKeys } from './social.ts';

function followFailure(): FailureWords {
  return { fallback: t`That could not be saved. Please try again.` };
}

function useToastFailure(words?: () => FailureWords) {
  const fail = useActionFailure();
  return (err: unknown) => void fail(err, (words ?? followFailure)());
}

/** What a follow changes: my follows, my feed, and (for a member) their counts and our relation. */
function followsChanged(qc: QueryClient, username?: string): void {
  void qc.invalidateQueries({ queryKey: socialKeys.follows() });
  void qc.invalidateQueries({ queryKey: socialKeys.feed() });
  if (username !== undefined) {
    void qc.invalidateQueries({ queryKey: socialKeys.counts(username) });
    void qc.invalidateQueries({ queryKey: sharedKeys.members.relation(username) });
  }
}

/** PUT (follow) or DELETE (unfollow) /api/auth/follows/members/{username}. */
export function useFollowMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ username, follow }: { username: string; follow: boolean }) => {
      const path = `/api/auth/follows/members/${encodeURIComponent(username)}`;
      return follow ? api.put<undefined>(path) : api.delete<undefined>(path);
    },
    onSuccess: (_, { username, follow }) => {
      // our relation as it is now, before it is asked again (no flicker of the button)
      qc.setQueryData<Relation>(sharedKeys.members.relation(username), (r) =>
        r ? { ...r, following: follow } : r,
      );
      followsChanged(qc, username);
    },
    onError: useToastFailure(),
  });
}

/** PUT (follow) or DELETE (unfollow) /api/auth/follows/brands/{brand}. */
export function useFollowBrand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ brand, follow }: { brand: string; follow: boolean }) => {
      const path = `/api/auth/follows/brands/${encodeURIComponent(brand)}`;
      return follow ? api.put<undefined>(path) : api.delete<undefined>(path);
    },
    onSuccess: (_, { brand, follow }) => {
      qc.setQueryData<Follows>(socialKeys.follows(), (f) => {
        if (!f) return f;
        const others = f.brands.filter((b) => b.brand.toLowerCase() !== brand.toLowerCase());
        const since = new Date().toISOString();
        return { ...f, brands: follow ? [...others, { brand, since }] : others };
      });
      followsChanged(qc);
    },
    onError: useToastFailure(),
  });
}

type Pages = InfiniteData<NotificationPage, number | null>;

/**
 * POST /api/auth/notifications/read: some ({ids}) or every one ({all: true}). The list shows
 * them read at once; the bell's count is asked again.
 */
export function useMarkRead() {
  const qc = useQueryClient();
  const failed = useToastFailure(() => ({
    fallback: t`The notifications could not be marked read. Please try again.`,
  }));
  return useMutation({
    mutationFn: (which: { ids: number[] } | { all: true }) =>
      api.post<undefined>('/api/auth/notifications/read', which),
    onSuccess: (_, which) => {
      const read = 'all' in which ? null : new Set(which.ids);
      qc.setQueryData<Pages>(socialKeys.notificationList(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((n) =>
                  read === null || read.has(n.id) ? { ...n, read: true } : n,
                ),
              })),
            }
          : data,
      );
      void qc.invalidateQueries({ queryKey: socialKeys.bell() });
    },
    onError: failed,
  });
}

/** PUT /api/auth/notifications/settings: saved as soon as a switch changes. */
export function useSaveSettings() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api.put<NotificationSettings>('/api/auth/notifications/settings', settings),
    onSuccess: (saved) => qc.setQueryData(socialKeys.settings(), saved),
    onError: (err) => {
      fail(err, { fallback: t`Your notification settings could not be saved. Please try again.` });
      if (!isSignedOut(err)) void qc.invalidateQueries({ queryKey: socialKeys.settings() });
    },
  });
}

/**
 * POST /api/unsubscribe?token= (RFC 8058 one-click, no session needed): the digest mails stop.
 * The page says the answer itself (the server's message, or the bad link's).
 */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ message: string }>(`/api/unsubscribe?token=${encodeURIComponent(token)}`),
  });
}
