import type { ImportConfirmBody, ImportPreview, ImportResult } from '@inklore/contract';
import { plural, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { isSignedOut } from '#src/lib/failure.ts';
import { toast } from '#src/lib/toast.ts';

/** The import card shows its failures inline (the server says what was wrong with the file). */
function useSignedOutFailure() {
  const fail = useActionFailure();
  return (err: unknown) => {
    if (isSignedOut(err)) fail(err, { fallback: t`The import could not be finished.` });
  };
}

/** POST /api/auth/import/fpc/preview {csv}: the file read and matched; nothing is written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (csv: string) => api.post<ImportPreview>('/api/auth/import/fpc/preview', { csv }),
    onError: useSignedOutFailure(),
  });
}

/**
 * POST /api/auth/import/fpc/confirm: the chosen rows written in one go (all or nothing).
 * Afterwards everything that shows the ink-ventory or collections is asked again.
 */
export function useConfirmImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportConfirmBody) =>
      api.post<ImportResult>('/api/auth/import/fpc/confirm', body),
    onSuccess: (result) => {
      void qc.invalidateQueries({ queryKey: sharedKeys.inventory.all });
      void qc.invalidateQueries({ queryKey: sharedKeys.collections.all });
      void qc.invalidateQueries({ queryKey: sharedKeys.users.all });
      void qc.invalidateQueries({ queryKey: sharedKeys.badges.all });
      const total = result.created + result.updated;
      toast({
        title: t`Import finished`,
        description: t`${plural(total, { one: '# ink is', other: '# inks are' })} in your ink-ventory now.`,
        variant: 'success',
      });
    },
    onError: useSignedOutFailure(),
  });
}
