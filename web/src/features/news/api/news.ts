import type { NewsArticle, NewsListResponse, NewsSummary } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { earlyJson } from '#src/lib/early-data.ts';

export const NEWS_PAGE_SIZE = 10;

export const newsKeys = {
  all: ['news'] as const,
  list: (page: number) => [...newsKeys.all, 'list', page] as const,
  featured: () => [...newsKeys.all, 'featured'] as const,
  latestOthers: () => [...newsKeys.all, 'others'] as const,
  detail: (id: number) => [...newsKeys.all, 'detail', id] as const,
  /** The staff's list (drafts too) and the editor's preview: api/news-admin.ts. */
  staff: (status: string, page: number) => [...newsKeys.all, 'staff', status, page] as const,
  preview: (body: string) => [...newsKeys.all, 'preview', body] as const,
};

export function newsListOptions(page: number) {
  return queryOptions({
    queryKey: newsKeys.list(page),
    queryFn: ({ signal }) =>
      api.get<NewsListResponse>('/api/news', { page, limit: NEWS_PAGE_SIZE }, signal),
  });
}

/** Up to 2 featured stories (spec §2 Home). */
export function featuredNewsOptions() {
  return queryOptions({
    queryKey: newsKeys.featured(),
    queryFn: ({ signal }) => api.get<NewsSummary[]>('/api/news/featured', undefined, signal),
  });
}

/** Up to 3 non-featured stories, of which the home page shows 2 (spec §2 Home). */
export function otherNewsOptions() {
  return queryOptions({
    queryKey: newsKeys.latestOthers(),
    queryFn: ({ signal }) =>
      api.get<NewsListResponse>('/api/news', { featured: 'false', limit: 3 }, signal),
  });
}

export function newsStoryOptions(id: number) {
  return queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await earlyJson<NewsArticle>(`/api/news/${id}`)) ??
      api.get<NewsArticle>(`/api/news/${id}`, undefined, signal),
  });
}

/** Spec §2: news cards show fixed reading times, 5 min featured and 3 min other. */
export function readingTime(story: Pick<NewsSummary, 'featured'>): string {
  return story.featured ? t`5 min read` : t`3 min read`;
}
