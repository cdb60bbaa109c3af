import type { HistoryResponse, Revision } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { HISTORY_PAGE_SIZE } from '@inklore/contract/revisions/revisions.rules';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { toast } from '#src/lib/toast.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { inkKeys } from './inks.ts';

/** An ink's history (ADR 049): its revisions, newest first, a page at a time. */
export const historyKey = (inkId: number) => [...inkKeys.all, 'history', inkId] as const;

export function inkHistoryOptions(inkId: number) {
  return infiniteQueryOptions({
    queryKey: historyKey(inkId),
    queryFn: ({ pageParam, signal }) =>
      api.get<HistoryResponse>(
        `/api/inks/${inkId}/history`,
        { page: pageParam, limit: HISTORY_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/**
 * Staff revert a revision (POST /api/admin/revisions/{id}/revert): the ink and its history
 * are asked again; a 409 (a field changed since) is told in the server's words.
 */
export function useRevertRevision(inkId: number) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (revision: Revision) =>
      api.post<Revision>(`/api/admin/revisions/${revision.id}/revert`),
    onSuccess: (revert) => {
      // ids as they are written (not as counts: 1234, never 1,234)
      const undone = String(revert.reverts ?? '');
      const id = String(revert.id);
      toast({
        title: t`Reverted`,
        description: t`Revision ${undone} is undone; the revert is revision ${id}.`,
        variant: 'success',
      });
      void qc.invalidateQueries({ queryKey: historyKey(inkId) });
      void qc.invalidateQueries({ queryKey: inkKeys.detail(inkId) });
      void qc.invalidateQueries({ queryKey: sharedKeys.inks.all, refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: sharedKeys.admin.audit() });
    },
    onError: (err) => {
      if (
        !fail(err, {
          title: t`Not reverted`,
          fallback: t`The revision could not be reverted. Please try again.`,
        }).signedOut
      )
        void qc.invalidateQueries({ queryKey: historyKey(inkId) });
    },
  });
}
