import type { AdminUser, Ink, PublicUser, Role } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '#src/lib/current-user.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { toast } from '#src/lib/toast.ts';
import { adminKeys } from './admin.ts';

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  user: msg`Member`,
  moderator: msg`Moderator`,
  admin: msg`Admin`,
};

function roleChanged(username: string, role: Role): string {
  if (role === 'admin') return t`${username} is now an admin.`;
  if (role === 'moderator') return t`${username} is now a moderator.`;
  return t`${username} is now a member.`;
}

/** POST /api/inks/{id}/restore (admins): back in the catalogue, its lists and the stats. */
export function useRestoreInk() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (ink: Ink) => api.post<Ink>(`/api/inks/${ink.id}/restore`),
    onSuccess: (ink) => {
      const title = `${ink.brand} ${ink.name}`;
      toast({
        title: t`Ink restored`,
        description: t`${title} is back in the catalogue.`,
        variant: 'success',
      });
      void qc.invalidateQueries({ queryKey: adminKeys.deletedInks() });
      void qc.invalidateQueries({ queryKey: adminKeys.audit() });
      void qc.invalidateQueries({ queryKey: sharedKeys.inks.all });
      void qc.invalidateQueries({ queryKey: sharedKeys.community.all });
    },
    onError: (err) => {
      if (!fail(err, { fallback: t`The ink could not be restored. Please try again.` }).signedOut)
        void qc.invalidateQueries({ queryKey: adminKeys.deletedInks() });
    },
  });
}

/**
 * PUT /api/admin/users/{id}/role (admins). The last admin cannot be made anything else (409,
 * the server's words); the caller shows that beside the member too.
 */
export function useChangeRole() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: ({ user, role }: { user: AdminUser; role: Role }) =>
      api.put<PublicUser>(`/api/admin/users/${user.id}/role`, { role }),
    onSuccess: (_, { user, role }) => {
      toast({
        title: t`Role changed`,
        description: roleChanged(user.username, role),
        variant: 'success',
      });
      void qc.invalidateQueries({ queryKey: [...adminKeys.all, 'users'] });
      void qc.invalidateQueries({ queryKey: adminKeys.audit() });
      // an admin changing their own role sees the app follow (links, this very console)
      void qc.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
    onError: (err) => {
      fail(err, {
        title: t`Role not changed`,
        fallback: t`The role could not be changed. Please try again.`,
      });
    },
  });
}
