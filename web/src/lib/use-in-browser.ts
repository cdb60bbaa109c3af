import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * false on the server and while React hydrates the server's HTML (a component's first drawing
 * there must match the server's), true afterwards and on every drawing in the browser that is
 * not hydration. React draws the component again once its hydration is done.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
