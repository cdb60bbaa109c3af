import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '#src/lib/router.tsx';
import { setCurrentUser } from './api/current-user.ts';

/** Spec §9: after a 401 the page goes to /login 500 ms later. */
export const SIGNED_OUT_REDIRECT_MS = 500;

/**
 * For an action answered 401 (the session ended elsewhere): forgets the user and, after the
 * toast has had a moment, goes to /login with a way back to this page.
 */
export function useSessionEnded(): () => void {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    setCurrentUser(qc, null);
    const back = encodeURIComponent(`${pathname}${search}`);
    timer.current = setTimeout(() => navigate(`/login?next=${back}`), SIGNED_OUT_REDIRECT_MS);
  };
}
