import type { AccessToken, AccessTokenBody, CreatedAccessToken } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { isSignedOut } from '#src/lib/failure.ts';
import { toast } from '#src/lib/toast.ts';
import { tokenKeys } from './tokens.ts';

/**
 * POST /api/tokens: the answer holds the secret, which the card shows once and keeps nowhere
 * else. The form answers a refusal inline; a 401 ends the session.
 */
export function useCreateToken() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (body: AccessTokenBody) => api.post<CreatedAccessToken>('/api/tokens', body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: tokenKeys.all }),
    onError: (err) => {
      if (isSignedOut(err)) fail(err, { fallback: '' });
    },
  });
}

/** DELETE /api/tokens/{id}; a 404 (revoked meanwhile) brings the list up to date. */
export function useRevokeToken() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (token: AccessToken) => api.delete<undefined>(`/api/tokens/${token.id}`),
    onSuccess: (_, token) => {
      const name = token.name;
      toast({
        title: t`Access token revoked`,
        description: t`Scripts using “${name}” can no longer reach your account.`,
        variant: 'success',
      });
      void qc.invalidateQueries({ queryKey: tokenKeys.all });
    },
    onError: (err) => {
      fail(err, { fallback: t`The access token could not be revoked. Please try again.` });
      void qc.invalidateQueries({ queryKey: tokenKeys.all });
    },
  });
}
