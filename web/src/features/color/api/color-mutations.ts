import type { PropertyVotes, PropertyVotesBody } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { colorKeys } from './color.ts';

/**
 * PUT /api/inks/{id}/property-votes: the member's votes (null withdraws one). The distribution
 * comes back at once; the ink is asked again, since a vote may grant or take back a facet.
 */
export function useVoteProperties(inkId: number, onInkChanged: () => void) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (body: PropertyVotesBody) =>
      api.put<PropertyVotes>(`/api/inks/${inkId}/property-votes`, body),
    onSuccess: (votes) => {
      qc.setQueryData(colorKeys.votes(inkId), votes);
      onInkChanged();
      toast({ title: t`Success`, description: t`Your votes are saved.`, variant: 'success' });
    },
    onError: (err) => {
      if (!fail(err, { fallback: t`Your votes could not be saved. Please try again.` }).signedOut)
        void qc.invalidateQueries({ queryKey: colorKeys.votes(inkId) });
    },
  });
}
