import type { CatalogueReview, CatalogueReviewAnswer } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { i18n } from '#src/lib/i18n.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { toast } from '#src/lib/toast.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { adminKeys } from './admin.ts';

/*
 * The catalogue import's questions (ADR 048; as ink editing): staff pick a value (a revision
 * by them), keep the stored one, or dismiss. Audited; the lists, the log and the ink follow.
 */

export const inkLabel = (ink: CatalogueReview['ink']) => `${ink.brand} ${ink.name}`;

const DONE: Record<CatalogueReviewAnswer['action'], MessageDescriptor> = {
  pick: msg`Changed`,
  keep: msg`Kept as it is`,
  dismiss: msg`Dismissed`,
};

/** POST /api/admin/catalogue-reviews/{id}/answer; a 409 (answered meanwhile) refreshes. */
export function useAnswerCatalogueReview() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: ({ review, answer }: { review: CatalogueReview; answer: CatalogueReviewAnswer }) =>
      api.post<CatalogueReview>(`/api/admin/catalogue-reviews/${review.id}/answer`, answer),
    onSuccess: (answered, { answer }) => {
      const ink = inkLabel(answered.ink);
      const field = answered.label;
      const value = answer.action === 'pick' ? String(answer.value) : null;
      toast({
        title: i18n._(DONE[answer.action]),
        description:
          value !== null
            ? t`${ink}: ${field} is now ${value}. Its history shows the change.`
            : t`${ink} is unchanged.`,
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
          title: t`Not answered`,
          fallback: t`The question could not be answered. Please try again.`,
        }).signedOut
      )
        void qc.invalidateQueries({ queryKey: adminKeys.catalogueReviews() });
    },
  });
}
