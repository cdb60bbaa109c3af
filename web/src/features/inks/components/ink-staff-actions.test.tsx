import type { CurrentUser, Ink } from '@inklore/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '#src/lib/current-user.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { BrowserRouter } from '#src/lib/router.tsx';
import { dismissToast, useToastState } from '#src/lib/toast.ts';
import { DELETE_REDIRECT_MS, InkStaffActions } from './ink-staff-actions.tsx';

const ink = { id: 5, name: 'Ku-jaku' } as Ink; // the actions read only id and name

function person(role: CurrentUser['role']): CurrentUser {
  return {
    id: 1,
    username: 'ada',
    email: 'ada@example.org',
    role,
    emailVerified: true,
    displayName: null,
    firstName: null,
    lastName: null,
    bio: null,
    profileImageUrl: null,
    customProfileImage: null,
    totpEnabled: true,
    hasPassword: true,
    showInkColors: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    standing: { restriction: null, reason: null, since: null, appeal: null },
    votesCountFrom: '2026-01-02T00:00:00.000Z',
  };
}

function ToastProbe() {
  const { current } = useToastState();
  return (
    <output data-testid="toast">
      {current ? `${current.title} / ${current.description ?? ''}` : ''}
    </output>
  );
}

function show(role: CurrentUser['role'] | null) {
  const qc = createQueryClient();
  qc.setQueryData(CURRENT_USER_KEY, role ? person(role) : null);
  return render(
    <QueryClientProvider client={qc}>
      <BrowserRouter>
        <InkStaffActions ink={ink} />
        <ToastProbe />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

function answerDelete(status: number, body?: object) {
  const calls: { method: string; url: string; csrf: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = new Headers(init?.headers);
      calls.push({ method: init?.method ?? 'GET', url, csrf: headers.get('X-CSRF-Token') });
      return Promise.resolve(new Response(body ? JSON.stringify(body) : null, { status }));
    }),
  );
  return calls;
}

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
    show('user');
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Crowd Data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Ink' })).toBeNull();
  });

  it('gives moderators the Edit Profile and Crowd Data links only', () => {
    show('moderator');
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
    show('admin');
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
    expect(calls).toEqual([{ method: 'DELETE', url: '/api/inks/5', csrf: 'token-1' }]);
    expect(window.location.pathname).toBe('/ink/5');
    await waitFor(() => expect(window.location.pathname).toBe('/browse'), { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELETE_REDIRECT_MS - 20);
  });

  it("says the server's reason when the deletion is refused, and stays", async () => {
    answerDelete(403, {
      message: 'Staff actions need two-factor sign-in. Turn it on in your profile, then try again.',
      code: 'mfa_required',
    });
    show('admin');
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
    show('admin');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ink' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe('Error / Failed to delete ink profile'),
    );
  });
});
