import type { Comment } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { commentFailureWords, type CommentAction } from '../comment-text.ts';
import { commentKeys, editPages, type CommentPages } from './comments.ts';

/** A failed action is told; a conflict or a vanished comment shows what the server now holds. */
function useOnFailure(inkId: number, action: CommentAction) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return (err: unknown) => {
    if (!fail(err, commentFailureWords(action)).signedOut)
      void qc.invalidateQueries({ queryKey: commentKeys.ink(inkId) });
  };
}

/**
 * Changes the cached pages of the ink (`viewerId`: only that viewer's, else every viewer's). A
 * page being read meanwhile would write over the change with what it read before, so then the
 * pages are read again.
 */
function changePages(
  qc: QueryClient,
  inkId: number,
  viewerId: number | null,
  change: (old: CommentPages | undefined) => CommentPages | undefined,
) {
  const queryKey = viewerId === null ? commentKeys.ink(inkId) : commentKeys.list(inkId, viewerId);
  qc.setQueriesData<CommentPages>({ queryKey }, change);
  if (qc.isFetching({ queryKey }) > 0) void qc.invalidateQueries({ queryKey });
}

function success(description: string) {
  toast({ title: t`Success`, description, variant: 'success' });
}

/** POST /api/inks/{id}/comments: the new comment is the member's own, on top of the list. */
export function usePostComment(inkId: number) {
  const qc = useQueryClient();
  const { data: user } = useCurrentUser();
  return useMutation({
    mutationFn: (content: string) => api.post<Comment>(`/api/inks/${inkId}/comments`, { content }),
    onSuccess: (created) => {
      changePages(qc, inkId, user?.id ?? 0, (old) => {
        const next = editPages(old, { item: (c) => c, total: (n) => n + 1 });
        const [first, ...rest] = next?.pages ?? [];
        if (!next || !first) return next;
        return { ...next, pages: [{ ...first, mine: created }, ...rest] };
      });
      success(t`Your comment has been posted!`);
    },
    onError: useOnFailure(inkId, 'post'),
  });
}

/** PUT /api/comments/{id}: the author's new text. */
export function useUpdateComment(inkId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      api.put<Comment>(`/api/comments/${id}`, { content }),
    onSuccess: (updated) => {
      changePages(qc, inkId, null, (old) =>
        editPages(old, { item: (c) => (c.id === updated.id ? updated : c) }),
      );
      success(t`Your comment has been updated.`);
    },
    onError: useOnFailure(inkId, 'update'),
  });
}

/** DELETE /api/comments/{id}: by its author, or by staff. */
export function useDeleteComment(inkId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<undefined>(`/api/comments/${id}`),
    onSuccess: (_, id) => {
      changePages(qc, inkId, null, (old) =>
        editPages(old, { item: (c) => (c.id === id ? null : c), total: (n) => Math.max(0, n - 1) }),
      );
      success(t`Comment deleted successfully`);
    },
    onError: useOnFailure(inkId, 'delete'),
  });
}
