import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { renderWith } from '#test/gallery-kit.tsx';
import { BELL_INTERVAL_MS, bellOptions } from '../api/social.ts';
import NotificationBell, { bellName } from './bell.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the bell', () => {
  it('is named with the unread count, and "99+" past 99', () => {
    expect(bellName(0)).toBe('Notifications');
    expect(bellName(undefined)).toBe('Notifications');
    expect(bellName(1)).toBe('Notifications, 1 unread');
    expect(bellName(3)).toBe('Notifications, 3 unread');
    expect(bellName(99)).toBe('Notifications, 99 unread');
    expect(bellName(100)).toBe('Notifications, 99+ unread');
  });

  it('links to the notifications with the count it was given', async () => {
    answerBy({ 'GET /api/auth/notifications/count': { status: 200, body: { unread: 3 } } });
    renderWith(<NotificationBell />, member());
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    // the figure is shown, and read once (in the name)
    expect(bell.textContent).toBe('3');
  });

  it('shows no figure with nothing unread', async () => {
    const sent = answerBy({
      'GET /api/auth/notifications/count': { status: 200, body: { unread: 0 } },
    });
    renderWith(<NotificationBell />, member());
    await waitFor(() => expect(sent).toHaveLength(1));
    const bell = screen.getByRole('link', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
  });

  it('is asked every minute while the tab is in front, and on focus once a minute has passed', () => {
    const options = bellOptions();
    expect(BELL_INTERVAL_MS).toBe(60_000);
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.staleTime).toBe(60_000);
  });

  it('asks again after a minute, and not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let unread = 1;
      const sent = answerBy({
        'GET /api/auth/notifications/count': () => ({ status: 200, body: { unread: unread++ } }),
      });
      renderWith(<NotificationBell />, member());
      await screen.findByRole('link', { name: 'Notifications, 1 unread' });
      await vi.advanceTimersByTimeAsync(59_000);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2_000);
      await screen.findByRole('link', { name: 'Notifications, 2 unread' });
      expect(sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
