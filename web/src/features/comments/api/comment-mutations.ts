import type { Comment } from '@inklore/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { COMMENT_FAILURE, type CommentAction } from '../comment-text.ts';
import { commentKeys } from './comments.ts';

/** A failed action is told; a conflict or a vanished comment shows what the server now holds. */
function useOnFailure(inkId: number, action: CommentAction) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return (err: unknown) => {
    if (!fail(err, COMMENT_FAILURE[action]).signedOut)
      void qc.invalidateQueries({ queryKey: commentKeys.list(inkId) });
  };
}

function success(description: string) {
  toast({ title: 'Success', description, variant: 'success' });
}

/** POST /api/inks/{id}/comments: the new comment goes on top of the list. */
export function usePostComment(inkId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.post<Comment>(`/api/inks/${inkId}/comments`, { content }),
    onSuccess: (created) => {
      qc.setQueryData<Comment[]>(commentKeys.list(inkId), (old) => [created, ...(old ?? [])]);
      success('Your comment has been posted!');
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
      qc.setQueryData<Comment[]>(commentKeys.list(inkId), (old) =>
        old?.map((c) => (c.id === updated.id ? updated : c)),
      );
      success('Your comment has been updated.');
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
      qc.setQueryData<Comment[]>(commentKeys.list(inkId), (old) => old?.filter((c) => c.id !== id));
      success('Comment deleted successfully');
    },
    onError: useOnFailure(inkId, 'delete'),
  });
}
