import type { Correction, CorrectionSettings } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { toast } from '#src/lib/toast.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { adminKeys } from './admin.ts';

/*
 * Staff's answers to members' corrections (ADR 053): accept (the value becomes the ink's, a
 * revision by the member), reject with a reason the member sees, and which fields a trusted
 * member's correction applies at once. Audited; the lists, the log and the inks follow.
 */

const inkLabel = (c: Correction) => `${c.ink.brand} ${c.ink.name}`;

type Answer = { correction: Correction } & (
  { action: 'accept' } | { action: 'reject'; reason: string }
);

/** POST /api/admin/corrections/{id}/accept or /reject; a 409 (reviewed meanwhile) refreshes. */
export function useAnswerCorrection() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (a: Answer) =>
      a.action === 'accept'
        ? api.post<Correction>(`/api/admin/corrections/${a.correction.id}/accept`)
        : api.post<Correction>(`/api/admin/corrections/${a.correction.id}/reject`, {
            reason: a.reason,
          }),
    onSuccess: (c, a) => {
      const ink = inkLabel(c);
      const field = c.label.toLowerCase();
      const member = c.author?.username ?? t`The member`;
      toast({
        title: a.action === 'accept' ? t`Correction accepted` : t`Correction rejected`,
        description:
          a.action === 'accept'
            ? t`${ink}: the ${field} is changed. Its history shows the change.`
            : t`${ink} is unchanged. ${member} sees your reason.`,
        variant: 'success',
      });
      void qc.invalidateQueries({ queryKey: adminKeys.corrections() });
      void qc.invalidateQueries({ queryKey: adminKeys.audit() });
      if (a.action === 'accept')
        void qc.invalidateQueries({ queryKey: sharedKeys.inks.all, refetchType: 'none' });
    },
    onError: (err) => {
      if (
        !fail(err, {
          title: t`Not answered`,
          fallback: t`The correction could not be answered. Please try again.`,
        }).signedOut
      )
        void qc.invalidateQueries({ queryKey: adminKeys.corrections() });
    },
  });
}

/** PUT /api/admin/correction-settings. */
export function useSaveCorrectionSettings() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (s: CorrectionSettings) =>
      api.put<CorrectionSettings>('/api/admin/correction-settings', s),
    onSuccess: (s) => {
      qc.setQueryData(adminKeys.correctionSettings(), s);
      toast({
        title: t`Saved`,
        description: t`Trusted members’ corrections follow the new choice.`,
        variant: 'success',
      });
      void qc.invalidateQueries({ queryKey: adminKeys.audit() });
    },
    onError: (err) => {
      fail(err, {
        title: t`Not saved`,
        fallback: t`The choice could not be saved. Please try again.`,
      });
      void qc.invalidateQueries({ queryKey: adminKeys.correctionSettings() });
    },
  });
}
