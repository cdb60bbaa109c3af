import type { ReportReason, ReportType } from '@inklore/contract/shared/members.rules';
import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { reportFailureWords } from '../report-text.ts';

export type ReportBody = {
  reportType: ReportType;
  targetId: number;
  targetUserId: number | null;
  reason: ReportReason;
  description: string;
};

/** POST /api/reports (spec §5): 'Report Submitted' on success; failures told as spec §8 says. */
export function useSubmitReport() {
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (body: ReportBody) => api.post<undefined>('/api/reports', body),
    onSuccess: () =>
      toast({
        title: t`Report Submitted`,
        description: t`Thank you. The moderators will look at it.`,
        variant: 'success',
      }),
    onError: (err) => fail(err, reportFailureWords()),
  });
}
