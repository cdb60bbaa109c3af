import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter } from '#src/lib/router.tsx';
import {
  CONSENT_BANNER_DELAY_MS,
  CONSENT_CHANGED_EVENT,
  CONSENT_STORAGE_KEY,
  openConsentSettings,
  readConsent,
  type Consent,
} from '../consent.ts';
import { CookieBannerHost } from './cookie-banner-host.tsx';

const wrap = (ui: ReactNode) => render(<BrowserRouter>{ui}</BrowserRouter>);

/** Lets the timer run and the banner's code load. */
async function waitPastDelay() {
  await act(async () => {
    vi.advanceTimersByTime(CONSENT_BANNER_DELAY_MS);
    await vi.dynamicImportSettled();
  });
}

function listenForConsent() {
  const seen: Consent[] = [];
  const listener = (e: Event) => {
    if (e instanceof CustomEvent) seen.push(e.detail as Consent); // the event carries the saved consent
  };
  window.addEventListener(CONSENT_CHANGED_EVENT, listener);
  return { seen, stop: () => window.removeEventListener(CONSENT_CHANGED_EVENT, listener) };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cookie banner', () => {
  it('appears 1 second after a first visit, not before', async () => {
    wrap(<CookieBannerHost />);
    await act(async () => {
      vi.advanceTimersByTime(CONSENT_BANNER_DELAY_MS - 50);
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByRole('region', { name: 'Cookies on Inklore' })).toBeNull();
    await waitPastDelay();
    expect(await screen.findByRole('region', { name: 'Cookies on Inklore' })).toBeTruthy();
  });

  it('stays away when a choice is already stored', async () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ essential: true, analytics: false, preferences: true, savedAt: 'x' }),
    );
    wrap(<CookieBannerHost />);
    await waitPastDelay();
    await act(async () => {
      vi.advanceTimersByTime(5000);
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByRole('region', { name: 'Cookies on Inklore' })).toBeNull();
  });

  it('Accept All stores every category and fires the consent-changed event', async () => {
    const events = listenForConsent();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    wrap(<CookieBannerHost />);
    await waitPastDelay();
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    expect(readConsent()).toMatchObject({ essential: true, analytics: true, preferences: true });
    expect(events.seen).toHaveLength(1);
    expect(events.seen[0]).toMatchObject({ analytics: true, preferences: true });
    expect(screen.queryByRole('region', { name: 'Cookies on Inklore' })).toBeNull();
    events.stop();
  });

  it('Essential Only stores essential alone', async () => {
    const events = listenForConsent();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    wrap(<CookieBannerHost />);
    await waitPastDelay();
    await user.click(await screen.findByRole('button', { name: 'Essential Only' }));
    const stored: unknown = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    expect(stored).toMatchObject({ essential: true, analytics: false, preferences: false });
    expect(events.seen).toEqual([
      expect.objectContaining({ analytics: false, preferences: false }),
    ]);
    events.stop();
  });

  it('Customize shows the categories with essential always on; Save Preferences keeps the picks', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    wrap(<CookieBannerHost />);
    await waitPastDelay();
    expect(screen.queryByRole('button', { name: 'Save Preferences' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Customize' }));
    // the switches' code loads with the first Customize
    const essential = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Essential' });
    expect(essential.checked).toBe(true);
    expect(essential.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Preferences' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(readConsent()).toMatchObject({ essential: true, analytics: false, preferences: true });
  });

  it('opens again, in customize mode, from the cookie settings link', async () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ essential: true, analytics: true, preferences: false, savedAt: 'x' }),
    );
    wrap(<CookieBannerHost />);
    act(() => openConsentSettings());
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    const analytics = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Analytics' });
    expect(analytics.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Preferences' }).checked).toBe(
      false,
    );
  });

  it('reads a damaged stored value as no choice', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: 'yes' }));
    expect(readConsent()).toBeNull();
  });
});
