import type { CatalogueReview, CatalogueReviewAnswer } from '@inklore/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { toast } from '#src/lib/toast.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { adminKeys } from './admin.ts';

/*
 * The catalogue import's questions (ADR 048; as ink editing): staff pick a value (a revision
 * by them), keep the stored one, or dismiss. Audited; the lists, the log and the ink follow.
 */

export const inkLabel = (ink: CatalogueReview['ink']) => `${ink.brand} ${ink.name}`;

const DONE: Record<CatalogueReviewAnswer['action'], string> = {
  pick: 'Changed',
  keep: 'Kept as it is',
  dismiss: 'Dismissed',
};

/** POST /api/admin/catalogue-reviews/{id}/answer; a 409 (answered meanwhile) refreshes. */
export function useAnswerCatalogueReview() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: ({ review, answer }: { review: CatalogueReview; answer: CatalogueReviewAnswer }) =>
      api.post<CatalogueReview>(`/api/admin/catalogue-reviews/${review.id}/answer`, answer),
    onSuccess: (answered, { answer }) => {
      toast({
        title: DONE[answer.action],
        description:
          answer.action === 'pick'
            ? `${inkLabel(answered.ink)}: ${answered.label} is now ${String(answer.value)}. Its history shows the change.`
            : `${inkLabel(answered.ink)} is unchanged.`,
        variant: 'success',
      });
      void qc.invalidateQueries({ queryKey: adminKeys.catalogueReviews() });
      void qc.invalidateQueries({ queryKey: adminKeys.audit() });
      if (answer.action === 'pick')
        void qc.invalidateQueries({ queryKey: sharedKeys.inks.all, refetchType: 'none' });
    },
    onError: (err) => {
      if (
        !fail(err, {
          title: 'Not answered',
          fallback: 'The question could not be answered. Please try again.',
        }).signedOut
      )
        void qc.invalidateQueries({ queryKey: adminKeys.catalogueReviews() });
    },
  });
}
