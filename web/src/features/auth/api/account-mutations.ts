import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../form.ts';
import { useActionFailure } from '../use-action-failure.ts';
import { authApi } from './auth.ts';
import { setCurrentUser } from './current-user.ts';

// The account's own changes that answer with a toast (the forms answer inline: form.ts).

/** POST /api/auth/avatar with the resized JPEG: the new picture shows everywhere at once. */
export function useUploadAvatar() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (image: string) => authApi.uploadAvatar(image),
    onSuccess: (updated) => setCurrentUser(qc, updated),
    onError: (err) => fail(err, { title: 'Upload Failed', fallback: messageOf(err) }),
  });
}

/** DELETE /api/auth/avatar: back to the provider's picture or the initial. */
export function useRemoveAvatar() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: () => authApi.removeAvatar(),
    onSuccess: (updated) => setCurrentUser(qc, updated),
    onError: (err) => fail(err, { title: 'Delete Failed', fallback: messageOf(err) }),
  });
}
