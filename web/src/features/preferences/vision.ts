import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { Vision } from '@inklore/contract/color/visions.rules';

/**
 * The colour vision setting (ADR 087), remembered on this device (vision-persist.ts, loaded
 * at the first choice). Read once the page is live (the server draws every page for typical
 * vision, and so does the first render that hydrates it).
 */
export const VISION_STORAGE_KEY = 'inklore-vision';

/** The remembered choice: this device's, else this tab's; typical vision when none. */
function stored(): Vision | null {
  for (const storage of ['localStorage', 'sessionStorage'] as const) {
    try {
      const v = window[storage].getItem(VISION_STORAGE_KEY);
      if (v && /^(protan|deuteran|tritan)opia$/.test(v)) return v as Vision;
    } catch {
      // storage can be blocked: typical vision
    }
  }
  return null;
}

const unchanging = () => () => undefined;

/** The setting and its setter, for the layout's VisionContext (one for the whole app). */
export function useVisionChoice(): { vision: Vision; setVision: (v: Vision) => void } {
  // the remembered choice, read as the app hydrates (no other tab's change is followed)
  const remembered = useSyncExternalStore(unchanging, stored, () => null);
  const [chosen, setChosen] = useState<Vision | null>(null);
  const vision = chosen ?? remembered ?? 'none';
  const setVision = useCallback((v: Vision) => {
    setChosen(v);
    void import('./vision-persist.ts').then(
      (m) => m.persistVision(v),
      () => undefined, // not remembered this time; the choice holds for the page
    );
  }, []);
  return useMemo(() => ({ vision, setVision }), [vision, setVision]);
}
