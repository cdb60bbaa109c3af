import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { communityImage, communityList, person, renderWith, testInk } from '#test/gallery-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { ReportButton } from '#src/features/reports/components/report-button.tsx';
import CommunityImages from '#src/features/gallery/components/community-images.tsx';

const ink = testInk({ communityImageCount: 3 });
const LIST = '/api/inks/7/community-images';

// official first, then by votes (the server's order)
const images = [
  communityImage(1, {
    isOfficial: true,
    upvotes: 1,
    caption: 'Maker swatch',
    category: 'Swatch',
    paperType: 'Tomoe River',
    username: 'pilotpen',
    displayName: 'Pilot Japan',
    userRole: 'moderator',
  }),
  communityImage(2, {
    upvotes: 5,
    category: 'Handwriting',
    paperType: 'Rhodia',
    penNib: 'Lamy EF',
  }),
  communityImage(3, { userId: 42, username: 'member42', upvotes: 2, category: 'Swatch' }),
];

const toastText = () => screen.getByTestId('toast').textContent;
const card = (name: RegExp | string) =>
  screen.getByRole('article', { name }).closest('li') as HTMLElement;

function show(user: ReturnType<typeof person> | null, onCountChanged = vi.fn()) {
  renderWith(
    <CommunityImages ink={ink} onCountChanged={onCountChanged} ReportButton={ReportButton} />,
    user,
  );
  return onCountChanged;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/ink/7');
  setCsrfToken('tok');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('community images for a visitor', () => {
  it('shows each image with its details and votes, and asks to log in to vote', async () => {
    const calls = answerBy({ [`GET ${LIST}`]: communityList(() => images) });
    show(null);
    const list = await screen.findByRole('list', { name: 'Community images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const official = card('Maker swatch (official image)');
    expect(within(official).getByText('Official')).toBeTruthy();
    expect(within(official).getByText('Tomoe River')).toBeTruthy();
    const uploader = within(official).getByRole('link', { name: 'Pilot Japan' });
    expect(uploader.getAttribute('href')).toBe('/user/pilotpen');
    expect(within(official).getByRole('img', { name: 'Moderator' })).toBeTruthy();

    const vote = within(card('Handwriting')).getByRole('button', {
      name: "Upvote uploader2's image (5 votes)",
    });
    expect(vote.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(vote);
    expect(toastText()).toBe('Login Required / Please log in to vote on community images.');
    // no vote sent, no member's calls made, nothing to report, delete or share
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${LIST}`]);
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share an image' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Sign in to share your own image of this ink' }),
    ).toBeTruthy();
  });

  it('filters by category, paper and pen/nib, and clears', async () => {
    answerBy({ [`GET ${LIST}`]: communityList(() => images) });
    show(null);
    await screen.findByRole('list', { name: 'Community images' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Swatch (2)', 'Handwriting (1)']);
    await userEvent.selectOptions(category, 'Swatch');
    expect(screen.getByText('Showing 2 of 3 images')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Paper type' }), 'rhodia');
    expect(screen.getByText('No images match these filters.')).toBeTruthy();
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement,
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pen/nib' }), 'lamy ef');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says when there are none yet', async () => {
    answerBy({ [`GET ${LIST}`]: communityList(() => []) });
    show(null);
    expect(await screen.findByText('No community images yet.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Filter community images' })).toBeNull();
  });
});

describe('votes of a member', () => {
  it('shows the current vote, moves it to another image and takes it back', async () => {
    const calls = answerBy({
      [`GET ${LIST}`]: communityList(() => images),
      'GET /api/inks/7/user-vote': { status: 200, body: { vote: { imageId: 2 } } },
      'POST /api/community-images/3/vote': {
        status: 200,
        body: { action: 'added', imageId: 3, upvotes: 3, movedFrom: 2 },
      },
    });
    show(person(9));
    const voted = await screen.findByRole('button', { name: "Upvote uploader2's image (5 votes)" });
    await waitFor(() => expect(voted.getAttribute('aria-pressed')).toBe('true'));

    await userEvent.click(
      screen.getByRole('button', { name: "Upvote member42's image (2 votes)" }),
    );
    await waitFor(() => expect(toastText()).toBe('Vote Added / You upvoted this image!'));
    const now = screen.getByRole('button', { name: "Upvote member42's image (3 votes)" });
    expect(now.getAttribute('aria-pressed')).toBe('true');
    const before = screen.getByRole('button', { name: "Upvote uploader2's image (4 votes)" });
    expect(before.getAttribute('aria-pressed')).toBe('false');
    const vote = calls.find((c) => c.method === 'POST');
    expect(vote).toMatchObject({ path: '/api/community-images/3/vote', csrf: 'tok' });
    // the order stays while the member looks at it
    expect(
      screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') !== null),
    ).toHaveLength(3);

    answerBy({
      [`GET ${LIST}`]: communityList(() => images),
      'POST /api/community-images/3/vote': {
        status: 200,
        body: { action: 'removed', imageId: 3, upvotes: 2, movedFrom: null },
      },
    });
    await userEvent.click(now);
    await waitFor(() => expect(toastText()).toMatch(/^Vote Removed/));
    expect(
      screen
        .getByRole('button', { name: "Upvote member42's image (2 votes)" })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it("says the server's reason when a vote is refused", async () => {
    answerBy({
      [`GET ${LIST}`]: communityList(() => images),
      'GET /api/inks/7/user-vote': { status: 200, body: { vote: null } },
      'POST /api/community-images/2/vote': {
        status: 403,
        body: { message: 'You cannot vote on your own image.', code: 'forbidden' },
      },
    });
    show(person(9));
    await userEvent.click(
      await screen.findByRole('button', { name: "Upvote uploader2's image (5 votes)" }),
    );
    await waitFor(() =>
      expect(toastText()).toBe('Vote Failed / You cannot vote on your own image.'),
    );
  });

  it('a session that ended asks to log in and goes to /login', async () => {
    answerBy({
      [`GET ${LIST}`]: communityList(() => images),
      'GET /api/inks/7/user-vote': { status: 200, body: { vote: null } },
      'POST /api/community-images/2/vote': {
        status: 401,
        body: { message: 'Sign in first.', code: 'unauthorized' },
      },
    });
    show(person(9));
    await userEvent.click(
      await screen.findByRole('button', { name: "Upvote uploader2's image (5 votes)" }),
    );
    await waitFor(() =>
      expect(toastText()).toBe('Login Required / Please log in to vote on community images.'),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(window.location.search).toBe(`?next=${encodeURIComponent('/ink/7')}`);
  });
});

describe("a member's own image", () => {
  it('has no vote button, no Share button, and is deleted after a confirmation', async () => {
    let stored = images;
    const calls = answerBy({
      [`GET ${LIST}`]: communityList(() => stored),
      'GET /api/inks/7/user-vote': { status: 200, body: { vote: null } },
      'DELETE /api/community-images/3': () => {
        stored = images.filter((i) => i.id !== 3);
        return { status: 204 };
      },
    });
    const onCountChanged = show(person(42));
    await screen.findAllByRole('article');
    const mine = card(/^Swatch/);
    expect(within(mine).queryByRole('button', { name: /^Upvote/ })).toBeNull();
    expect(within(mine).getByText(/you cannot vote on your own image/)).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: /^Report/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share an image' })).toBeNull();
    expect(screen.getByText(/You have shared your image of this ink/)).toBeTruthy();
    // others' images can be reported, not deleted
    expect(
      within(card('Handwriting')).getByRole('button', { name: "Report uploader2's image" }),
    ).toBeTruthy();
    expect(within(card('Handwriting')).queryByRole('button', { name: /^Delete/ })).toBeNull();

    await userEvent.click(within(mine).getByRole('button', { name: 'Delete your image' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete your image? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastText()).toMatch(/^Image Deleted/));
    expect(
      calls
        .filter((c) => c.method === 'DELETE')
        .map(({ method, path, query, body, csrf }) => ({
          method,
          path,
          query: `${query}`,
          body,
          csrf,
        })),
    ).toEqual([
      {
        method: 'DELETE',
        path: '/api/community-images/3',
        query: '',
        body: undefined,
        csrf: 'tok',
      },
    ]);
    expect(onCountChanged).toHaveBeenCalledWith(-1);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    // the card that had focus is gone: focus goes to the section's heading
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Community Images'));
    expect(await screen.findByRole('button', { name: 'Share an image' })).toBeTruthy();
  });
});

describe('staff', () => {
  it('mark images official and delete anyone’s', async () => {
    const calls = answerBy({
      [`GET ${LIST}`]: communityList(() => images),
      'GET /api/inks/7/user-vote': { status: 200, body: { vote: null } },
      'PUT /api/community-images/2/official': {
        status: 200,
        body: { ...images[1], isOfficial: true },
      },
    });
    show(person(5, 'moderator'));
    const other = await screen.findByRole('article', { name: 'Handwriting' });
    expect(within(other).getByRole('button', { name: "Delete uploader2's image" })).toBeTruthy();
    expect(
      within(card('Maker swatch (official image)')).getByRole('button', {
        name: /^Unmark official/,
      }),
    ).toBeTruthy();
    await userEvent.click(within(other).getByRole('button', { name: /^Mark official/ }));
    await waitFor(() => expect(toastText()).toMatch(/^Marked official/));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/community-images/2/official',
      body: { isOfficial: true },
    });
  });

  it('members see no official controls', async () => {
    answerBy({
      [`GET ${LIST}`]: communityList(() => images),
      'GET /api/inks/7/user-vote': { status: 200, body: { vote: null } },
    });
    show(person(9));
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: /official/i })).toBeNull();
  });
});

describe('a popular ink (ADR 032)', () => {
  const many = Array.from({ length: 30 }, (_, i) =>
    communityImage(100 + i, {
      upvotes: 30 - i,
      caption: `Image ${i + 1}`,
      category: i % 3 === 0 ? 'Swatch' : 'Other',
    }),
  );
  const popular = testInk({ communityImageCount: 30 });

  it('shows the first page, then the rest on "Show more images", with focus on the first new one', async () => {
    answerBy({ [`GET ${LIST}`]: communityList(() => many) });
    renderWith(
      <CommunityImages ink={popular} onCountChanged={vi.fn()} ReportButton={ReportButton} />,
      null,
    );
    const list = await screen.findByRole('list', { name: 'Community images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30 images from the community')).toBeTruthy();
    // the filters say they reach only what is loaded
    const category = screen.getByRole('combobox', { name: 'Category' });
    await userEvent.selectOptions(category, 'Swatch');
    expect(screen.getByText('Showing 8 of 24 loaded images')).toBeTruthy();
    await userEvent.selectOptions(category, '');

    await userEvent.click(screen.getByRole('button', { name: 'Show more images' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(screen.getByText('30 images from the community')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more images' })).toBeNull();
    const twentyFifth = within(list).getAllByRole('listitem')[24] as HTMLElement;
    await waitFor(() => expect(twentyFifth.contains(document.activeElement)).toBe(true));
  });

  it("knows the member's own image on a later page: no Share button", async () => {
    const mine = communityImage(200, { userId: 42, username: 'member42', upvotes: 0 });
    answerBy({
      [`GET ${LIST}`]: communityList(() => [...many, mine]),
      'GET /api/inks/7/user-vote': { status: 200, body: { vote: null } },
    });
    renderWith(
      <CommunityImages
        ink={testInk({ communityImageCount: 31 })}
        onCountChanged={vi.fn()}
        ReportButton={ReportButton}
      />,
      person(42),
    );
    await screen.findByText(/You have shared your image of this ink/);
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.queryByRole('button', { name: 'Share an image' })).toBeNull();
  });
});
