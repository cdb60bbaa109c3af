import { useMutation } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * POST /api/auth/resend-verification: a new link to the member's address. Asked wherever an
 * action waits for a verified email (the trust note, /submit, /verify-email, the header's notice).
 */
export function useResendVerification() {
  return useMutation({ mutationFn: () => api.post<undefined>('/api/auth/resend-verification') });
}
