import { createContext, useContext } from 'react';

/**
 * Prefetching a page by its address (its code and first query). The app provides the real
 * function; components only say "this link may be followed soon".
 */
export type Prefetch = (href: string) => void;

export const PrefetchContext = createContext<Prefetch>(() => undefined);

export function usePrefetch(): Prefetch {
  return useContext(PrefetchContext);
}

/** Spec §9: hovering a navigation link prefetches after 150 ms. */
export const PREFETCH_DELAY_MS = 150;
