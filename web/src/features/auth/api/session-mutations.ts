import type { VerifyEmailAnswer } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { authApi, isTotpRequired } from './auth.ts';
import { CURRENT_USER_KEY, setCurrentUser } from '#src/lib/current-user.ts';

// Signing in and out, and the links from the mails. These answer on their own page (the
// forms show a failure inline through form.ts), so no failure is told here; the component
// awaits `mutateAsync` in its form's submit.

/** POST /api/auth/login: signed in at once, or (two-factor accounts) a code is asked next. */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { login: string; password: string }) => authApi.login(body),
    onSuccess: (answer) => {
      if (!isTotpRequired(answer)) setCurrentUser(qc, answer);
    },
  });
}

/** POST /api/auth/login/totp: the second step, after a password or a provider's sign-in. */
export function useLoginTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => authApi.loginTotp(code),
    onSuccess: (user) => setCurrentUser(qc, user),
  });
}

/**
 * POST /api/auth/signup: 202 "Check your email", whether or not the address has an account
 * (ADR 040). Nobody is signed in: the link in the mail verifies the address and signs in.
 */
export function useSignup() {
  return useMutation({
    mutationFn: (body: { email: string; username: string; password: string }) =>
      authApi.signup(body),
  });
}

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => authApi.forgotPassword(email) });
}

/** POST /api/auth/reset-password: every session ends, this one included. */
export function useResetPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      authApi.resetPassword(token, password),
    onSuccess: () => setCurrentUser(qc, null),
  });
}

/**
 * A verification token is single use, and the page that posts it may mount twice
 * (development's strict mode, a remount): each token is sent once per page load, and every
 * later call waits for that one answer.
 */
const verifying = new Map<string, Promise<VerifyEmailAnswer>>();

/**
 * POST /api/auth/verify-email with the link's token. The link signs a signed-out browser in
 * (not a two-factor account: `signedIn` says), so the current user is asked again.
 */
export function useVerifyEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => {
      let pending = verifying.get(token);
      if (!pending) {
        pending = authApi.verifyEmail(token);
        verifying.set(token, pending);
      }
      return pending;
    },
    // Asks who is signed in again, and waits for it, so the page never shows a stale "Sign
    // In": an answer asked before the link's session was set is dropped, not waited for.
    onSuccess: async () => {
      await qc.cancelQueries({ queryKey: CURRENT_USER_KEY });
      await qc.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

/** POST /api/auth/logout-everywhere: every session ends, so this page goes home signed out. */
export function useSignOutEverywhere() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => authApi.logoutEverywhere(),
    onSuccess: () => {
      setCurrentUser(qc, null);
      navigate('/');
      toast({
        title: t`Signed out everywhere`,
        description: t`Every device and browser signed in to your account was signed out.`,
        variant: 'success',
      });
    },
  });
}
