import type { AliasSuggestion } from '@inklore/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { OtherNamesTab } from './other-names-tab.tsx';

beforeEach(() => setCsrfToken('t'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function suggestion(id: number, over: Partial<AliasSuggestion> = {}): AliasSuggestion {
  return {
    id,
    ink: { id: 40 + id, brand: 'Pilot', line: 'Iroshizuku', name: 'Kon-peki' },
    spelling: `Konpeki ${id}`,
    members: 1,
    suggestedAt: '2026-11-20T10:00:00.000Z',
    status: 'pending',
    reviewedBy: null,
    reviewedAt: null,
    ...over,
  };
}

const mod = member('moderator');
const row = (spelling: string) => {
  const item = screen.getByRole('heading', { name: `“${spelling}”` }).closest('li');
  if (!item) throw new Error(`no row for ${spelling}`);
  return item;
};

describe('tab=other-names: the other names imports suggest (ADR 038)', () => {
  it('lists each with its ink, how many members suggested it and when', async () => {
    const sent = answerBy({
      'GET /api/admin/alias-suggestions': {
        status: 200,
        body: { suggestions: [suggestion(1, { members: 3 }), suggestion(2)], total: 2 },
      },
    });
    show(<OtherNamesTab />, { user: mod, at: '/admin?tab=other-names' });
    const list = await screen.findByRole('list', { name: 'Waiting suggested names' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const first = row('Konpeki 1');
    expect(within(first).getByRole('link', { name: 'Pilot Kon-peki' }).getAttribute('href')).toBe(
      '/ink/41',
    );
    expect(first.textContent).toContain('(Iroshizuku)');
    expect(first.textContent).toContain('Suggested by 3 members');
    expect(first.textContent).toContain('first on November 20, 2026');
    expect(row('Konpeki 2').textContent).toContain('Suggested by 1 member');
    expect(screen.getByText('2 suggestions')).toBeTruthy();
    expect(sent[0]?.query.get('status')).toBe('pending');
  });

  it('accepts one: the list and the log follow, and it says so', async () => {
    const sent = answerBy({
      'GET /api/admin/alias-suggestions': [
        { status: 200, body: { suggestions: [suggestion(1), suggestion(2)], total: 2 } },
        { status: 200, body: { suggestions: [suggestion(2)], total: 1 } },
      ],
      'POST /api/admin/alias-suggestions/1/accept': {
        status: 200,
        body: suggestion(1, { status: 'accepted', reviewedBy: 'ada' }),
      },
    });
    show(<OtherNamesTab />, { user: mod, at: '/admin?tab=other-names' });
    await screen.findByRole('heading', { name: '“Konpeki 1”' });
    await userEvent.click(within(row('Konpeki 1')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '“Konpeki 1”' })).toBeNull());
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.path)).toEqual([
      '/api/admin/alias-suggestions/1/accept',
    ]);
    expect(screen.getByTestId('toast').textContent).toBe(
      'Other name accepted / “Konpeki 1” is now another name of Pilot Kon-peki.',
    );
  });

  it('rejects one; a suggestion decided meanwhile says so and the list follows', async () => {
    const sent = answerBy({
      'GET /api/admin/alias-suggestions': [
        { status: 200, body: { suggestions: [suggestion(1), suggestion(2)], total: 2 } },
        { status: 200, body: { suggestions: [suggestion(2)], total: 1 } },
        { status: 200, body: { suggestions: [], total: 0 } },
      ],
      'POST /api/admin/alias-suggestions/1/reject': {
        status: 200,
        body: suggestion(1, { status: 'rejected' }),
      },
      'POST /api/admin/alias-suggestions/2/accept': {
        status: 409,
        body: { message: 'This suggestion was decided already.', code: 'conflict' },
      },
    });
    show(<OtherNamesTab />, { user: mod, at: '/admin?tab=other-names' });
    await screen.findByRole('heading', { name: '“Konpeki 1”' });
    await userEvent.click(within(row('Konpeki 1')).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(
        'Suggestion rejected / “Konpeki 1” stays out of Pilot Kon-peki’s names.',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: '“Konpeki 1”' })).toBeNull());
    await userEvent.click(within(row('Konpeki 2')).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(
        'Not accepted / This suggestion was decided already.',
      ),
    );
    expect(await screen.findByText('No suggested names waiting. All clear.')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(2);
  });

  it('shows the decided ones with who decided', async () => {
    answerBy({
      'GET /api/admin/alias-suggestions': (s) =>
        s.query.get('status') === 'accepted'
          ? {
              status: 200,
              body: {
                suggestions: [
                  suggestion(3, {
                    status: 'accepted',
                    reviewedBy: 'grace',
                    reviewedAt: '2026-11-22T10:00:00.000Z',
                  }),
                ],
                total: 1,
              },
            }
          : { status: 200, body: { suggestions: [], total: 0 } },
    });
    show(<OtherNamesTab />, { user: mod, at: '/admin?tab=other-names' });
    expect(await screen.findByText('No suggested names waiting. All clear.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Accepted' }));
    const accepted = await screen.findByRole('list', { name: 'Accepted suggested names' });
    expect(accepted.textContent).toContain('Accepted by grace on November 22, 2026');
    expect(within(accepted).queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
