import type { InventoryEntry, ProfileOverview } from '@inklore/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InkProfilePage from '#src/app/pages/ink-profile.tsx';
import UserProfilePage from '#src/app/pages/user-profile.tsx';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { RouteParams } from '#src/lib/router.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { answerBy, type Route } from './fetch-kit.ts';
import { person, renderWith, testInk } from './gallery-kit.tsx';
import { GRACE, KUJAKU } from './members-kit.ts';

/**
 * Between members as the pages compose them (ADR 043, 046): the ink page gives the members
 * feature's "I can share samples of this" to the ink-ventory on an owned ink, shows who offers
 * samples, and puts the social feature's Follow beside the brand; a member's profile carries
 * the follow counts and Follow (social), Compare with my inks and Block (members).
 */

beforeEach(() => setCsrfToken('tok'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function entry(over: Partial<InventoryEntry> = {}): InventoryEntry {
  return {
    inkId: 7,
    status: 'owned',
    rating: null,
    notes: null,
    acquiredDate: null,
    kind: 'bottle',
    swabbed: false,
    lastUsed: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

function inkPage(entries: InventoryEntry[], more: Record<string, Route> = {}) {
  window.history.replaceState(null, '', '/ink/7');
  return answerBy({
    'GET /api/inks/7': { status: 200, body: testInk() },
    'GET /api/inks/7/community-images': { status: 200, body: [] },
    'GET /api/inks/7/user-vote': { status: 200, body: { vote: null } },
    'GET /api/inks/7/profile-image-submissions': { status: 200, body: [] },
    'GET /api/inks/7/collection-stats': {
      status: 200,
      body: { inCollections: 1, owned: 1, tried: 0, wishlisted: 0, wantToTry: 0 },
    },
    'GET /api/inks/7/comments': { status: 200, body: [] },
    'GET /api/inks/7/collection': { status: 200, body: entries[0] ?? null },
    'GET /api/inks/7/collection/entries': { status: 200, body: entries },
    'GET /api/auth/samples/offers': { status: 200, body: [] },
    'GET /api/auth/follows': { status: 200, body: { members: [], brands: [] } },
    'GET /api/inks/7/samples': {
      status: 200,
      body: { count: 1, offerers: [{ member: GRACE, note: 'EU only', since: '2026-11-01' }] },
    },
    ...more,
  });
}

const ink = () => (
  <RouteParams params={{ id: '7' }}>
    <InkProfilePage />
  </RouteParams>
);

describe('the ink page, between members', () => {
  it('offers "I can share samples of this" in the ink-ventory of an owned ink', async () => {
    const sent = inkPage([entry()], {
      'PUT /api/auth/samples/offers/7': {
        status: 201,
        body: { ink: KUJAKU, note: null, createdAt: '2026-11-20' },
      },
    });
    renderWith(ink(), person(1));
    const inventory = await screen.findByRole('region', { name: 'My Ink-ventory' });
    const toggle = await within(inventory).findByRole(
      'switch',
      { name: 'I can share samples of this' },
      { timeout: 8000 },
    );
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'PUT').map((s) => s.path)).toEqual([
        '/api/auth/samples/offers/7',
      ]),
    );
  });

  it('has no sample switch for an ink only wished for', async () => {
    inkPage([entry({ status: 'wishlist' })]);
    renderWith(ink(), person(1));
    const inventory = await screen.findByRole('region', { name: 'My Ink-ventory' });
    await within(inventory).findByRole('radio', { name: 'Wishlist' }, { timeout: 8000 });
    expect(within(inventory).queryByTestId('sample-offer')).toBeNull();
  });

  it('shows who offers samples and Follow beside the brand', async () => {
    inkPage([]);
    renderWith(ink(), person(1));
    const samples = await screen.findByRole('region', { name: 'Samples' }, { timeout: 8000 });
    expect(samples.textContent).toContain('1 member offers samples of this ink.');
    expect(within(samples).getByText('EU only')).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Follow Pilot' }, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it('gives a visitor the count only, and no Follow', async () => {
    inkPage([], {
      'GET /api/inks/7/samples': { status: 200, body: { count: 2, offerers: null } },
    });
    renderWith(ink(), null);
    const samples = await screen.findByRole('region', { name: 'Samples' }, { timeout: 8000 });
    expect(samples.textContent).toContain('2 members offer samples of this ink.');
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
  });
});

function overview(): ProfileOverview {
  return {
    user: {
      id: 5,
      username: 'grace',
      role: 'user',
      displayName: 'Grace Hopper',
      bio: null,
      profileImageUrl: null,
      customProfileImage: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    badges: [],
    counts: { owned: 0, tried: 0, wantToTry: 0, wishlist: 0 },
    palette: [],
    paletteMore: false,
    collections: [],
    collectionsTotal: 0,
    images: [],
    discoveries: [],
  };
}

function profilePage(relation = { following: false, followsMe: true, blocked: false }) {
  window.history.replaceState(null, '', '/user/grace');
  return answerBy({
    'GET /api/users/grace/overview': { status: 200, body: overview() },
    'GET /api/users/grace/pens': { status: 200, body: [] },
    'GET /api/badges': { status: 200, body: [] },
    'GET /api/users/grace/follow-counts': { status: 200, body: { followers: 4, following: 2 } },
    'GET /api/auth/relations/grace': { status: 200, body: relation },
  });
}

const profile = () => (
  <RouteParams params={{ username: 'grace' }}>
    <UserProfilePage />
  </RouteParams>
);

describe('a member’s profile, between members', () => {
  it('shows the counts, Follow, Compare with my inks and the menu with Block', async () => {
    profilePage();
    renderWith(profile(), person(1));
    const actions = await screen.findByTestId('profile-actions', {}, { timeout: 8000 });
    expect((await within(actions).findByTestId('follow-counts')).textContent).toBe(
      '4 followers · 2 following',
    );
    expect(await within(actions).findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(
      within(actions).getByRole('link', { name: 'Compare with my inks' }).getAttribute('href'),
    ).toBe('/user/grace/compare');
    await userEvent.click(within(actions).getByRole('button', { name: 'More about Grace Hopper' }));
    expect(await screen.findByRole('menuitem', { name: 'Block Grace Hopper' })).toBeTruthy();
  });

  it('says I blocked them, with Unblock in the menu and no Follow', async () => {
    profilePage({ following: false, followsMe: false, blocked: true });
    renderWith(profile(), person(1));
    expect(
      await screen.findByText('You blocked Grace Hopper.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More about Grace Hopper' }));
    expect(await screen.findByRole('menuitem', { name: 'Unblock Grace Hopper' })).toBeTruthy();
  });

  it('shows a visitor the counts only, asking nothing of our relation', async () => {
    const sent = profilePage();
    renderWith(profile(), null);
    expect((await screen.findByTestId('follow-counts', {}, { timeout: 8000 })).textContent).toBe(
      '4 followers · 2 following',
    );
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Compare with my inks' })).toBeNull();
    expect(sent.some((s) => s.path.startsWith('/api/auth/'))).toBe(false);
  });
});
