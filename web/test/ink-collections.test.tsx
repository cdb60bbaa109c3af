import type { Collection } from '@inklore/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { person, renderWith, testInk } from '#test/gallery-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { entryOptions } from '#src/features/inventory/api/inventory.ts';
import InkCollections from '#src/features/collections/components/ink-collections.tsx';

const MINE = 'GET /api/auth/collections';
const ENTRY = 'GET /api/inks/7/collection';
const toastText = () => screen.getByTestId('toast').textContent;

function collection(id: number, name: string, over: Partial<Collection> = {}): Collection {
  return {
    id,
    name,
    description: null,
    isPublic: true,
    inkCount: 3,
    owner: { id: 9, username: 'member9', displayName: null },
    swatches: [],
    hasInk: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add to Collection' }));
  return screen.findByRole('dialog', { name: 'Add to Collection' });
}

beforeEach(() => setCsrfToken('tok'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('the Add to Collection dialog and the tracker (spec §2, §4, §5, §8)', () => {
  it('with no collections says so and links to /profile to create the first', async () => {
    answerBy({ [MINE]: { status: 200, body: [] }, [ENTRY]: { status: 200, body: null } });
    renderWith(<InkCollections ink={testInk()} entryQuery={entryOptions} />, person(9));
    expect(await screen.findByText('Not in any of your collections yet.')).toBeTruthy();
    const dialog = await openDialog();
    expect(await within(dialog).findByText("You don't have any collections yet.")).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Create Your First Collection' });
    expect(new URL(link.getAttribute('href') ?? '', 'http://x').pathname).toBe('/profile');
  });

  it('shows nothing to visitors and asks nothing', async () => {
    const calls = answerBy({});
    const { container } = renderWith(
      <InkCollections ink={testInk()} entryQuery={entryOptions} />,
      null,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('section')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('adds with status owned by default and the notes, then says so', async () => {
    const calls = answerBy({
      [MINE]: {
        status: 200,
        body: [collection(1, 'Blues'), collection(2, 'Travel kit', { hasInk: true })],
      },
      [ENTRY]: { status: 200, body: null },
      'POST /api/auth/collections/1/inks/7': { status: 201, body: {} },
    });
    renderWith(<InkCollections ink={testInk()} entryQuery={entryOptions} />, person(9));
    // the tracker names the collection that holds the ink already
    expect(await screen.findByRole('link', { name: 'Travel kit' })).toBeTruthy();

    const dialog = await openDialog();
    const add = within(dialog).getByRole('button', { name: 'Add to Collection' });
    expect(within(dialog).getByRole('radio', { name: 'Owned' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: /Wishlisted/ })).toBeTruthy();
    // the one holding the ink cannot be chosen; none is chosen yet
    expect(within(dialog).getByRole('radio', { name: /Travel kit/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(add).toHaveProperty('disabled', true);

    await userEvent.click(within(dialog).getByRole('radio', { name: /Blues/ }));
    await userEvent.type(within(dialog).getByLabelText(/Notes/), '  For letters  ');
    expect(add).toHaveProperty('disabled', false);
    await userEvent.click(add);

    await waitFor(() =>
      expect(toastText()).toBe('Ink added to collection! / Ku-jaku is in Blues now.'),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      path: '/api/auth/collections/1/inks/7',
      body: { status: 'owned', notes: 'For letters' },
      csrf: 'tok',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends wishlist for Wishlisted, and starts at the status the ink-ventory has', async () => {
    const calls = answerBy({
      [MINE]: { status: 200, body: [collection(1, 'Blues')] },
      [ENTRY]: {
        status: 200,
        body: {
          inkId: 7,
          status: 'tried',
          rating: null,
          notes: null,
          acquiredDate: null,
          createdAt: '2026-11-01T10:00:00.000Z',
          updatedAt: '2026-11-01T10:00:00.000Z',
        },
      },
      'POST /api/auth/collections/1/inks/7': { status: 201, body: {} },
    });
    renderWith(<InkCollections ink={testInk()} entryQuery={entryOptions} />, person(9));
    const dialog = await openDialog();
    // one collection: it is chosen already
    expect(await within(dialog).findByRole('radio', { name: /Blues/ })).toHaveProperty(
      'checked',
      true,
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Tried' })).toHaveProperty('checked', true),
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Wishlisted' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Collection' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'wishlist' }),
    );
  });

  it("says 'Failed to add ink to collection' with the server's message, else the spec's", async () => {
    answerBy({
      [MINE]: { status: 200, body: [collection(1, 'Blues')] },
      [ENTRY]: { status: 200, body: null },
      'POST /api/auth/collections/1/inks/7': {
        status: 409,
        body: { message: 'This ink might already be in that collection.', code: 'conflict' },
      },
    });
    renderWith(<InkCollections ink={testInk()} entryQuery={entryOptions} />, person(9));
    let dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add to Collection' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Failed to add ink to collection / This ink might already be in that collection.',
      ),
    );
    // the dialog stays open to choose another
    expect(screen.getByRole('dialog', { name: 'Add to Collection' })).toBeTruthy();

    answerBy({
      [MINE]: { status: 200, body: [collection(1, 'Blues')] },
      [ENTRY]: { status: 200, body: null },
      'POST /api/auth/collections/1/inks/7': { status: 500, body: { message: 'boom' } },
    });
    dialog = screen.getByRole('dialog', { name: 'Add to Collection' });
    dismissToast();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Collection' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Failed to add ink to collection / This ink might already be in that collection.',
      ),
    );
  });
});
