import { useEffect, useRef } from 'react';
import { NavLink, type NavLinkProps } from '#src/lib/router.tsx';
import { PREFETCH_DELAY_MS, usePrefetch } from '#src/lib/prefetch-context.ts';

/** Runs `action` once the pointer (or focus) has rested on an element for 150 ms. */
export function useIntent(action: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const start = () => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      action();
    }, PREFETCH_DELAY_MS);
  };
  useEffect(() => cancel, []);
  return { start, cancel };
}

/** A navigation link that prefetches its page after the pointer rests on it for 150 ms. */
export function PrefetchLink({
  to,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...rest
}: NavLinkProps) {
  const prefetch = usePrefetch();
  const intent = useIntent(() => prefetch(to));
  return (
    <NavLink
      to={to}
      onMouseEnter={(e) => {
        intent.start();
        onMouseEnter?.(e);
      }}
      onMouseLeave={(e) => {
        intent.cancel();
        onMouseLeave?.(e);
      }}
      onFocus={(e) => {
        intent.start();
        onFocus?.(e);
      }}
      onBlur={(e) => {
        intent.cancel();
        onBlur?.(e);
      }}
      {...rest}
    />
  );
}
