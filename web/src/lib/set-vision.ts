import type { Vision } from '@inklore/contract/color/visions.rules';
import { VISION_STORAGE_KEY } from './vision-key.ts';
import { visionStore } from './vision.ts';

/**
 * Chooses a colour vision (ADR 087): every reader of lib/vision.ts follows at once, and the
 * choice is remembered as the theme is: in localStorage unless
 * the visitor declined preference storage in the cookie banner (features/preferences/consent.ts
 * keeps that choice under this key), then for the tab; typical vision is not stored.
 */
const CONSENT_KEY = 'inklore-cookie-consent';

function declinedPreferences(): boolean {
  try {
    const consent: unknown = JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null');
    return (
      typeof consent === 'object' &&
      consent !== null &&
      Reflect.get(consent, 'preferences') === false
    );
  } catch {
    return false;
  }
}

export function setVision(vision: Vision): void {
  visionStore.chosen = vision;
  for (const l of visionStore.listeners) l();
  try {
    localStorage.removeItem(VISION_STORAGE_KEY);
    sessionStorage.removeItem(VISION_STORAGE_KEY);
    if (vision === 'none') return;
    (declinedPreferences() ? sessionStorage : localStorage).setItem(VISION_STORAGE_KEY, vision);
  } catch {
    // storage can be blocked; the choice then lasts for the page
  }
}
