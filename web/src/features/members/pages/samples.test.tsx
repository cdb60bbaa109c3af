import type { SampleRequestList } from '@inklore/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '#test/console-kit.tsx';
import { answerBy, type Sent } from '#test/fetch-kit.ts';
import { renderWith } from '#test/gallery-kit.tsx';
import { ADA, APACHE, GRACE, KUJAKU, brief, sampleRequest } from '#test/members-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import SamplesPage from './samples.tsx';

const since = '2026-11-01T10:00:00.000Z';

beforeEach(() => setCsrfToken('tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

function at(path: string) {
  window.history.replaceState(null, '', path);
}

const list = (items: SampleRequestList['items'], total = items.length): SampleRequestList => ({
  items,
  total,
  pageSize: 50,
});

describe('/samples', () => {
  it('asks a visitor to sign in', () => {
    at('/samples');
    renderWith(<SamplesPage />, null);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?next=%2Fsamples',
    );
  });

  it('shows the wishlist match first: each ink someone offers, who, and how many have none', async () => {
    at('/samples');
    answerBy({
      'GET /api/auth/samples/matches': {
        status: 200,
        body: {
          matches: [{ ink: KUJAKU, offerers: [{ member: GRACE, note: 'EU only', since }] }],
          unmatched: 3,
        },
      },
    });
    renderWith(<SamplesPage />, member());
    const match = await screen.findByTestId('match');
    expect(within(match).getByRole('link', { name: 'Ku-jaku' }).getAttribute('href')).toBe(
      '/ink/7',
    );
    expect(within(match).getByText('1 member offers samples')).toBeTruthy();
    expect(within(match).getByText('EU only')).toBeTruthy();
    expect(within(match).getByRole('button', { name: /Ask for a sample/ })).toBeTruthy();
    expect(screen.getByTestId('unmatched').textContent).toBe(
      '3 inks on your wishlist have no offer yet.',
    );
    expect(screen.getByRole('tab', { name: 'Wishlist match', selected: true })).toBeTruthy();
  });

  it('lists requests received and sent, each with its state, ink, member and last message', async () => {
    at('/samples?tab=requests');
    const sent = answerBy({
      'GET /api/auth/sample-requests': ({ query }) =>
        query.get('box') === 'sent'
          ? {
              status: 200,
              body: list([sampleRequest({ id: 13, ink: APACHE, state: 'accepted' })]),
            }
          : {
              status: 200,
              body: list([
                sampleRequest({
                  role: 'owner',
                  requester: brief('linus'),
                  owner: ADA,
                  lastMessage: 'Could I try it?',
                }),
              ]),
            },
    });
    renderWith(<SamplesPage />, member());
    const received = await screen.findByRole('list', { name: 'Requests you received' });
    const row = within(received).getByTestId('request-row');
    expect(row.getAttribute('href')).toBe('/samples/requests/12');
    expect(row.textContent).toContain('Pilot Ku-jaku');
    expect(row.textContent).toContain('Waiting for an answer');
    expect(row.textContent).toContain('Asked by linus');
    expect(row.textContent).toContain('“Could I try it?”');

    await userEvent.click(screen.getByRole('button', { name: 'Sent' }));
    const mine = await screen.findByRole('list', { name: 'Requests you sent' });
    expect(within(mine).getByTestId('request-row').textContent).toContain('Accepted');
    expect(within(mine).getByTestId('request-row').textContent).toContain('Asked of Grace Hopper');
    expect(window.location.search).toBe('?tab=requests&box=sent');
    expect(
      sent
        .filter((s: Sent) => s.path === '/api/auth/sample-requests')
        .map((s) => s.query.get('box')),
    ).toEqual(['received', 'sent']);
  });

  it('pages through many requests', async () => {
    at('/samples?tab=requests');
    const sent = answerBy({
      'GET /api/auth/sample-requests': ({ query }) => ({
        status: 200,
        body: list([sampleRequest({ id: Number(query.get('page')) })], 120),
      }),
    });
    renderWith(<SamplesPage />, member());
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(sent.map((s) => s.query.get('page'))).toEqual(['1', '2']);
  });

  it('lists my offers, and stops one', async () => {
    at('/samples?tab=offers');
    const offers = [{ ink: KUJAKU, note: 'EU only', createdAt: since }];
    const sent = answerBy({
      'GET /api/auth/samples/offers': () => ({ status: 200, body: offers }),
      'DELETE /api/auth/samples/offers/7': () => {
        offers.pop();
        return { status: 204 };
      },
    });
    renderWith(<SamplesPage />, member());
    const mine = await screen.findByRole('list', { name: 'Inks you offer samples of' });
    expect(within(mine).getByText('EU only')).toBeTruthy();
    await userEvent.click(within(mine).getByRole('button', { name: 'Stop offering Ku-jaku' }));
    expect(await screen.findByText('You offer no samples yet.')).toBeTruthy();
    expect(sent.some((s) => s.method === 'DELETE')).toBe(true);
  });

  it('lists the members I blocked, and unblocks one', async () => {
    at('/samples?tab=blocked');
    const blocks = [{ member: GRACE, since }];
    const sent = answerBy({
      'GET /api/auth/blocks': () => ({ status: 200, body: blocks }),
      'DELETE /api/auth/blocks/grace': () => {
        blocks.pop();
        return { status: 204 };
      },
    });
    renderWith(<SamplesPage />, member());
    const blocked = await screen.findByRole('list', { name: 'Members you blocked' });
    await userEvent.click(within(blocked).getByRole('button', { name: 'Unblock Grace Hopper' }));
    expect(await screen.findByText('You have blocked no one.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('You unblocked'));
    expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual([
      '/api/auth/blocks/grace',
    ]);
  });
});
