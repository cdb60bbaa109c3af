import type { NewsArticle, NewsStoryBody, NewsStoryUpdate } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { useSessionEnded } from '#src/lib/use-session-ended.ts';
import { api } from '#src/lib/api-client.ts';
import { isSignedOut } from '#src/lib/failure.ts';
import { i18n } from '#src/lib/i18n.ts';
import { toast } from '#src/lib/toast.ts';
import { newsKeys } from './news.ts';

function success(description: string) {
  toast({ title: t`Success`, description, variant: 'success' });
}

/** Every news list, the home page's included, and the changed story follow a change. */
function useRefresh() {
  const qc = useQueryClient();
  return (story?: NewsArticle) => {
    if (story) qc.setQueryData(newsKeys.detail(story.id), story);
    void qc.invalidateQueries({
      queryKey: newsKeys.all,
      predicate: (q) => q.queryKey[1] !== 'preview' && q.queryKey[1] !== 'detail',
    });
  };
}

/**
 * POST /api/news or PUT /api/news/{id} from the editor. Failures are the form's to show
 * (its fields and its alert), so no toast here; a 401 still ends the session.
 */
export function useSaveStory() {
  const refresh = useRefresh();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NewsStoryBody | NewsStoryUpdate }) =>
      id === null
        ? api.post<NewsArticle>('/api/news', body)
        : api.put<NewsArticle>(`/api/news/${id}`, body),
    onSuccess: (story, { id }) => {
      refresh(story);
      success(
        id === null
          ? story.published
            ? t`Story published.`
            : t`Draft saved.`
          : story.published
            ? t`Story saved.`
            : t`Draft saved.`,
      );
    },
    onError: (err) => {
      if (isSignedOut(err)) sessionEnded();
    },
  });
}

export type StoryToggle = 'publish' | 'unpublish' | 'feature' | 'unfeature';

const TOGGLE: Record<
  StoryToggle,
  { body: NewsStoryUpdate; done: MessageDescriptor; failed: MessageDescriptor }
> = {
  publish: {
    body: { published: true },
    done: msg`Story published.`,
    failed: msg`The story could not be published. Please try again.`,
  },
  unpublish: {
    body: { published: false },
    done: msg`Story unpublished: it is a draft again.`,
    failed: msg`The story could not be unpublished. Please try again.`,
  },
  feature: {
    body: { featured: true },
    done: msg`Story featured.`,
    failed: msg`The story could not be featured. Please try again.`,
  },
  unfeature: {
    body: { featured: false },
    done: msg`Story no longer featured.`,
    failed: msg`The story could not be changed. Please try again.`,
  },
};

/** Publish, unpublish, feature or unfeature from the list (PUT /api/news/{id}). */
export function useToggleStory() {
  const refresh = useRefresh();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: ({ id, toggle }: { id: number; toggle: StoryToggle }) =>
      api.put<NewsArticle>(`/api/news/${id}`, TOGGLE[toggle].body),
    onSuccess: (story, { toggle }) => {
      refresh(story);
      success(i18n._(TOGGLE[toggle].done));
    },
    onError: (err, { toggle }) => {
      if (!fail(err, { fallback: i18n._(TOGGLE[toggle].failed) }).signedOut) refresh();
    },
  });
}

/** DELETE /api/news/{id}. */
export function useDeleteStory() {
  const qc = useQueryClient();
  const refresh = useRefresh();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (id: number) => api.delete<undefined>(`/api/news/${id}`),
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: newsKeys.detail(id) });
      refresh();
      success(t`Story deleted.`);
    },
    onError: (err) => {
      if (!fail(err, { fallback: t`The story could not be deleted. Please try again.` }).signedOut)
        refresh();
    },
  });
}
