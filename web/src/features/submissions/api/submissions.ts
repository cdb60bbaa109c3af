import type { DuplicateCandidate, InkSubmission } from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

/**
 * Share a discovery's queries (decisions.md "Calls beyond the spec's table"). The member's own
 * submissions are keyed by who asks, so a later sign-in never sees another member's.
 */
export const submissionKeys = {
  all: sharedKeys.submissions.all,
  mine: (userId: number) => [...submissionKeys.all, 'mine', userId] as const,
  duplicates: (brand: string, name: string) =>
    [...submissionKeys.all, 'duplicates', brand, name] as const,
};

/** GET /api/submissions/mine: the member's submissions and their status, newest first. */
export function mySubmissionsOptions(userId: number) {
  return queryOptions({
    queryKey: submissionKeys.mine(userId),
    queryFn: ({ signal }) => api.get<InkSubmission[]>('/api/submissions/mine', undefined, signal),
  });
}

/** What the duplicates call is asked with: trimmed; nothing to ask until both are given. */
export function duplicateQuery(
  brand: string,
  name: string,
): { brand: string; name: string } | null {
  const b = brand.trim();
  const n = name.trim();
  return b && n ? { brand: b, name: n } : null;
}

/** GET /api/submissions/duplicates: catalogue inks a new ink of this brand and name may be. */
export function duplicatesOptions(brand: string, name: string) {
  return queryOptions({
    queryKey: submissionKeys.duplicates(brand, name),
    queryFn: ({ signal }) =>
      api.get<DuplicateCandidate[]>('/api/submissions/duplicates', { brand, name }, signal),
    staleTime: 30_000,
  });
}
