import { actorOf } from '@inklore/contract/shared/policies.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { member, show, submission } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { tabsFor } from '#src/features/admin/components/staff-console.tsx';
import AdminPage from './admin.tsx';

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
  it('gives moderators nine tabs and admins eleven; an unknown tab is the reports', () => {
    const mod = actorOf(member('moderator'));
    const admin = actorOf(member('admin'));
    expect(tabsFor(mod, 'submissions').tabs.map((t) => t.value)).toEqual([
      'reports',
      'submissions',
      'brand-aliases',
      'other-names',
      'catalogue',
      'corrections',
      'crowd',
      'members',
      'audit',
    ]);
    expect(tabsFor(mod, 'members').tab).toBe('members');
    expect(tabsFor(mod, 'crowd').tab).toBe('crowd');
    expect(tabsFor(mod, 'other-names').tab).toBe('other-names');
    expect(tabsFor(mod, 'catalogue').tab).toBe('catalogue');
    expect(tabsFor(mod, 'corrections').tab).toBe('corrections');
    expect(tabsFor(actorOf(member('user')), 'members').tabs).toEqual([]);
    expect(tabsFor(mod, 'users').tab).toBe('reports');
    expect(tabsFor(admin, 'users').tab).toBe('users');
    expect(tabsFor(mod, 'brand-aliases').tab).toBe('brand-aliases');
    expect(tabsFor(admin, null).tabs.map((t) => t.value)).toEqual([
      'reports',
      'submissions',
      'deleted',
      'brand-aliases',
      'other-names',
      'catalogue',
      'corrections',
      'crowd',
      'members',
      'users',
      'audit',
    ]);
    expect(tabsFor(admin, 'nonsense').tab).toBe('reports');
  });

  it('are tabs for screen readers and keyboards, and the address follows', async () => {
    answerBy({
      'GET /api/admin/notifications': notifications,
      'GET /api/admin/reports': none,
      'GET /api/admin/submissions': none,
      'GET /api/admin/profile-image-submissions': none,
      'GET /api/admin/audit': { status: 200, body: { entries: [], nextBefore: null } },
    });
    show(<AdminPage />, { user: member('moderator'), at: '/admin' });
    const list = screen.getByRole('tablist', { name: 'Dashboard sections' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Reports',
      'Submissions',
      'Brand aliases',
      'Other names',
      'Catalogue',
      'Corrections',
      'Crowd data',
      'Members',
      'Audit log',
    ]);
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

describe('the moderation tabs (ADR 041)', () => {
  it("open an ink's crowd data from the ink page's link, and keep the tab when another is chosen", async () => {
    answerBy({
      'GET /api/admin/notifications': notifications,
      'GET /api/admin/inks/5/crowd-data': {
        status: 200,
        body: { inkId: 5, propertyVotes: [], imageVotes: [] },
      },
      'GET /api/admin/restrictions': none,
    });
    show(<AdminPage />, { user: member('moderator'), at: '/admin?tab=crowd&ink=5' });
    const tab = screen.getByRole('tab', { name: 'Crowd data' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Ink number').value).toBe('5');
    expect(await screen.findByRole('heading', { name: 'Property votes' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Members' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=members'));
    expect(await screen.findByText('No member is limited or suspended.')).toBeTruthy();
  });
});

describe('reviewing a discovery', () => {
  it('shows its likely duplicates and whether it was flagged; a rejection needs a reason', async () => {
    const pending = submission(4, {
      brand: 'Pilot',
      name: 'Kujaku',
      aliases: ['孔雀', 'Peacock'],
      flaggedDuplicate: true,
      duplicates: [{ id: 12, name: 'Ku-jaku', brand: 'Pilot', colorHex: '#1f6f78', exact: true }],
    });
    const sent = answerBy({
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
    expect(within(card).getByText('Other names:').parentElement?.textContent).toBe(
      'Other names: 孔雀 · Peacock',
    );
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
      'Discovery rejected / grace will see your reason.',
    );
    expect(await screen.findByText('No discoveries waiting. All clear.')).toBeTruthy();
  });
});

describe("a reviewer's own submissions (ADR 039)", () => {
  it('offers no Approve or Reject on them: another moderator reviews them', async () => {
    const image = (id: number, userId: number, username: string) => ({
      id,
      inkId: 40 + id,
      inkName: `Shade ${id}`,
      inkBrand: 'Pilot',
      userId,
      username,
      imageUrl: `/media/profile-images/${id}.jpg`,
      caption: null,
      isOfficial: false,
      status: 'pending',
      rejectionReason: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      reviewedAt: null,
    });
    answerBy({
      'GET /api/admin/notifications': notifications,
      'GET /api/admin/submissions': {
        status: 200,
        body: [
          submission(5, { name: 'Mine', userId: 1, username: 'ada' }),
          submission(6, { name: 'Theirs' }),
        ],
      },
      'GET /api/admin/profile-image-submissions': {
        status: 200,
        body: [image(1, 1, 'ada'), image(2, 2, 'grace')],
      },
    });
    show(<AdminPage />, { user: member('moderator'), at: '/admin?tab=submissions' });
    const card = async (name: string | RegExp) => {
      const li = (await screen.findByRole('heading', { name })).closest('li');
      if (!li) throw new Error(`no card ${String(name)}`);
      return within(li);
    };
    const mine = await card('Inklore Works Mine');
    expect(mine.getByText('Another moderator reviews your own discovery.')).toBeTruthy();
    expect(mine.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(mine.queryByRole('button', { name: 'Reject' })).toBeNull();
    const theirs = await card('Inklore Works Theirs');
    expect(theirs.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(theirs.queryByText('Another moderator reviews your own discovery.')).toBeNull();

    const myImage = await card(/Pilot Shade 1$/);
    expect(myImage.getByText('Another moderator reviews your own image.')).toBeTruthy();
    expect(myImage.queryByRole('button', { name: 'Approve' })).toBeNull();
    const theirImage = await card(/Pilot Shade 2$/);
    expect(theirImage.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(theirImage.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });
});

describe('the brand aliases tab (staff)', () => {
  const alias = (id: number, brand: string, name: string, inkCount: number) => ({
    id,
    brand,
    alias: name,
    inkCount,
    createdAt: '2026-11-24T08:00:00.000Z',
  });
  const herbin = [
    alias(1, 'Jacques Herbin', 'Herbin', 31),
    alias(2, 'Jacques Herbin', 'J. Herbin', 31),
    alias(3, 'Jacques Herbin', 'JHerbin', 31),
  ];
  const listed = [...herbin, alias(4, 'Pilot', 'パイロット', 40)];

  it('lists the aliases by brand with its inks, and finds a brand or an alias', async () => {
    answerBy({
      'GET /api/admin/notifications': notifications,
      'GET /api/admin/brand-aliases': { status: 200, body: listed },
    });
    show(<AdminPage />, { user: member('moderator'), at: '/admin?tab=brand-aliases' });
    const groups = await screen.findByRole('list', { name: 'Brand aliases by brand' });
    const jh = within(groups).getByRole('article', { name: 'Jacques Herbin' });
    expect(jh.textContent).toContain('31 inks');
    const names = within(jh).getByRole('list', { name: 'Other names of Jacques Herbin' });
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Herbin', 'J. Herbin', 'JHerbin']);
    expect(screen.getByText('4 aliases of 2 brands')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Find a brand or alias'), 'パイ');
    expect(within(groups).getAllByRole('article')).toHaveLength(1);
    expect(within(groups).getByRole('article', { name: 'Pilot' })).toBeTruthy();
    expect(screen.getByText('1 of 2 brands')).toBeTruthy();
  });

  it('adds one: the contract’s rules first, then the server’s refusal as it writes it', async () => {
    const added = alias(9, 'Jacques Herbin', 'Herbin Paris', 31);
    const sent = answerBy({
      'GET /api/admin/notifications': notifications,
      'GET /api/admin/brand-aliases': [
        { status: 200, body: listed },
        { status: 200, body: [...listed, added] },
      ],
      'POST /api/admin/brand-aliases': [
        {
          status: 400,
          body: {
            message: 'No ink in the catalogue has this brand. Check its spelling.',
            code: 'validation_failed',
            fields: { brand: 'No ink in the catalogue has this brand.' },
          },
        },
        { status: 201, body: added },
      ],
    });
    show(<AdminPage />, { user: member('admin'), at: '/admin?tab=brand-aliases' });
    await screen.findByRole('list', { name: 'Brand aliases by brand' });
    const add = screen.getByRole('button', { name: 'Add Alias' });
    await userEvent.click(add);
    expect(screen.getByText('The brand is required.')).toBeTruthy();
    expect(screen.getByText('The other name must not be empty.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Brand'));
    expect(sent.some((s) => s.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText('Brand'), 'Jaques Herbin');
    await userEvent.type(screen.getByLabelText('Other name'), ' Herbin Paris ');
    await userEvent.click(add);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No ink in the catalogue has this brand. Check its spelling.');
    const brand = screen.getByLabelText('Brand');
    expect(document.activeElement).toBe(brand);
    expect(brand.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(brand);
    await userEvent.type(brand, 'Jacques Herbin');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(add);
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(
        'Brand alias added / Search reads “Herbin Paris” as Jacques Herbin now.',
      ),
    );
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([
      { brand: 'Jaques Herbin', alias: 'Herbin Paris' },
      { brand: 'Jacques Herbin', alias: 'Herbin Paris' },
    ]);
    // the brand stays for its next spelling; the list follows
    expect(screen.getByLabelText<HTMLInputElement>('Brand').value).toBe('Jacques Herbin');
    expect(screen.getByLabelText<HTMLInputElement>('Other name').value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Other name'));
    const names = await screen.findByRole('list', { name: 'Other names of Jacques Herbin' });
    await waitFor(() => expect(within(names).getAllByRole('listitem')).toHaveLength(4));
  });

  it('says which brand a taken alias names, in the server’s words', async () => {
    answerBy({
      'GET /api/admin/notifications': notifications,
      'GET /api/admin/brand-aliases': { status: 200, body: listed },
      'POST /api/admin/brand-aliases': {
        status: 409,
        body: {
          message: '"herbin" already names Jacques Herbin. Remove it there first.',
          code: 'conflict',
        },
      },
    });
    show(<AdminPage />, { user: member('moderator'), at: '/admin?tab=brand-aliases' });
    await screen.findByRole('list', { name: 'Brand aliases by brand' });
    await userEvent.type(screen.getByLabelText('Brand'), 'Pilot');
    await userEvent.type(screen.getByLabelText('Other name'), 'herbin{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '"herbin" already names Jacques Herbin. Remove it there first.',
    );
  });

  it('removes one after asking; the focus goes to the next alias', async () => {
    const sent = answerBy({
      'GET /api/admin/notifications': notifications,
      'GET /api/admin/brand-aliases': [
        { status: 200, body: listed },
        { status: 200, body: listed.filter((a) => a.id !== 2) },
      ],
      'DELETE /api/admin/brand-aliases/2': { status: 204 },
    });
    show(<AdminPage />, { user: member('moderator'), at: '/admin?tab=brand-aliases' });
    const remove = await screen.findByRole('button', {
      name: 'Remove J. Herbin (Jacques Herbin)',
    });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this brand alias?' });
    expect(dialog.textContent).toContain(
      'Search will no longer read “J. Herbin” as Jacques Herbin.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);

    await userEvent.click(remove);
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this brand alias?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Remove J\. Herbin/ })).toBeNull(),
    );
    expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual([
      '/api/admin/brand-aliases/2',
    ]);
    expect(screen.getByTestId('toast').textContent).toBe(
      'Brand alias removed / Search no longer reads “J. Herbin” as Jacques Herbin.',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Remove JHerbin (Jacques Herbin)' }),
      ),
    );
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
    const sent = answerBy({
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
