import type { Correction, CorrectionBody, CorrectionList } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { toast } from '#src/lib/toast.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { historyKey } from './ink-history.ts';
import { inkKeys } from './inks.ts';

/*
 * A member's corrections of an ink (ADR 053): suggest one, see one's own with staff's
 * answers, withdraw one still waiting.
 */

const mineKey = (inkId: number) => [...inkKeys.all, 'corrections', inkId] as const;

export function myCorrectionsOptions(inkId: number) {
  return queryOptions({
    queryKey: mineKey(inkId),
    queryFn: ({ signal }) =>
      api.get<CorrectionList>(`/api/inks/${inkId}/corrections/mine`, undefined, signal),
  });
}

/** POST /api/inks/{id}/corrections; applied at once, the ink and its history follow. */
export function useSuggestCorrection(inkId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectionBody) =>
      api.post<Correction>(`/api/inks/${inkId}/corrections`, body),
    onSuccess: (c) => {
      // the dialog says it was sent or applied (a toast behind a dialog is not read out)
      const applied = c.status === 'accepted';
      void qc.invalidateQueries({ queryKey: mineKey(inkId) });
      if (applied) {
        void qc.invalidateQueries({ queryKey: inkKeys.detail(inkId) });
        void qc.invalidateQueries({ queryKey: historyKey(inkId) });
        void qc.invalidateQueries({ queryKey: sharedKeys.inks.all, refetchType: 'none' });
      }
    },
  });
}

/** DELETE /api/corrections/{id}: the member takes back a correction still waiting. */
export function useWithdrawCorrection(inkId: number) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (c: Correction) => api.delete<null>(`/api/corrections/${c.id}`),
    onSuccess: (_, c) => {
      const field = c.label.toLowerCase();
      toast({
        title: t`Correction withdrawn`,
        description: t`Your correction of the ${field} is withdrawn.`,
        variant: 'success',
      });
    },
    onError: (err) => {
      fail(err, {
        title: t`Not withdrawn`,
        fallback: t`The correction could not be withdrawn. Please try again.`,
      });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: mineKey(inkId) }),
  });
}
