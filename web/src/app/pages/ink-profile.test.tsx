import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { communityImage, person, renderWith, testInk } from '#test/gallery-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { RouteParams } from '#src/lib/router.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import InkProfilePage from './ink-profile.tsx';

const page = () => (
  <RouteParams params={{ id: '7' }}>
    <InkProfilePage />
  </RouteParams>
);

beforeEach(() => {
  window.history.replaceState(null, '', '/ink/7');
  setCsrfToken('tok');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

/** The ink with one image of its own and one member's image, which that member deletes. */
function stubInkWithOneSharedImage() {
  let shared = [communityImage(3, { userId: 42, username: 'member42', category: 'Swatch' })];
  const ink = () => testInk({ images: ['/own.jpg'], communityImageCount: shared.length });
  return answerBy({
    'GET /api/inks/7': () => ({ status: 200, body: ink() }),
    'GET /api/inks/7/community-images': () => ({ status: 200, body: shared }),
    'GET /api/inks/7/user-vote': { status: 200, body: { vote: null } },
    'GET /api/inks/7/profile-image-submissions': { status: 200, body: [] },
    'GET /api/inks/7/collection-stats': {
      status: 200,
      body: { inCollections: 0, owned: 0, tried: 0, wishlisted: 0, wantToTry: 0 },
    },
    'GET /api/inks/7/comments/page': {
      status: 200,
      body: { items: [], total: 0, mine: null, nextBefore: null },
    },
    'GET /api/inks/7/collection': { status: 200, body: null },
    'GET /api/community/stats': {
      status: 200,
      body: { inkProfiles: 1, imagesShared: 1, activeMembers: 1, inkBrands: 1 },
    },
    'DELETE /api/community-images/3': () => {
      shared = [];
      return { status: 204 };
    },
  });
}

describe('the ink page with its community gallery', () => {
  it("counts the ink's and the community's images, and the count follows a deletion", async () => {
    const calls = stubInkWithOneSharedImage();
    renderWith(page(), person(42));
    const details = await screen.findByRole('region', { name: 'Profile Details' });
    expect(details.textContent).toContain('2 images in gallery');
    expect(screen.getByRole('button', { name: 'Submit profile image' })).toBeTruthy();

    // the section's code loads after the page (lazily): wait for its list
    await screen.findByRole('list', { name: 'Community images' }, { timeout: 8000 });
    const section = screen.getByRole('region', { name: 'Community Images' });
    await userEvent.click(within(section).getByRole('button', { name: 'Delete your image' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(details.textContent).toContain('1 image in gallery'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/inks/7')).toHaveLength(2),
    );
    expect(await within(section).findByText('No community images yet.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Share an image' })).toBeTruthy();
  });

  it('offers visitors neither the profile image submission nor the upload', async () => {
    stubInkWithOneSharedImage();
    renderWith(page(), null);
    await screen.findByRole('region', { name: 'Profile Details' });
    expect(screen.queryByRole('button', { name: 'Submit profile image' })).toBeNull();
    await screen.findByRole('list', { name: 'Community images' }, { timeout: 8000 });
    const section = screen.getByRole('region', { name: 'Community Images' });
    expect(within(section).getAllByRole('article')).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: 'Share an image' })).toBeNull();
  });
});

describe("the ink's other names", () => {
  const stubInk = (aliases?: string[]) =>
    answerBy({
      'GET /api/inks/7': { status: 200, body: testInk({ aliases }) },
      'GET /api/inks/7/community-images': { status: 200, body: [] },
      'GET /api/inks/7/comments/page': {
        status: 200,
        body: { items: [], total: 0, mine: null, nextBefore: null },
      },
      'GET /api/community/stats': {
        status: 200,
        body: { inkProfiles: 1, imagesShared: 0, activeMembers: 1, inkBrands: 1 },
      },
    });

  it('shows them beside the name', async () => {
    stubInk(['色彩雫 孔雀', 'Kujaku']);
    renderWith(page(), null);
    await screen.findByRole('heading', { level: 1, name: 'Ku-jaku' });
    expect(screen.getByText(/Also known as/).textContent).toBe(
      'Also known as: 色彩雫 孔雀, Kujaku',
    );
  });

  it('says nothing when the ink has none', async () => {
    stubInk([]);
    renderWith(page(), null);
    await screen.findByRole('heading', { level: 1, name: 'Ku-jaku' });
    expect(screen.queryByText(/Also known as/)).toBeNull();
  });
});

describe('the ink page with pens', () => {
  /** The ink, a member who owns it as a sample (or not), one free pen and the usage counts. */
  function stubPens(owned: boolean) {
    return answerBy({
      'GET /api/inks/7': { status: 200, body: testInk() },
      'GET /api/inks/7/usage': { status: 200, body: { currentlyInked: 3, daysThisMonth: 0 } },
      'GET /api/inks/7/collection-stats': {
        status: 200,
        body: { inCollections: 0, owned: 0, tried: 0, wishlisted: 0, wantToTry: 0 },
      },
      'GET /api/inks/7/collection/entries': {
        status: 200,
        body: owned
          ? [
              {
                inkId: 7,
                status: 'owned',
                kind: 'sample',
                rating: null,
                notes: null,
                acquiredDate: null,
                swabbed: false,
                lastUsed: null,
                createdAt: '2026-11-01T10:00:00.000Z',
                updatedAt: '2026-11-01T10:00:00.000Z',
              },
            ]
          : [],
      },
      'GET /api/auth/pens': {
        status: 200,
        body: [
          {
            id: 1,
            kind: 'fountain',
            brand: 'Pilot',
            model: 'Custom 74',
            nibSize: 'F',
            nibGrind: null,
            fillingSystem: null,
            color: null,
            material: null,
            notes: null,
            isPublic: false,
            archived: false,
            inking: null,
            daysUsed: 0,
            createdAt: '2026-10-01T10:00:00.000Z',
            updatedAt: '2026-10-01T10:00:00.000Z',
          },
        ],
      },
    });
  }

  it('says how many members have it inked, and lets a member ink a pen; an ink owned is not added again', async () => {
    stubPens(true);
    renderWith(page(), person(42));
    const details = await screen.findByRole('region', { name: 'Profile Details' });
    expect(
      await within(details).findByText('Currently inked by 3 members', {}, { timeout: 8000 }),
    ).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ink a pen with this' }, { timeout: 8000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ink a pen with this' });
    expect(await within(dialog).findByRole('radio', { name: /Pilot Custom 74/ })).toBeTruthy();
    expect(within(dialog).queryByRole('group', { name: /ink-ventory/ })).toBeNull();
  });

  it('offers to add an ink the member does not own', async () => {
    stubPens(false);
    renderWith(page(), person(42));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ink a pen with this' }, { timeout: 8000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ink a pen with this' });
    expect(
      await within(dialog).findByRole('group', { name: 'Add it to your ink-ventory as' }),
    ).toBeTruthy();
  });

  it('offers a visitor no button', async () => {
    stubPens(false);
    renderWith(page(), null);
    await screen.findByText('Currently inked by 3 members', {}, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Ink a pen with this' })).toBeNull();
  });
});
