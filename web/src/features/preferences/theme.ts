import { useSyncExternalStore } from 'react';
import { CONSENT_CHANGED_EVENT, readConsent } from './consent.ts';

/**
 * Light or dark. With no choice the page follows the system (CSS media query, no script
 * needed). A choice sets data-theme on <html>; it is remembered in localStorage unless the
 * visitor declined preference storage, in which case it lasts for the tab (sessionStorage).
 */
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'inklore-theme';

const listeners = new Set<() => void>();
let chosen: Theme | null = null;

function isTheme(v: unknown): v is Theme {
  return v === 'light' || v === 'dark';
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function storedTheme(): Theme | null {
  const local = safe(() => localStorage.getItem(THEME_STORAGE_KEY), null);
  if (isTheme(local)) return local;
  const session = safe(() => sessionStorage.getItem(THEME_STORAGE_KEY), null);
  return isTheme(session) ? session : null;
}

function apply(theme: Theme | null): void {
  const root = document.documentElement;
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
  // The browser chrome follows the page once a theme is chosen: its colour is the page's own
  // (styles.css holds the palettes; index.html's theme-color metas name the system's two).
  if (theme) {
    const page = getComputedStyle(root).getPropertyValue('--page').trim();
    document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((m) => {
      if (page) m.content = page;
    });
  }
}

function persist(theme: Theme): void {
  const consent = readConsent();
  safe(() => {
    if (consent && !consent.preferences) {
      localStorage.removeItem(THEME_STORAGE_KEY);
      sessionStorage.setItem(THEME_STORAGE_KEY, theme);
    } else {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    }
  }, undefined);
}

function systemTheme(): Theme {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Called once before the first render. */
export function initTheme(): void {
  chosen = storedTheme();
  apply(chosen);
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    for (const l of listeners) l();
  });
  // Declining preference storage moves a remembered theme out of localStorage.
  window.addEventListener(CONSENT_CHANGED_EVENT, () => {
    if (chosen) persist(chosen);
  });
}

export function setTheme(theme: Theme): void {
  chosen = theme;
  apply(theme);
  persist(theme);
  for (const l of listeners) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The theme in effect: the visitor's choice, else the system's. */
export function useTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => chosen ?? systemTheme(),
    () => 'light',
  );
}
