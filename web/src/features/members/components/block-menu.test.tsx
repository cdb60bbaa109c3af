import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { renderWith } from '#test/gallery-kit.tsx';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { BlockMenu, blockQuestion } from './block-menu.tsx';

beforeEach(() => setCsrfToken('tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

describe('Block, on a member’s profile', () => {
  it('asks first, saying what blocking does, then blocks', async () => {
    const sent = answerBy({ 'PUT /api/auth/blocks/grace': { status: 204 } });
    renderWith(<BlockMenu username="grace" name="Grace" blocked={false} />, member());
    await userEvent.click(screen.getByRole('button', { name: 'More about Grace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block Grace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Grace?' });
    expect(within(dialog).getByText(blockQuestion('Grace'))).toBeTruthy();
    expect(blockQuestion('Grace')).toMatch(/ask you for samples.*follow you.*not told/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['PUT /api/auth/blocks/grace']),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('toast').textContent).toContain('You blocked Grace.');
  });

  it('changes nothing when the question is cancelled', async () => {
    const sent = answerBy({});
    renderWith(<BlockMenu username="grace" name="Grace" blocked={false} />, member());
    await userEvent.click(screen.getByRole('button', { name: 'More about Grace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block Grace' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('unblocks at once a member I blocked', async () => {
    const sent = answerBy({ 'DELETE /api/auth/blocks/grace': { status: 204 } });
    renderWith(<BlockMenu username="grace" name="Grace" blocked />, member());
    await userEvent.click(screen.getByRole('button', { name: 'More about Grace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unblock Grace' }));
    await waitFor(() =>
      expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /api/auth/blocks/grace']),
    );
  });
});
