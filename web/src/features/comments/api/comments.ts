import type { Comment, CommentPage } from '@inklore/contract';
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

export const commentKeys = {
  all: sharedKeys.comments.all,
  ink: (inkId: number) => [...commentKeys.all, 'ink', inkId] as const,
  /** Per viewer (0: signed out): each page carries the viewer's own comment. */
  list: (inkId: number, viewerId: number) => [...commentKeys.ink(inkId), viewerId] as const,
};

/**
 * An ink's comments, newest first, a page at a time (GET /api/inks/{id}/comments/page): the
 * most commented inks have thousands. Each page says how many there are and the member's own.
 */
export function commentsOptions(inkId: number, viewerId: number) {
  return infiniteQueryOptions({
    queryKey: commentKeys.list(inkId, viewerId),
    queryFn: ({ pageParam, signal }) =>
      api.get<CommentPage>(
        `/api/inks/${inkId}/comments/page`,
        { before: pageParam ?? undefined },
        signal,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

export type CommentPages = InfiniteData<CommentPage>;

/**
 * What the section shows from its pages: the member's own comment first (wherever it falls
 * in the list), then the others in order, each once; the count from the newest page.
 */
export function shownComments(data: CommentPages): {
  comments: Comment[];
  total: number;
  mine: Comment | null;
} {
  const first = data.pages[0];
  const mine = first?.mine ?? null;
  const rest = data.pages.flatMap((p) => p.items).filter((c) => c.id !== mine?.id);
  const seen = new Set<number>();
  const comments = (mine ? [mine, ...rest] : rest).filter((c) =>
    seen.has(c.id) ? false : (seen.add(c.id), true),
  );
  return { comments, total: first?.total ?? 0, mine };
}

/** A change to the cached pages: every page's items and `mine`, and the count. */
export function editPages(
  data: CommentPages | undefined,
  change: { item: (c: Comment) => Comment | null; total?: (n: number) => number },
): CommentPages | undefined {
  if (!data) return data;
  const item = (c: Comment | null) => (c ? change.item(c) : null);
  return {
    ...data,
    pages: data.pages.map((p) => {
      const items = p.items.flatMap((c) => item(c) ?? []);
      // the next page is asked for after this page's last comment: if that one went, after
      // the one before it (the server answers 404 for a cursor that is no longer there)
      const cursorKept = p.nextBefore === null || items.some((c) => c.id === p.nextBefore);
      return {
        ...p,
        items,
        mine: item(p.mine),
        total: change.total ? change.total(p.total) : p.total,
        nextBefore: cursorKept ? p.nextBefore : (items.at(-1)?.id ?? p.nextBefore),
      };
    }),
  };
}
