import { useSyncExternalStore } from 'react';
import type { Vision } from '@inklore/contract/color/visions.rules';
import { VISION_STORAGE_KEY } from './vision-key.ts';

/**
 * The reader's colour vision setting (ADR 087): none, protanopia, deuteranopia or tritanopia,
 * remembered on this device. Swatches name their colour in words while one is set, and the
 * colour answers measure as that reader sees. The server draws every page for typical vision,
 * and so does the render that hydrates it; the remembered choice shows from the next turn.
 * Choosing (set-vision.ts) loads with the choice, not with the page.
 */
export const visionStore = { chosen: null as Vision | null, listeners: new Set<() => void>() };

/** The remembered choice: this device's, else this tab's; typical vision when none. */
function current(): Vision {
  if (!visionStore.chosen) {
    let v: string | null = null;
    try {
      v = localStorage.getItem(VISION_STORAGE_KEY) ?? sessionStorage.getItem(VISION_STORAGE_KEY);
    } catch {
      // storage can be blocked: typical vision
    }
    visionStore.chosen = v && /^(protan|deuteran|tritan)opia$/.test(v) ? (v as Vision) : 'none';
  }
  return visionStore.chosen;
}

function subscribe(l: () => void): () => void {
  visionStore.listeners.add(l);
  return () => visionStore.listeners.delete(l);
}

/** The setting in effect. */
export function useVision(): Vision {
  return useSyncExternalStore(subscribe, current, () => 'none');
}
