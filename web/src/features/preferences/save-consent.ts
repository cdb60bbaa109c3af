import {
  CONSENT_CHANGED_EVENT,
  CONSENT_STORAGE_KEY,
  storage,
  type Consent,
  type ConsentChoice,
} from './consent.ts';

/**
 * Storing a choice (the cookie banner's buttons): apart from consent.ts, which every page
 * reads, so the first load carries only the reading.
 */
export const ACCEPT_ALL: ConsentChoice = { analytics: true, preferences: true };
export const ESSENTIAL_ONLY: ConsentChoice = { analytics: false, preferences: false };

export function saveConsent(choice: ConsentChoice, now = new Date()): Consent {
  const consent: Consent = {
    essential: true,
    analytics: choice.analytics,
    preferences: choice.preferences,
    savedAt: now.toISOString(),
  };
  storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_CHANGED_EVENT, { detail: consent }));
  return consent;
}
