import type { Comparison } from '@inklore/contract';
import { MEMBER_MESSAGES } from '@inklore/contract/members/members.rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { renderWith } from '#test/gallery-kit.tsx';
import { APACHE, GRACE, KUJAKU, OXBLOOD } from '#test/members-kit.ts';
import { RouteParams } from '#src/lib/router.tsx';
import CompareMemberPage from './compare-member.tsx';

afterEach(() => vi.unstubAllGlobals());

function comparison(over: Partial<Comparison> = {}): Comparison {
  return {
    them: GRACE,
    both: [KUJAKU],
    onlyThem: [APACHE, OXBLOOD],
    onlyMe: [],
    minePublicEmpty: false,
    ...over,
  };
}

function open(user = member()) {
  return renderWith(
    <RouteParams params={{ username: 'grace' }}>
      <CompareMemberPage />
    </RouteParams>,
    user,
  );
}

describe('/user/{username}/compare', () => {
  it('asks a visitor to sign in, and comes back here after', () => {
    const sent = answerBy({});
    renderWith(
      <RouteParams params={{ username: 'grace' }}>
        <CompareMemberPage />
      </RouteParams>,
      null,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Compare Inks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?next=%2Fuser%2Fgrace%2Fcompare',
    );
    expect(sent).toEqual([]);
  });

  it('shows three swatch grids with their counts, each ink linking to its page', async () => {
    answerBy({ 'GET /api/users/grace/compare': { status: 200, body: comparison() } });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your inks and Grace Hopper’s' }),
    ).toBeTruthy();
    const both = screen.getByRole('list', { name: 'Both of you have' });
    expect(within(both).getByRole('link', { name: 'Ku-jaku' }).getAttribute('href')).toBe('/ink/7');
    // the swatch names its colour in words beside the swab
    expect(within(both).getByText('#1f7a8c')).toBeTruthy();
    expect(within(both).getByText('Teal')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Only Grace Hopper has (2)' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Only Grace Hopper has' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Only you have (0)' })).toBeTruthy();
    expect(screen.getByText('Every public ink of yours is on both sides.')).toBeTruthy();
    expect(screen.getByText(/Only the inks each of you made public count here/)).toBeTruthy();
    expect(screen.queryByTestId('mine-empty')).toBeNull();
  });

  it('says how to make my inks public when nothing of mine counts', async () => {
    answerBy({
      'GET /api/users/grace/compare': {
        status: 200,
        body: comparison({ both: [], onlyThem: [KUJAKU], minePublicEmpty: true }),
      },
    });
    open();
    const note = await screen.findByTestId('mine-empty');
    expect(note.textContent).toContain('None of your inks is public yet');
    expect(
      within(note)
        .getByRole('link', { name: 'Show my ink colours on my profile' })
        .getAttribute('href'),
    ).toBe('/profile#palette-setting');
    expect(note.textContent).toContain('collections public');
  });

  it('shows a long grid 60 at a time, then all', async () => {
    const many = Array.from({ length: 75 }, (_, i) => ({
      ...KUJAKU,
      id: 100 + i,
      name: `Ink ${i}`,
    }));
    answerBy({
      'GET /api/users/grace/compare': { status: 200, body: comparison({ onlyThem: many }) },
    });
    open();
    const list = await screen.findByRole('list', { name: 'Only Grace Hopper has' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 75 inks' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(75);
  });

  it('says so when one of us blocked the other, and when the member is unknown', async () => {
    answerBy({
      'GET /api/users/grace/compare': {
        status: 403,
        body: { message: MEMBER_MESSAGES.blocked, code: 'forbidden' },
      },
    });
    open();
    expect(await screen.findByText(MEMBER_MESSAGES.blocked)).toBeTruthy();
  });

  it('says the member was not found on a 404', async () => {
    answerBy({
      'GET /api/users/grace/compare': {
        status: 404,
        body: { message: MEMBER_MESSAGES.userNotFound, code: 'not_found' },
      },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Member Not Found' })).toBeTruthy();
  });

  it('does not compare a member with themself', () => {
    const sent = answerBy({});
    open(member('user', { username: 'grace' }));
    expect(screen.getByText(/This is your own profile/)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
