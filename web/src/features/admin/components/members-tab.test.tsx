import type { RestrictedMember } from '@inklore/contract';
import { RESTRICTION_LIMITS } from '@inklore/contract/trust/trust.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { MembersTab } from './members-tab.tsx';

beforeEach(() => setCsrfToken('t'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function restricted(id: number, over: Partial<RestrictedMember> = {}): RestrictedMember {
  return {
    id,
    username: `member${id}`,
    restriction: 'limited',
    reason: 'Links to a shop in every comment.',
    since: '2026-11-20T10:00:00.000Z',
    restrictedBy: 'grace',
    appeal: 'open',
    appealText: null,
    appealedAt: null,
    ...over,
  };
}

const appealing = restricted(7, {
  username: 'lin',
  restriction: 'suspended',
  reason: 'Spam.',
  appeal: 'pending',
  appealText: 'It was my brother.\nSorry.',
  appealedAt: '2026-11-21T09:00:00.000Z',
});
const quiet = restricted(8, { username: 'bo', restrictedBy: null });
const kept = restricted(9, {
  username: 'cy',
  appeal: 'upheld',
  appealText: 'Not me.',
  appealedAt: '2026-11-19T09:00:00.000Z',
});

const mod = member('moderator');
const group = (name: RegExp) => screen.getByRole('list', { name });
const card = (name: string) => {
  const heading = screen.getByRole('heading', { name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
};

describe('tab=members: the limited and suspended members (ADR 041)', () => {
  it('lists appeals waiting first, each with the reason, since when, by whom and the appeal', async () => {
    answerBy({
      'GET /api/admin/restrictions': { status: 200, body: [appealing, quiet, kept] },
    });
    show(<MembersTab />, { user: mod, at: '/admin?tab=members' });
    const waiting = await screen.findByRole('list', { name: /Appeals waiting \(1\)/ });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('h4')?.textContent),
    ).toEqual(['lin']);
    const others = group(/Limited and suspended \(2\)/);
    expect(
      within(others)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['bo', 'cy']);

    const lin = card('lin');
    expect(within(lin).getByRole('link', { name: 'lin' }).getAttribute('href')).toBe('/user/lin');
    expect(within(lin).getByText('Suspended')).toBeTruthy();
    expect(lin.textContent).toContain('Reason: Spam.');
    expect(lin.textContent).toContain('since November 20, 2026 by grace');
    expect(lin.textContent).toContain('Appeal waiting');
    expect(lin.textContent).toContain('sent November 21, 2026');
    expect(within(lin).getByText(/It was my brother/).textContent).toBe(
      'It was my brother.\nSorry.',
    );
    expect(within(lin).getByRole('button', { name: 'Lift suspension' })).toBeTruthy();
    expect(within(lin).getByRole('button', { name: 'Keep after appeal' })).toBeTruthy();

    const bo = card('bo');
    expect(within(bo).getByText('Limited')).toBeTruthy();
    expect(bo.textContent).toContain('by a former staff member');
    expect(bo.textContent).toContain('Has not appealed.');
    expect(within(bo).queryByRole('button', { name: 'Keep after appeal' })).toBeNull();
    expect(card('cy').textContent).toContain('Appeal read, restriction kept');
  });

  it('says so when nobody is restricted', async () => {
    answerBy({ 'GET /api/admin/restrictions': { status: 200, body: [] } });
    show(<MembersTab />, { user: mod, at: '/admin?tab=members' });
    expect(await screen.findByText('No member is limited or suspended.')).toBeTruthy();
  });

  it('lifts a restriction after asking; the list follows', async () => {
    const sent = answerBy({
      'GET /api/admin/restrictions': [
        { status: 200, body: [appealing, quiet] },
        { status: 200, body: [quiet] },
      ],
      'DELETE /api/admin/users/7/restriction': { status: 204 },
    });
    show(<MembersTab />, { user: mod, at: '/admin?tab=members' });
    await screen.findByRole('heading', { name: 'lin' });
    await userEvent.click(within(card('lin')).getByRole('button', { name: 'Lift suspension' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Lift lin’s suspension?' });
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual([
      '/api/admin/users/7/restriction',
    ]);
    expect(screen.getByTestId('toast').textContent).toBe(
      'Suspension lifted / lin may use their account fully again.',
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'lin' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'bo' })).toBeTruthy();
  });

  it('keeps a restriction after its appeal, after asking', async () => {
    const sent = answerBy({
      'GET /api/admin/restrictions': [
        { status: 200, body: [appealing] },
        { status: 200, body: [{ ...appealing, appeal: 'upheld' }] },
      ],
      'POST /api/admin/users/7/restriction/uphold': {
        status: 200,
        body: { ...appealing, appeal: 'upheld' },
      },
    });
    show(<MembersTab />, { user: mod, at: '/admin?tab=members' });
    await screen.findByRole('heading', { name: 'lin' });
    await userEvent.click(within(card('lin')).getByRole('button', { name: 'Keep after appeal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Keep lin’s suspension?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.some((s) => s.method === 'POST')).toBe(true);
    expect(screen.getByTestId('toast').textContent).toBe(
      'Restriction kept / lin will read that you kept it after their appeal.',
    );
    await waitFor(() => expect(card('lin').textContent).toContain('Appeal read, restriction kept'));
    expect(within(card('lin')).queryByRole('button', { name: 'Keep after appeal' })).toBeNull();
  });
});

describe('tab=members: limiting or suspending a member (ADR 041)', () => {
  const form = () => screen.getByRole('form', { name: 'Limit or suspend a member' });

  it('needs a username and a reason, and counts the reason', async () => {
    const sent = answerBy({ 'GET /api/admin/restrictions': { status: 200, body: [] } });
    show(<MembersTab />, { user: mod, at: '/admin?tab=members' });
    await userEvent.click(within(form()).getByRole('button', { name: 'Limit member' }));
    expect(within(form()).getByText('Write the member’s username.')).toBeTruthy();
    expect(within(form()).getByText('Write the reason the member will read.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form()).getByLabelText('Username'));
    await userEvent.type(within(form()).getByLabelText('Reason'), 'Spam.');
    expect(within(form()).getByText(`5/${RESTRICTION_LIMITS.reasonMax} characters`)).toBeTruthy();
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
  });

  it('looks the member up, suspends them with the reason, says so and empties the form', async () => {
    const sent = answerBy({
      'GET /api/admin/restrictions': [
        { status: 200, body: [] },
        { status: 200, body: [restricted(12, { username: 'dee', restriction: 'suspended' })] },
      ],
      'GET /api/users/dee': {
        status: 200,
        body: { id: 12, username: 'dee', role: 'user', displayName: null },
      },
      'PUT /api/admin/users/12/restriction': {
        status: 200,
        body: restricted(12, { username: 'dee', restriction: 'suspended', reason: 'Spam.' }),
      },
    });
    show(<MembersTab />, { user: mod, at: '/admin?tab=members' });
    await userEvent.type(within(form()).getByLabelText('Username'), '@dee');
    await userEvent.click(within(form()).getByRole('radio', { name: /Suspend/ }));
    await userEvent.type(within(form()).getByLabelText('Reason'), '  Spam. ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Suspend member' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      restriction: 'suspended',
      reason: 'Spam.',
    });
    expect(screen.getByTestId('toast').textContent).toBe(
      'Member suspended / dee will see your reason on their profile.',
    );
    await waitFor(() =>
      expect(within(form()).getByLabelText<HTMLInputElement>('Username').value).toBe(''),
    );
    expect(await screen.findByRole('heading', { name: 'dee' })).toBeTruthy();
  });

  it('says inline that no member has that name', async () => {
    const sent = answerBy({
      'GET /api/admin/restrictions': { status: 200, body: [] },
      'GET /api/users/nobody': {
        status: 404,
        body: { message: 'No member has this username.', code: 'not_found' },
      },
    });
    show(<MembersTab />, { user: mod, at: '/admin?tab=members' });
    await userEvent.type(within(form()).getByLabelText('Username'), 'nobody');
    await userEvent.type(within(form()).getByLabelText('Reason'), 'Spam.');
    await userEvent.click(within(form()).getByRole('button', { name: 'Limit member' }));
    const username = within(form()).getByLabelText('Username');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(form()).getByText('No member is called “nobody”. Check the username.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(username);
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal (a staff account, oneself) in its words", async () => {
    answerBy({
      'GET /api/admin/restrictions': { status: 200, body: [] },
      'GET /api/users/grace': {
        status: 200,
        body: { id: 3, username: 'grace', role: 'moderator', displayName: null },
      },
      'PUT /api/admin/users/3/restriction': {
        status: 403,
        body: {
          message: 'Staff accounts are not limited or suspended: an admin changes the role first.',
          code: 'forbidden',
        },
      },
    });
    show(<MembersTab />, { user: mod, at: '/admin?tab=members' });
    await userEvent.type(within(form()).getByLabelText('Username'), 'grace');
    await userEvent.type(within(form()).getByLabelText('Reason'), 'Spam.');
    await userEvent.click(within(form()).getByRole('button', { name: 'Limit member' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      'Staff accounts are not limited or suspended: an admin changes the role first.',
    );
    expect(within(form()).getByLabelText<HTMLTextAreaElement>('Reason').value).toBe('Spam.');
  });
});
