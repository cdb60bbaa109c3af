import type { ProfileUpdateBody } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '#src/lib/failure.ts';
import { useNavigate } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { authApi } from './auth.ts';
import { CURRENT_USER_KEY, setCurrentUser } from '#src/lib/current-user.ts';

// The signed-in member's own account. The picture's changes answer with a toast, through
// useActionFailure; the profile's forms and buttons answer inline (form.ts, messageOf), so
// their hooks tell no failure themselves.

/** POST /api/auth/avatar with the resized JPEG: the new picture shows everywhere at once. */
export function useUploadAvatar() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (image: string) => authApi.uploadAvatar(image),
    onSuccess: (updated) => setCurrentUser(qc, updated),
    onError: (err) => fail(err, { title: t`Upload Failed`, fallback: messageOf(err) }),
  });
}

/** DELETE /api/auth/avatar: back to the provider's picture or the initial. */
export function useRemoveAvatar() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: () => authApi.removeAvatar(),
    onSuccess: (updated) => setCurrentUser(qc, updated),
    onError: (err) => fail(err, { title: t`Delete Failed`, fallback: messageOf(err) }),
  });
}

/** PATCH /api/auth/user: names and bio; the answer is the cached user. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => authApi.updateProfile(body),
    onSuccess: (updated) => {
      setCurrentUser(qc, updated);
      toast({
        title: t`Profile saved`,
        description: t`Your changes are saved.`,
        variant: 'success',
      });
    },
  });
}

/**
 * POST /api/auth/password: changes the password, or sets a first one (an account made through
 * a provider sends an empty current password); the other sessions end.
 */
export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string; setting: boolean }) =>
      authApi.changePassword(body.currentPassword, body.newPassword),
    onSuccess: (_, { setting }) => {
      void qc.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast({
        title: setting ? t`Password set` : t`Password changed`,
        description: t`Any other devices signed in to your account were signed out.`,
        variant: 'success',
      });
    },
  });
}

/**
 * POST /api/auth/appeal (ADR 041): the member's one appeal of a limit or suspension; the
 * profile then says the moderators will read it. The form shows a refusal inline.
 */
export function useAppeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => authApi.appeal(text),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast({
        title: t`Appeal sent`,
        description: t`The moderators will read your appeal.`,
        variant: 'success',
      });
    },
  });
}

/** POST /api/auth/totp/setup: a new secret to scan; nothing changes until a code confirms it. */
export function useTotpSetup() {
  return useMutation({ mutationFn: () => authApi.totpSetup() });
}

/** POST /api/auth/totp/enable: the first code turns it on and answers the recovery codes. */
export function useEnableTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => authApi.totpEnable(code),
    onSuccess: () => void qc.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}

/** POST /api/auth/totp/disable with a current code or a recovery code. */
export function useDisableTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => authApi.totpDisable(code),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast({ title: t`Two-factor sign-in is off`, variant: 'success' });
    },
  });
}

/**
 * DELETE /api/auth/user with the typed confirmation (and the password, for an account that
 * has one): signed out, home, and a goodbye.
 */
export function useDeleteAccount() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string | undefined) => authApi.deleteAccount(password),
    onSuccess: () => {
      setCurrentUser(qc, null);
      navigate('/');
      toast({
        title: t`Account deleted`,
        description: t`Your account is gone. Thank you for the ink you shared.`,
        variant: 'success',
      });
    },
  });
}
