import type { Report } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { toast } from '#src/lib/toast.ts';
import { adminKeys } from './admin.ts';

export type Resolution = 'dismiss' | 'remove_content';

/** POST /api/admin/reports/{id}/reopen: a dismissed report (and those dismissed with it) open again. */
export function useReopenReport() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (report: Report) => api.post<undefined>(`/api/admin/reports/${report.id}/reopen`),
    onSuccess: () => {
      toast({ title: t`Report reopened`, description: t`It is back in the open reports.` });
      void qc.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (err) => {
      if (
        !fail(err, { fallback: t`The report could not be reopened. Please try again.` }).signedOut
      )
        void qc.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/**
 * POST /api/admin/reports/{id}/resolve: the queue and the counts follow; what was removed
 * disappears from the pages that show it.
 */
export function useResolveReport() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  const reopen = useReopenReport();
  return useMutation({
    mutationFn: ({ report, action }: { report: Report; action: Resolution }) =>
      api.post<undefined>(`/api/admin/reports/${report.id}/resolve`, { action }),
    onSuccess: (_, { report, action }) => {
      toast({
        title: t`Success`,
        description:
          action === 'dismiss' ? t`Report dismissed.` : t`Content removed and report resolved.`,
        variant: 'success',
        // a dismissal is one click: one more takes it back
        ...(action === 'dismiss' && {
          action: {
            label: t`Undo`,
            altText: t`Reopen it from the Resolved reports`,
            run: () => reopen.mutate(report),
          },
        }),
      });
      void qc.invalidateQueries({ queryKey: adminKeys.all });
      if (action === 'remove_content') {
        void qc.invalidateQueries({ queryKey: sharedKeys.comments.all });
        void qc.invalidateQueries({ queryKey: sharedKeys.inks.all });
      }
    },
    onError: (err) => {
      if (
        !fail(err, { fallback: t`The report could not be resolved. Please try again.` }).signedOut
      )
        void qc.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
