import { actorOf } from '@inklore/contract/policies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { fakeServer, member, show, submission } from '#src/test/console-kit.tsx';
import AdminPage, { tabsFor } from './admin.tsx';

const notifications = {
  status: 200,
  body: { hasNotifications: true, pendingSubmissions: 2, pendingReports: 0 },
};
const none = { status: 200, body: [] };

beforeEach(() => setCsrfToken('t'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('the staff console’s tabs', () => {
  it('gives moderators three tabs and admins five; an unknown tab is the reports', () => {
    const mod = actorOf(member('moderator'));
    const admin = actorOf(member('admin'));
    expect(tabsFor(mod, 'submissions').tabs.map((t) => t.value)).toEqual([
      'reports',
      'submissions',
      'audit',
    ]);
    expect(tabsFor(mod, 'users').tab).toBe('reports');
    expect(tabsFor(admin, 'users').tab).toBe('users');
    expect(tabsFor(admin, null).tabs.map((t) => t.value)).toEqual([
      'reports',
      'submissions',
      'deleted',
      'users',
      'audit',
    ]);
    expect(tabsFor(admin, 'nonsense').tab).toBe('reports');
  });

  it('are tabs for screen readers and keyboards, and the address follows', async () => {
    fakeServer({
      'GET /api/admin/notifications': notifications,
      'GET /api/admin/reports': none,
      'GET /api/admin/submissions': none,
      'GET /api/admin/profile-image-submissions': none,
      'GET /api/admin/audit': { status: 200, body: { entries: [], nextBefore: null } },
    });
    show(<AdminPage />, { user: member('moderator'), at: '/admin' });
    const list = screen.getByRole('tablist', { name: 'Dashboard sections' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Reports', 'Submissions', 'Audit log']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(await within(list).findByText('2')).toBeTruthy();

    tabs[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    await waitFor(() => expect(window.location.search).toBe('?tab=submissions'));
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[1]?.id);
    expect(await screen.findByText('No discoveries waiting. All clear.')).toBeTruthy();
    expect(screen.getByText('No images waiting. All clear.')).toBeTruthy();
  });
});

describe('reviewing a discovery', () => {
  it('shows its likely duplicates and whether it was flagged; a rejection needs a reason', async () => {
    const pending = submission(4, {
      brand: 'Pilot',
      name: 'Kujaku',
      flaggedDuplicate: true,
      duplicates: [{ id: 12, name: 'Ku-jaku', brand: 'Pilot', colorHex: '#1f6f78', exact: true }],
    });
    const sent = fakeServer({
      'GET /api/admin/notifications': notifications,
      'GET /api/admin/submissions': [
        { status: 200, body: [pending] },
        { status: 200, body: [] },
      ],
      'GET /api/admin/profile-image-submissions': none,
      'POST /api/admin/submissions/4/reject': {
        status: 200,
        body: { ...pending, status: 'rejected', rejectionReason: 'Already listed.' },
      },
    });
    show(<AdminPage />, { user: member('moderator'), at: '/admin?tab=submissions' });
    const card = (await screen.findByRole('heading', { name: 'Pilot Kujaku' })).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Flagged: sent as a possible duplicate')).toBeTruthy();
    const dupes = within(card).getByRole('list', { name: 'Inks Pilot Kujaku may duplicate' });
    expect(within(dupes).getByRole('link', { name: 'Pilot Ku-jaku' }).getAttribute('href')).toBe(
      '/ink/12',
    );
    expect(within(dupes).getByText('Same name')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Pilot Kujaku' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason'));
    expect(sent.some((s) => s.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Already listed. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ reason: 'Already listed.' });
    expect(screen.getByTestId('toast').textContent).toBe(
      'Discovery rejected / ada will see your reason.',
    );
    expect(await screen.findByText('No discoveries waiting. All clear.')).toBeTruthy();
  });
});

describe('the users tab (admins)', () => {
  const ada = {
    id: 2,
    username: 'ada',
    displayName: 'Ada',
    email: 'ada@example.org',
    role: 'admin',
    emailVerified: true,
    totpEnabled: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastActiveAt: null,
  };

  it('searches as the admin types, and says why the last admin keeps the role', async () => {
    const sent = fakeServer({
      'GET /api/admin/notifications': notifications,
      'GET /api/admin/users': { status: 200, body: [ada] },
      'PUT /api/admin/users/2/role': {
        status: 409,
        body: {
          message: 'This is the last admin. Make someone else an admin first.',
          code: 'conflict',
        },
      },
    });
    show(<AdminPage />, { user: member('admin', { id: 9 }), at: '/admin?tab=users' });
    await userEvent.type(screen.getByLabelText('Search members'), 'ada');
    await waitFor(() =>
      expect(
        sent.some((s) => s.path === '/api/admin/users' && s.query.get('search') === 'ada'),
      ).toBe(true),
    );
    const role = await screen.findByLabelText('Role of ada');
    await userEvent.selectOptions(role, 'moderator');
    await userEvent.click(screen.getByRole('button', { name: 'Change role' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This is the last admin. Make someone else an admin first.');
    expect((role as HTMLSelectElement).value).toBe('admin');
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ role: 'moderator' });
    expect(screen.getByTestId('toast').textContent).toBe(
      'Role not changed / This is the last admin. Make someone else an admin first.',
    );
  });
});
