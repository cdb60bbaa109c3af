import type { Comment } from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

export const commentKeys = {
  all: sharedKeys.comments.all,
  list: (inkId: number) => [...commentKeys.all, 'ink', inkId] as const,
};

/** An ink's comments, newest first (GET /api/inks/{id}/comments). */
export function commentsOptions(inkId: number) {
  return queryOptions({
    queryKey: commentKeys.list(inkId),
    queryFn: ({ signal }) => api.get<Comment[]>(`/api/inks/${inkId}/comments`, undefined, signal),
  });
}
