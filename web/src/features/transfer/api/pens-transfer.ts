import type { PenImportConfirmBody, PenImportPreview, PenImportResult } from '@inklore/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** POST /api/auth/import/fpc/pens/preview {csv}: a pens, currently inked or usage file read; nothing written. */
export function usePreviewPenImport() {
  return useMutation({
    mutationFn: (csv: string) =>
      api.post<PenImportPreview>('/api/auth/import/fpc/pens/preview', { csv }),
  });
}

/** POST /api/auth/import/fpc/pens/confirm: the chosen rows; a row that breaks a rule is skipped, with why. */
export function useConfirmPenImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PenImportConfirmBody) =>
      api.post<PenImportResult>('/api/auth/import/fpc/pens/confirm', body),
    // pens, pairings, the diary and the ink-ventory (a pairing may add its ink) all change
    onSuccess: () => void qc.invalidateQueries(),
  });
}
