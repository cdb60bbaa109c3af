import { useSyncExternalStore } from 'react';

/**
 * What the page says about the connection and the app (ADR 089), kept outside React so the
 * service worker's registration (start-offline.ts) and any page can read and change it.
 */
export type OfflineStatus = {
  online: boolean;
  /** A new version of the app is installed and waits for the member to accept it. */
  update: (() => void) | null;
  /** Changes just sent after the network returned (shown for a moment). */
  justSent: number;
};

let status: OfflineStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  update: null,
  justSent: 0,
};
const listeners = new Set<() => void>();

export function setStatus(next: Partial<OfflineStatus>): void {
  status = { ...status, ...next };
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ONLINE_ON_SERVER: OfflineStatus = { online: true, update: null, justSent: 0 };

/** The status, drawn again when it changes (online on the server and while hydrating). */
export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => ONLINE_ON_SERVER,
  );
}
