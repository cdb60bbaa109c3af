import type { NewsListResponse, NewsPreview } from '@inklore/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '#src/lib/api-client.ts';
import { newsKeys } from './news.ts';

export type StoryStatus = 'all' | 'draft' | 'published';

/** How many stories the management list shows per page. */
export const STAFF_PAGE_SIZE = 20;

/** GET /api/admin/news: every story, drafts too, newest first (moderators and admins). */
export function staffNewsOptions(status: StoryStatus, page: number) {
  return queryOptions({
    queryKey: newsKeys.staff(status, page),
    queryFn: ({ signal }) =>
      api.get<NewsListResponse>(
        '/api/admin/news',
        { status: status === 'all' ? undefined : status, page, limit: STAFF_PAGE_SIZE },
        signal,
      ),
  });
}

/**
 * The editor's live preview: the server renders the Markdown exactly as readers get it
 * (POST /api/admin/news/preview), so the page loads no Markdown parser
 * (docs/decisions/023-news-markdown-on-the-server.md). The last preview stays on screen while
 * the next one is asked for.
 */
export function storyPreviewOptions(body: string) {
  return queryOptions({
    queryKey: newsKeys.preview(body),
    queryFn: ({ signal }) =>
      body.trim() === ''
        ? Promise.resolve<NewsPreview>({ html: '' })
        : apiRequest<NewsPreview>('POST', '/api/admin/news/preview', { body: { body }, signal }),
    staleTime: Infinity,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
