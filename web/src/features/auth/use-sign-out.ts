import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { setCurrentUser } from '#src/lib/current-user.ts';

/**
 * Spec §7: POST /api/auth/logout, then to /. The header switches to the signed-out state at
 * once (the cached user becomes nobody).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  return async () => {
    // the account calls load when first used, so the header costs every visitor less code
    const [{ authApi }, { messageOf }] = await Promise.all([
      import('./api/auth.ts'),
      import('#src/lib/failure.ts'),
    ]);
    try {
      await authApi.logout();
    } catch (err) {
      toast({ title: t`Sign out failed`, description: messageOf(err), variant: 'error' });
      return;
    }
    setCurrentUser(qc, null);
    navigate('/');
  };
}
