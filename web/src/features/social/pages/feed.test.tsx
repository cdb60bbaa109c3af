import type { FeedItem } from '@inklore/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { renderWith } from '#test/gallery-kit.tsx';
import { GRACE, OXBLOOD, feedItem } from '#test/members-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import FeedPage from './feed.tsx';

const NOW = new Date('2026-11-20T13:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  setCsrfToken('tok');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  dismissToast();
});

const follows = {
  members: [{ member: GRACE, since: '2026-11-01' }],
  brands: [{ brand: 'Pilot', since: '2026-11-01' }],
};

function serve(pages: Record<string, { items: FeedItem[]; nextBefore: number | null }>) {
  return answerBy({
    'GET /api/auth/feed': ({ query }) => ({
      status: 200,
      body: pages[query.get('before') ?? 'first'],
    }),
    'GET /api/auth/follows': { status: 200, body: follows },
    'DELETE /api/auth/follows/members/grace': { status: 204 },
    'DELETE /api/auth/follows/brands/Pilot': { status: 204 },
  });
}

describe('/feed', () => {
  it('asks a visitor to sign in', () => {
    renderWith(<FeedPage />, null);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?next=%2Ffeed',
    );
  });

  it('says what each item is, who or which brand, when, and links where it leads', async () => {
    serve({
      first: {
        items: [
          feedItem(50, {
            at: '2026-11-20T10:00:00.000Z',
            title: 'On Tomoe River',
            imageUrl: '/media/c/1-thumb.jpg',
          }),
          feedItem(49, {
            kind: 'discovery',
            at: '2026-11-19T10:00:00.000Z',
            ink: OXBLOOD,
            href: '/ink/9',
          }),
          feedItem(48, { kind: 'collection', ink: null, title: 'Blues', href: '/collections/4' }),
          feedItem(47, { kind: 'inking', title: 'Pilot Custom 74', href: '/user/grace' }),
          feedItem(46, {
            kind: 'news',
            actor: null,
            brand: 'Pilot',
            ink: null,
            title: 'New Iroshizuku',
            href: '/news/3',
          }),
          feedItem(45, { kind: 'brand_ink', actor: null, brand: 'Pilot', href: '/ink/7' }),
        ],
        nextBefore: null,
      },
    });
    renderWith(<FeedPage />, member());
    const feed = await screen.findByRole('list', { name: 'Your feed, newest first' });
    const lines = within(feed)
      .getAllByTestId('feed-item')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Grace Hopper shared an image of Pilot Ku-jaku“On Tomoe River”3 hours ago',
      'Grace Hopper’s discovery Diamine Oxblood joined the catalogueyesterday',
      'Grace Hopper made the collection Blues public3 hours ago',
      'Grace Hopper inked their Pilot Custom 74 with Pilot Ku-jaku3 hours ago',
      'News about Pilot: New Iroshizuku3 hours ago',
      'New from Pilot: Pilot Ku-jaku3 hours ago',
    ]);
    expect(within(feed).getByRole('link', { name: 'Blues' }).getAttribute('href')).toBe(
      '/collections/4',
    );
    expect(within(feed).getByRole('link', { name: 'New Iroshizuku' }).getAttribute('href')).toBe(
      '/news/3',
    );
    expect(
      within(feed).getAllByRole('link', { name: 'Grace Hopper' })[0]?.getAttribute('href'),
    ).toBe('/user/grace');
    const time = within(feed).getByText('yesterday');
    expect(time.getAttribute('datetime')).toBe('2026-11-19T10:00:00.000Z');
    expect(screen.getByText('That is everything so far.')).toBeTruthy();
  });

  it('loads more with the cursor it was given, and says how many came', async () => {
    const sent = serve({
      first: { items: [feedItem(50), feedItem(49)], nextBefore: 49 },
      '49': { items: [feedItem(30)], nextBefore: null },
    });
    renderWith(<FeedPage />, member());
    await screen.findByRole('list', { name: 'Your feed, newest first' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('feed-item')).toHaveLength(3));
    expect(await screen.findByText('1 more item loaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      sent.filter((s) => s.path === '/api/auth/feed').map((s) => s.query.get('before')),
    ).toEqual([null, '49']);
  });

  it('says how to follow members and brands when there is nothing', async () => {
    serve({ first: { items: [], nextBefore: null } });
    renderWith(<FeedPage />, member());
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(screen.getByText(/Follow members from their profiles/)).toBeTruthy();
  });

  it('lists the members and brands I follow, each with Unfollow', async () => {
    const sent = serve({ first: { items: [], nextBefore: null } });
    renderWith(<FeedPage />, member());
    const members = await screen.findByRole('list', { name: 'Members you follow' });
    await userEvent.click(within(members).getByRole('button', { name: 'Unfollow Grace Hopper' }));
    const brands = screen.getByRole('list', { name: 'Brands you follow' });
    await userEvent.click(within(brands).getByRole('button', { name: 'Unfollow Pilot' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual([
        '/api/auth/follows/members/grace',
        '/api/auth/follows/brands/Pilot',
      ]),
    );
  });
});
