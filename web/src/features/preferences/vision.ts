import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { VISIONS, type Vision } from '@inklore/contract/color/vision.rules';
import { readConsent } from './consent.ts';

/**
 * The colour vision setting (ADR 087), remembered like the theme: in localStorage unless the
 * visitor declined preference storage, then for the tab (sessionStorage). Read after the page
 * is live (the server draws every page for typical vision), so a set vision shows from the
 * first turn of the app.
 */
export const VISION_STORAGE_KEY = 'inklore-vision';

const listeners = new Set<() => void>();
let chosen: Vision | null = null;

const isVision = (v: unknown): v is Vision => VISIONS.includes(v as Vision);

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

function stored(): Vision {
  const local = safe(() => localStorage.getItem(VISION_STORAGE_KEY), null);
  if (isVision(local)) return local;
  const session = safe(() => sessionStorage.getItem(VISION_STORAGE_KEY), null);
  return isVision(session) ? session : 'none';
}

function persist(vision: Vision): void {
  const consent = readConsent();
  safe(() => {
    localStorage.removeItem(VISION_STORAGE_KEY);
    sessionStorage.removeItem(VISION_STORAGE_KEY);
    if (vision === 'none') return;
    if (consent && !consent.preferences) sessionStorage.setItem(VISION_STORAGE_KEY, vision);
    else localStorage.setItem(VISION_STORAGE_KEY, vision);
  }, undefined);
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

function current(): Vision {
  chosen ??= stored();
  return chosen;
}

/** The setting and its setter, for the layout's VisionContext. */
export function useVisionChoice(): { vision: Vision; setVision: (v: Vision) => void } {
  const vision = useSyncExternalStore<Vision>(subscribe, current, () => 'none');
  const setVision = useCallback((v: Vision) => {
    chosen = v;
    persist(v);
    for (const l of listeners) l();
  }, []);
  return useMemo(() => ({ vision, setVision }), [vision, setVision]);
}
