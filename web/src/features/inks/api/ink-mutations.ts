import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { toast } from '#src/lib/toast.ts';
import { inkKeys } from './inks.ts';

// The ink mutations sit beside the queries in a file of their own: /browse imports the
// queries on its first load, and these (with TanStack Query's mutation code) are for staff.

/**
 * DELETE /api/inks/{id} (admins): the ink is gone everywhere, its page, the lists, the
 * featured row and the counts; what still shows it refetches when next used.
 */
export function useDeleteInk(inkId: number) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: () => api.delete<undefined>(`/api/inks/${inkId}`),
    onSuccess: () => {
      toast({
        title: t`Success`,
        description: t`Ink profile deleted successfully.`,
        variant: 'success',
      });
      void qc.invalidateQueries({ queryKey: inkKeys.all, refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: sharedKeys.community.all, refetchType: 'none' });
    },
    onError: (err) => fail(err, { fallback: t`Failed to delete ink profile` }),
  });
}
