import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import type { ReportThread } from '@inklore/contract';
import { adminKeys } from './admin.ts';

/**
 * Reading a reported message's thread (ADR 059): the one way staff see a sample request, and
 * every read is written in the audit log, so it is an action pressed each time, never cached
 * or prefetched; the log is asked again after it.
 */
export function useReadThread(reportId: number) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: () => api.get<ReportThread>(`/api/admin/reports/${reportId}/thread`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminKeys.audit() }),
    onError: (err) => fail(err, { fallback: t`The thread could not be loaded. Please try again.` }),
  });
}
