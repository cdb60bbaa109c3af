import type { BrandAlias, BrandAliasBody } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { isSignedOut } from '#src/lib/failure.ts';
import { toast } from '#src/lib/toast.ts';
import { adminKeys } from './admin.ts';

/*
 * The brand alias list (ADR 025; moderators and admins): other spellings of a brand that
 * search reads as the brand. After a change the list and the audit log follow, and searches
 * are asked again when next shown.
 */

function afterChange(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: adminKeys.brandAliases() });
  void qc.invalidateQueries({ queryKey: adminKeys.audit() });
  void qc.invalidateQueries({ queryKey: sharedKeys.inks.all, refetchType: 'none' });
}

/** POST /api/admin/brand-aliases: the form answers a refusal inline; a 401 ends the session. */
export function useAddBrandAlias() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (body: BrandAliasBody) => api.post<BrandAlias>('/api/admin/brand-aliases', body),
    onSuccess: (added) => {
      const { alias, brand } = added;
      toast({
        title: t`Brand alias added`,
        description: t`Search reads “${alias}” as ${brand} now.`,
        variant: 'success',
      });
      afterChange(qc);
    },
    onError: (err) => {
      if (isSignedOut(err)) fail(err, { fallback: '' });
    },
  });
}

/** DELETE /api/admin/brand-aliases/{id}; a 404 (removed meanwhile) brings the list up to date. */
export function useRemoveBrandAlias() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (alias: BrandAlias) =>
      api.delete<undefined>(`/api/admin/brand-aliases/${alias.id}`),
    onSuccess: (_, removed) => {
      const { alias, brand } = removed;
      toast({
        title: t`Brand alias removed`,
        description: t`Search no longer reads “${alias}” as ${brand}.`,
        variant: 'success',
      });
      afterChange(qc);
    },
    onError: (err) => {
      if (
        !fail(err, { fallback: t`The brand alias could not be removed. Please try again.` })
          .signedOut
      )
        void qc.invalidateQueries({ queryKey: adminKeys.brandAliases() });
    },
  });
}
