import type { AliasSuggestion } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { toast } from '#src/lib/toast.ts';
import { adminKeys } from './admin.ts';

/*
 * Other names suggested by members' imports (ADR 038; as ink editing): staff accept one (it
 * becomes the ink's other name) or reject it. Both are audited; the lists and the log follow,
 * and the ink's pages and searches are asked again when next shown.
 */

export type Decision = 'accept' | 'reject';

export function inkTitle(ink: AliasSuggestion['ink']): string {
  return `${ink.brand} ${ink.name}`;
}

/** POST /api/admin/alias-suggestions/{id}/accept | reject; a 409 (decided meanwhile) refreshes. */
export function useDecideAliasSuggestion() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: ({ suggestion, decision }: { suggestion: AliasSuggestion; decision: Decision }) =>
      api.post<AliasSuggestion>(`/api/admin/alias-suggestions/${suggestion.id}/${decision}`),
    onSuccess: (decided) => {
      const { spelling } = decided;
      const ink = inkTitle(decided.ink);
      toast(
        decided.status === 'accepted'
          ? {
              title: t`Other name accepted`,
              description: t`“${spelling}” is now another name of ${ink}.`,
              variant: 'success',
            }
          : {
              title: t`Suggestion rejected`,
              description: t`“${spelling}” stays out of ${ink}’s names.`,
              variant: 'success',
            },
      );
      void qc.invalidateQueries({ queryKey: adminKeys.aliasSuggestions() });
      void qc.invalidateQueries({ queryKey: adminKeys.audit() });
      if (decided.status === 'accepted')
        void qc.invalidateQueries({ queryKey: sharedKeys.inks.all, refetchType: 'none' });
    },
    onError: (err, { decision }) => {
      if (
        !fail(err, {
          title: decision === 'accept' ? t`Not accepted` : t`Not rejected`,
          fallback: t`The suggestion could not be decided. Please try again.`,
        }).signedOut
      )
        void qc.invalidateQueries({ queryKey: adminKeys.aliasSuggestions() });
    },
  });
}
