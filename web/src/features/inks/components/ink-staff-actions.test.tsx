import type { CurrentUser, Ink } from '@inklore/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { DELETE_REDIRECT_MS, InkStaffActions } from './ink-staff-actions.tsx';

const ink = { id: 5, name: 'Ku-jaku' } as Ink; // the actions read only id and name

/** The actions as `role` sees them on the ink's page (null: a visitor). */
const showTo = (role: CurrentUser['role'] | null) =>
  show(<InkStaffActions ink={ink} />, { user: role ? member(role) : null, at: '/ink/5' });

/** The server: DELETE /api/inks/5 answers `status` (and `body`); anything else is a 404. */
const answerDelete = (status: number, body?: object) =>
  answerBy({ 'DELETE /api/inks/5': { status, body } });

beforeEach(() => {
  window.history.replaceState(null, '', '/ink/5');
  setCsrfToken('token-1');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('staff actions on the ink page (spec §2, §6)', () => {
  it('shows nothing to members and visitors', () => {
    showTo('user');
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Crowd Data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Ink' })).toBeNull();
  });

  it('gives moderators the Edit Profile and Crowd Data links only', () => {
    showTo('moderator');
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe(
      '/ink/5/edit',
    );
    expect(screen.getByRole('link', { name: 'Crowd Data' }).getAttribute('href')).toBe(
      '/admin?tab=crowd&ink=5',
    );
    expect(screen.queryByRole('button', { name: 'Delete Ink' })).toBeNull();
  });

  it('asks admins first, deletes, says so, and goes to /browse after 0.5 s', async () => {
    const calls = answerDelete(204);
    showTo('admin');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ink' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete "Ku-jaku"? This action cannot be undone.',
    );
    const started = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(
        'Success / Ink profile deleted successfully.',
      ),
    );
    expect(calls.map(({ method, path, csrf }) => ({ method, path, csrf }))).toEqual([
      { method: 'DELETE', path: '/api/inks/5', csrf: 'token-1' },
    ]);
    expect(window.location.pathname).toBe('/ink/5');
    await waitFor(() => expect(window.location.pathname).toBe('/browse'), { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELETE_REDIRECT_MS - 20);
  });

  it("says the server's reason when the deletion is refused, and stays", async () => {
    answerDelete(403, {
      message: 'Staff actions need two-factor sign-in. Turn it on in your profile, then try again.',
      code: 'mfa_required',
    });
    showTo('admin');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ink' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(
        'Error / Staff actions need two-factor sign-in. Turn it on in your profile, then try again.',
      ),
    );
    await new Promise((r) => setTimeout(r, DELETE_REDIRECT_MS + 100));
    expect(window.location.pathname).toBe('/ink/5');
  });

  it("falls back to the spec's sentence when the server gives no reason", async () => {
    answerDelete(500);
    showTo('admin');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ink' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe('Error / Failed to delete ink profile'),
    );
  });
});
