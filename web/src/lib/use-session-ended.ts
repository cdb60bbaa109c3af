import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '#src/lib/router.tsx';
import { setCurrentUser } from './current-user.ts';

/** Spec §9: after a 401 the page goes to /login 500 ms later. */
export const SIGNED_OUT_REDIRECT_MS = 500;

/** One redirect at a time, whichever action noticed first. */
let pending: ReturnType<typeof setTimeout> | null = null;

/**
 * For an action answered 401 (the session ended elsewhere): forgets the user and, after the
 * toast has had a moment, goes to /login with a way back to this page. The redirect does not
 * depend on the component that noticed: forgetting the user often unmounts it (the comment
 * form gives way to 'Sign in to share your thoughts').
 */
export function useSessionEnded(): () => void {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => {
    setCurrentUser(qc, null);
    const back = encodeURIComponent(`${pathname}${search}`);
    if (pending) clearTimeout(pending);
    pending = setTimeout(() => {
      pending = null;
      navigate(`/login?next=${back}`);
    }, SIGNED_OUT_REDIRECT_MS);
  };
}
