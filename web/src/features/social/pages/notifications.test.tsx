import type { Notification, NotificationSettings } from '@inklore/contract';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
} from '@inklore/contract/social/social.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '#test/console-kit.tsx';
import { answerBy, type Sent } from '#test/fetch-kit.ts';
import { renderWith } from '#test/gallery-kit.tsx';
import { KUJAKU, notification } from '#test/members-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import NotificationsPage from './notifications.tsx';

beforeEach(() => setCsrfToken('tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

function serve(items: Notification[], nextBefore: number | null = null, more: Notification[] = []) {
  const settings: NotificationSettings = { off: [], digest: 'off' };
  return answerBy({
    'GET /api/auth/notifications': ({ query }) => ({
      status: 200,
      body: query.get('before') ? { items: more, nextBefore: null } : { items, nextBefore },
    }),
    'GET /api/auth/notifications/count': () => ({
      status: 200,
      body: { unread: [...items, ...more].filter((n) => !n.read).length },
    }),
    'POST /api/auth/notifications/read': ({ body }) => {
      const which = body as { ids?: number[]; all?: true };
      for (const n of [...items, ...more])
        if (which.all || which.ids?.includes(n.id)) n.read = true;
      return { status: 204 };
    },
    'GET /api/auth/notifications/settings': () => ({ status: 200, body: settings }),
    'PUT /api/auth/notifications/settings': ({ body }) => {
      Object.assign(settings, body);
      return { status: 200, body: settings };
    },
  });
}

const reads = (sent: Sent[]) =>
  sent.filter((s) => s.path === '/api/auth/notifications/read').map((s) => s.body);

describe('/notifications', () => {
  it('asks a visitor to sign in', () => {
    renderWith(<NotificationsPage />, null);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?next=%2Fnotifications',
    );
  });

  it('marks the unread ones, and marks one read when it is opened', async () => {
    const sent = serve([
      notification(3, {
        kind: 'sample_request',
        text: 'Grace asked you for a sample of Ku-jaku.',
        href: '/samples/requests/12',
        ink: KUJAKU,
      }),
      notification(2, {
        read: true,
        text: 'You earned the badge Explorer.',
        href: null,
        kind: 'badge_earned',
      }),
    ]);
    renderWith(<NotificationsPage />, member());
    const list = await screen.findByRole('list', { name: 'Notifications, newest first' });
    const [first, second] = within(list).getAllByTestId('notification') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first.textContent).toContain('Unread: Grace asked you for a sample of Ku-jaku.');
    expect(first.getAttribute('data-unread')).toBe('true');
    expect(second.textContent).not.toContain('Unread');
    expect(await screen.findByText('1 unread')).toBeTruthy();
    await userEvent.click(
      within(first).getByRole('link', { name: 'Grace asked you for a sample of Ku-jaku.' }),
    );
    await waitFor(() => expect(reads(sent)).toEqual([{ ids: [3] }]));
    expect(window.location.pathname).toBe('/samples/requests/12');
  });

  it('marks all read at once', async () => {
    const sent = serve([notification(3), notification(2, { href: null })]);
    renderWith(<NotificationsPage />, member());
    expect(await screen.findByText('2 unread')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(reads(sent)).toEqual([{ all: true }]));
    expect(await screen.findByText('You have read everything.')).toBeTruthy();
    expect(screen.getAllByTestId('notification').every((n) => !n.hasAttribute('data-unread'))).toBe(
      true,
    );
  });

  it('loads 30 more with the cursor', async () => {
    const sent = serve(
      Array.from({ length: 30 }, (_, i) => notification(100 - i, { read: true })),
      71,
      [notification(20, { read: true, text: 'An older one.' })],
    );
    renderWith(<NotificationsPage />, member());
    await screen.findByRole('list', { name: 'Notifications, newest first' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('An older one.')).toBeTruthy();
    expect(screen.getByText('1 more notification loaded.')).toBeTruthy();
    expect(
      sent.filter((s) => s.path === '/api/auth/notifications').map((s) => s.query.get('before')),
    ).toEqual([null, '71']);
  });

  it('says what it will tell of when there is nothing yet', async () => {
    serve([]);
    renderWith(<NotificationsPage />, member());
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
  });
});

describe('notification settings', () => {
  it('has a switch per kind, all on at first, and the digest off', async () => {
    serve([]);
    renderWith(<NotificationsPage />, member());
    const settings = await screen.findByRole('region', { name: 'Notification settings' });
    const switches = await within(settings).findAllByRole('switch');
    expect(
      switches.map((s) => s.getAttribute('aria-checked') ?? (s as HTMLInputElement).checked),
    ).toEqual(NOTIFICATION_KINDS.map(() => true));
    for (const kind of NOTIFICATION_KINDS)
      expect(
        within(settings).getByRole('switch', { name: NOTIFICATION_KIND_LABELS[kind] }),
      ).toBeTruthy();
    expect(within(settings).getByRole<HTMLInputElement>('radio', { name: 'Off' }).checked).toBe(
      true,
    );
  });

  it('saves a kind turned off and the digest at once', async () => {
    const sent = serve([]);
    renderWith(<NotificationsPage />, member());
    const settings = await screen.findByRole('region', { name: 'Notification settings' });
    await userEvent.click(
      await within(settings).findByRole('switch', { name: NOTIFICATION_KIND_LABELS.image_vote }),
    );
    await waitFor(() => expect(within(settings).getByText('Saved.')).toBeTruthy());
    await userEvent.click(within(settings).getByRole('radio', { name: 'Weekly' }));
    await waitFor(() =>
      expect(
        within(settings).getByRole<HTMLInputElement>('radio', { name: 'Weekly' }).checked,
      ).toBe(true),
    );
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'PUT').map((s) => s.body)).toEqual([
        { off: ['image_vote'], digest: 'off' },
        { off: ['image_vote'], digest: 'weekly' },
      ]),
    );
    expect(
      within(settings).getByRole<HTMLInputElement>('switch', {
        name: NOTIFICATION_KIND_LABELS.image_vote,
      }).checked,
    ).toBe(false);
  });
});
