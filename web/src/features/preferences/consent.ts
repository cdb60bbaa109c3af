/**
 * Cookie consent (spec §3, §4): essential is always on; analytics and preferences are the
 * visitor's choice, kept in localStorage. Every change fires a consent-changed event.
 */
import { DOCUMENT_BUTTON } from '#src/lib/early-buttons.ts';

export const CONSENT_STORAGE_KEY = 'inklore-cookie-consent';
export const CONSENT_CHANGED_EVENT = 'consent-changed';
/** Anyone may ask for the banner again (the footer's Cookie settings button does). */
export const OPEN_CONSENT_EVENT = 'inklore:open-cookie-settings';
/** Spec §9: the banner appears 1 second after the first visit. */
export const CONSENT_BANNER_DELAY_MS = 1000;

export type Consent = {
  essential: true;
  analytics: boolean;
  preferences: boolean;
  /** When the choice was made (ISO 8601). */
  savedAt: string;
};

export type ConsentChoice = { analytics: boolean; preferences: boolean };

export const ACCEPT_ALL: ConsentChoice = { analytics: true, preferences: true };
export const ESSENTIAL_ONLY: ConsentChoice = { analytics: false, preferences: false };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage can be blocked; then nothing is remembered
  }
}

export function readConsent(): Consent | null {
  const raw = storage()?.getItem(CONSENT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const analytics: unknown = Reflect.get(v, 'analytics');
    const preferences: unknown = Reflect.get(v, 'preferences');
    const savedAt: unknown = Reflect.get(v, 'savedAt');
    if (typeof analytics !== 'boolean' || typeof preferences !== 'boolean') return null;
    return {
      essential: true,
      analytics,
      preferences,
      savedAt: typeof savedAt === 'string' ? savedAt : '',
    };
  } catch {
    return null;
  }
}

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

/**
 * The attributes of a button that opens the cookie settings (the footer's), answered for the
 * whole document by cookie-banner-host.tsx, and the selector that finds it.
 */
export const OPEN_CONSENT_BUTTON = { [DOCUMENT_BUTTON]: 'cookie-settings' };
export const OPEN_CONSENT_SELECTOR = `[${DOCUMENT_BUTTON}="cookie-settings"]`;

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}
