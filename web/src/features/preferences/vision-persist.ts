import type { Vision } from '@inklore/contract/color/visions.rules';
import { readConsent } from './consent.ts';
import { VISION_STORAGE_KEY } from './vision.ts';

/**
 * Remembers a colour vision choice (ADR 087) like the theme: in localStorage unless the visitor
 * declined preference storage, then for the tab (sessionStorage); typical vision is the
 * default and is not stored. Loaded at the first choice, not with the page.
 */
export function persistVision(vision: Vision): void {
  const consent = readConsent();
  try {
    localStorage.removeItem(VISION_STORAGE_KEY);
    sessionStorage.removeItem(VISION_STORAGE_KEY);
    if (vision === 'none') return;
    if (consent && !consent.preferences) sessionStorage.setItem(VISION_STORAGE_KEY, vision);
    else localStorage.setItem(VISION_STORAGE_KEY, vision);
  } catch {
    // storage can be blocked; the choice then lasts for the page
  }
}
