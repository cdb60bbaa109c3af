import type { Ink, InkEditBody } from '@inklore/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { isSignedOut } from '#src/lib/failure.ts';
import { inkKeys } from './inks.ts';

/**
 * PUT /api/inks/{id} (moderators and admins): the answer is the ink's page at once; the lists,
 * the featured row, the stats and the audit log are asked again when next shown. The form
 * answers a failure inline; a 401 means the session ended.
 */
export function useEditInk(inkId: number) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (body: InkEditBody) => api.put<Ink>(`/api/inks/${inkId}`, body),
    onSuccess: (ink) => {
      void qc.invalidateQueries({ queryKey: inkKeys.all, refetchType: 'none' });
      qc.setQueryData(inkKeys.detail(inkId), ink);
      void qc.invalidateQueries({ queryKey: sharedKeys.community.all, refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: sharedKeys.admin.audit() });
    },
    onError: (err) => {
      if (isSignedOut(err)) fail(err, { fallback: '' });
    },
  });
}
