import type {
  ImportRow,
  KeepUnmatchedBody,
  OfferDiscoveriesBody,
  OfferResult,
  UnmatchedRow,
} from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';

/**
 * The rows of the member's imports that match no ink yet (ADR 051): stored on the server, so
 * the list survives reloads until each row is matched, offered and reviewed, or dismissed.
 */
const unmatchedKey = [...sharedKeys.inventory.all, 'unmatched'] as const;
const URL = '/api/auth/import/unmatched';

export function unmatchedOptions() {
  return queryOptions({
    queryKey: unmatchedKey,
    queryFn: ({ signal }) => api.get<UnmatchedRow[]>(URL, undefined, signal),
  });
}

/** The preview's unmatched rows as the keep call takes them. */
export function keepBodyOf(rows: readonly ImportRow[]): KeepUnmatchedBody {
  return {
    rows: rows.map((r) => ({
      brand: r.brand,
      line: r.line,
      name: r.name,
      colorHex: r.colorHex,
      kind: r.kind,
      status: r.status,
      rating: r.rating,
      notes: r.notes,
      acquiredDate: r.acquiredDate,
      swabbed: r.swabbed,
      lastUsed: r.lastUsed,
    })),
  };
}

/** POST /api/auth/import/unmatched: keep the rows (a row kept before is not repeated). */
export function useKeepUnmatched() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (body: KeepUnmatchedBody) => api.post<UnmatchedRow[]>(URL, body),
    onSuccess: (rows) => qc.setQueryData(unmatchedKey, rows),
    onError: (err) => fail(err, { fallback: t`The rows could not be kept. Please try again.` }),
  });
}

/** After a row became an entry: the list, and what shows the ink-ventory, are asked again. */
function useRefresh() {
  const qc = useQueryClient();
  return (rows: UnmatchedRow[]) => {
    qc.setQueryData(unmatchedKey, rows);
    void qc.invalidateQueries({ queryKey: sharedKeys.inventory.mine() });
    void qc.invalidateQueries({ queryKey: sharedKeys.users.all });
    void qc.invalidateQueries({ queryKey: sharedKeys.submissions.all });
  };
}

/** POST /api/auth/import/unmatched/discoveries: one row or all, as the member's discoveries. */
export function useOfferDiscoveries() {
  const refresh = useRefresh();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (body: OfferDiscoveriesBody) => api.post<OfferResult>(`${URL}/discoveries`, body),
    onSuccess: (result) => refresh(result.rows),
    onError: (err) =>
      fail(err, { fallback: t`The discoveries could not be sent. Nothing was sent; try again.` }),
  });
}

/** POST /api/auth/import/unmatched/{id}/match: the row is this catalogue ink. */
export function useMatchRow() {
  const refresh = useRefresh();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: ({ id, inkId }: { id: number; inkId: number }) =>
      api.post<UnmatchedRow[]>(`${URL}/${id}/match`, { inkId }),
    onSuccess: refresh,
    onError: (err) => fail(err, { fallback: t`The row could not be matched. Please try again.` }),
  });
}

/** DELETE /api/auth/import/unmatched/{id}: the member will not bring this row in. */
export function useDismissRow() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (id: number) => api.delete<undefined>(`${URL}/${id}`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: unmatchedKey }),
    onError: (err) => fail(err, { fallback: t`The row could not be dismissed. Please try again.` }),
  });
}
