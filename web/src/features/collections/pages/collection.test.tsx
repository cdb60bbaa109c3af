import type { CollectionDetail } from '@inklore/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { person, renderWith, testInk } from '#test/gallery-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { RouteParams } from '#src/lib/router.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import CollectionPage from './collection.tsx';

const DETAIL = 'GET /api/collections/3';

function detail(over: Partial<CollectionDetail> = {}): CollectionDetail {
  const inks = [
    testInk({ id: 21, name: 'Ku-jaku', brand: 'Pilot', lab: { l: 47, a: -20, b: -18 } }),
    testInk({ id: 22, name: 'Oxblood', brand: 'Diamine', lab: { l: 30, a: 40, b: 15 } }),
    testInk({ id: 23, name: 'Apple Glory', brand: 'Diamine', lab: { l: 60, a: -40, b: 50 } }),
  ];
  return {
    id: 3,
    name: 'Blues and friends',
    description: 'What I write letters with.',
    isPublic: true,
    inkCount: 3,
    owner: { id: 9, username: 'member9', displayName: 'Ada' },
    swatches: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-05T10:00:00.000Z',
    inks: inks.map((ink, position) => ({
      ink,
      notes: position === 1 ? 'For Christmas cards' : null,
      addedAt: `2026-11-0${position + 1}T10:00:00.000Z`,
      position,
    })),
    ...over,
  };
}

function show(user: ReturnType<typeof person> | null) {
  return renderWith(
    <RouteParams params={{ id: '3' }}>
      <CollectionPage />
    </RouteParams>,
    user,
  );
}

const tileNames = () =>
  screen.getAllByTestId('collection-ink').map((t) => within(t).getByRole('heading').textContent);

beforeEach(() => setCsrfToken('tok'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('/collections/{id}', () => {
  it('shows a public collection to a visitor: name, description, owner, inks; no controls', async () => {
    answerBy({ [DETAIL]: { status: 200, body: detail() } });
    show(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blues and friends' }),
    ).toBeTruthy();
    expect(screen.getByText('What I write letters with.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Ada' })[0]?.getAttribute('href')).toBe(
      '/user/member9',
    );
    expect(tileNames()).toEqual(['Ku-jaku', 'Oxblood', 'Apple Glory']);
    expect(screen.getByText('For Christmas cards')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Move|Remove|Edit|Delete/ })).toBeNull();
  });

  it('sorts by name, brand and hue', async () => {
    answerBy({ [DETAIL]: { status: 200, body: detail() } });
    show(null);
    const sort = await screen.findByLabelText('Sort by');
    await userEvent.selectOptions(sort, 'name');
    expect(tileNames()).toEqual(['Apple Glory', 'Ku-jaku', 'Oxblood']);
    await userEvent.selectOptions(sort, 'brand');
    expect(tileNames()).toEqual(['Apple Glory', 'Oxblood', 'Ku-jaku']);
    await userEvent.selectOptions(sort, 'hue');
    expect(tileNames()).toEqual(['Ku-jaku', 'Oxblood', 'Apple Glory']);
    expect(window.location.search).toBe('?sort=hue');
  });

  it('is the 404 page when the server says there is no such collection (a private one)', async () => {
    answerBy({ [DETAIL]: { status: 404, body: { message: 'Collection not found.' } } });
    show(person(5));
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeTruthy();
  });

  it('lets the owner move an ink with the keyboard-reachable buttons and sends the new order', async () => {
    const calls = answerBy({
      [DETAIL]: { status: 200, body: detail() },
      'PUT /api/auth/collections/3/order': ({ body }) => {
        const ids = (body as { inkIds: number[] }).inkIds;
        const d = detail();
        return {
          status: 200,
          body: {
            ...d,
            inks: ids.map((id, position) => ({
              ...d.inks.find((i) => i.ink.id === id),
              position,
            })),
          },
        };
      },
    });
    show(person(9));
    const down = await screen.findByRole('button', { name: 'Move Ku-jaku down' });
    expect(screen.getByRole('button', { name: 'Move Ku-jaku up' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(down);
    expect(tileNames()).toEqual(['Oxblood', 'Ku-jaku', 'Apple Glory']);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ inkIds: [22, 21, 23] }),
    );
    // focus stays with the ink that moved
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Ku-jaku down'),
    );
    expect(screen.getByText('Ku-jaku moved to position 2 of 3.')).toBeTruthy();
  });

  it('lets the owner take an ink out', async () => {
    let current = detail();
    const calls = answerBy({
      [DETAIL]: () => ({ status: 200, body: current }),
      'DELETE /api/auth/collections/3/inks/22': () => {
        current = { ...current, inks: current.inks.filter((i) => i.ink.id !== 22) };
        return { status: 204 };
      },
    });
    show(person(9));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Oxblood from this collection' }),
    );
    await waitFor(() => expect(tileNames()).toEqual(['Ku-jaku', 'Apple Glory']));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(screen.getByTestId('toast').textContent).toContain(
      'Oxblood removed from this collection.',
    );
  });
});
