import type { Comment } from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

export const commentKeys = {
  all: ['comments'] as const,
  ofInk: (inkId: number) => [...commentKeys.all, 'ink', inkId] as const,
};

/** An ink's comments, newest first (GET /api/inks/{id}/comments). */
export function commentsOptions(inkId: number) {
  return queryOptions({
    queryKey: commentKeys.ofInk(inkId),
    queryFn: ({ signal }) => api.get<Comment[]>(`/api/inks/${inkId}/comments`, undefined, signal),
  });
}

export const commentsApi = {
  post: (inkId: number, content: string) =>
    api.post<Comment>(`/api/inks/${inkId}/comments`, { content }),
  update: (id: number, content: string) => api.put<Comment>(`/api/comments/${id}`, { content }),
  remove: (id: number) => api.delete<undefined>(`/api/comments/${id}`),
};
