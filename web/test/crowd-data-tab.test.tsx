import type { CrowdData } from '@inklore/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { ink, member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { InkName } from '#src/features/inks/components/ink-name.tsx';
import { CrowdDataTab, signedUpTogether } from '#src/features/admin/components/crowd-data-tab.tsx';

beforeEach(() => setCsrfToken('t'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const voter = (userId: number, username: string, over: Record<string, unknown> = {}) => ({
  userId,
  username,
  emailVerified: true,
  joinedAt: '2026-01-01T00:00:00.000Z',
  restricted: false,
  group: userId,
  counted: true,
  at: '2026-11-20T10:00:00.000Z',
  ...over,
});

const data: CrowdData = {
  inkId: 5,
  propertyVotes: [
    { ...voter(2, 'ann'), trusted: true, property: 'scent', value: 'yes' },
    { ...voter(2, 'ann'), trusted: true, property: 'dryTime', value: 'slow' },
    // two accounts signed up together from one network: one voter
    {
      ...voter(3, 'sock1', { emailVerified: false, counted: false, group: 3 }),
      trusted: false,
      property: 'scent',
      value: 'yes',
    },
    {
      ...voter(4, 'sock2', { group: 3, counted: false, restricted: true }),
      trusted: false,
      property: 'scent',
      value: 'yes',
    },
  ],
  imageVotes: [
    { ...voter(4, 'sock2', { group: 3, counted: false, restricted: true }), imageId: 31 },
  ],
};

const mod = member('moderator');
const section = (name: string) => {
  const heading = screen.getByRole('heading', { name, level: 3 });
  const box = heading.closest('section');
  if (!box) throw new Error(`no section ${name}`);
  return box;
};
const voterCard = (within_: HTMLElement, name: string) => {
  const item = within(within_).getByRole('heading', { name, level: 4 }).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
};

describe('tab=crowd: an ink’s votes and who cast them (ADR 041)', () => {
  it('marks accounts signed up together', () => {
    const together = signedUpTogether(data);
    expect([...together.entries()]).toEqual([
      [3, ['sock2']],
      [4, ['sock1']],
    ]);
  });

  it('asks for an ink, then shows each voter’s votes and whether they count', async () => {
    answerBy({
      'GET /api/admin/inks/5/crowd-data': { status: 200, body: data },
      'GET /api/inks/5': { status: 200, body: ink() },
    });
    show(<CrowdDataTab inkName={(id) => <InkName inkId={id} />} />, {
      user: mod,
      at: '/admin?tab=crowd',
    });
    expect(screen.getByText('Choose an ink to see its votes.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show votes' }));
    expect(screen.getByText(/Give the ink’s number/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Ink number'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Show votes' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=crowd&ink=5'));

    expect((await screen.findByRole('link', { name: 'Pilot Ku-jaku' })).getAttribute('href')).toBe(
      '/ink/5',
    );
    const properties = section('Property votes');
    expect(properties.textContent).toContain('4 votes from 3 voters; 1 of them counts now.');
    const ann = voterCard(properties, 'ann');
    expect(within(ann).getByRole('link', { name: 'ann' }).getAttribute('href')).toBe('/user/ann');
    expect(within(ann).getByText('Counts now')).toBeTruthy();
    expect(within(ann).getByText('Trusted')).toBeTruthy();
    expect(within(ann).getByText('Email verified')).toBeTruthy();
    expect(ann.textContent).toContain('Scent: Yes');
    expect(ann.textContent).toContain('Dry time: Slow');
    expect(ann.textContent).toContain('Nov 20, 2026');

    const sock1 = voterCard(properties, 'sock1');
    expect(within(sock1).getByText('Does not count now')).toBeTruthy();
    expect(within(sock1).getByText('Email not verified')).toBeTruthy();
    expect(within(sock1).getByText('Signed up together with sock2')).toBeTruthy();
    const sock2 = voterCard(properties, 'sock2');
    expect(within(sock2).getByText('Limited or suspended')).toBeTruthy();
    expect(within(sock2).getByText('Signed up together with sock1')).toBeTruthy();

    const images = section('Image votes');
    expect(images.textContent).toContain('1 vote from 1 voter; 0 of them count now.');
    expect(voterCard(images, 'sock2').textContent).toContain('Voted for image #31');
  });

  it("resets one voter's votes after asking: the answer replaces the list", async () => {
    const after: CrowdData = { ...data, propertyVotes: data.propertyVotes.slice(0, 3) };
    const sent = answerBy({
      'GET /api/admin/inks/5/crowd-data': { status: 200, body: data },
      'GET /api/inks/5': { status: 200, body: ink() },
      'DELETE /api/admin/inks/5/votes': { status: 200, body: after },
    });
    show(<CrowdDataTab inkName={(id) => <InkName inkId={id} />} />, {
      user: mod,
      at: '/admin?tab=crowd&ink=5',
    });
    await screen.findByRole('heading', { name: 'Property votes' });
    const sock2 = voterCard(section('Property votes'), 'sock2');
    await userEvent.click(within(sock2).getByRole('button', { name: 'Reset this voter’s votes' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Reset sock2’s property votes?',
    });
    expect(dialog.textContent).toContain('Their 1 property vote on this ink will be removed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const reset = sent.find((s) => s.method === 'DELETE');
    expect(reset?.path).toBe('/api/admin/inks/5/votes');
    expect(Object.fromEntries(reset?.query ?? [])).toEqual({ kind: 'property', userId: '4' });
    expect(screen.getByTestId('toast').textContent).toBe(
      'Votes reset / sock2’s property votes on this ink are gone.',
    );
    expect(
      within(section('Property votes')).queryByRole('heading', { name: 'sock2', level: 4 }),
    ).toBeNull();
    // the list came from the answer, not from asking again
    expect(sent.filter((s) => s.path === '/api/admin/inks/5/crowd-data')).toHaveLength(1);
  });

  it('resets all image votes after asking', async () => {
    const sent = answerBy({
      'GET /api/admin/inks/5/crowd-data': { status: 200, body: data },
      'GET /api/inks/5': { status: 200, body: ink() },
      'DELETE /api/admin/inks/5/votes': { status: 200, body: { ...data, imageVotes: [] } },
    });
    show(<CrowdDataTab inkName={(id) => <InkName inkId={id} />} />, {
      user: mod,
      at: '/admin?tab=crowd&ink=5',
    });
    await screen.findByRole('heading', { name: 'Image votes' });
    await userEvent.click(
      within(section('Image votes')).getByRole('button', { name: 'Reset all image votes' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset all image votes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(section('Image votes').textContent).toContain('None yet.'));
    expect(Object.fromEntries(sent.find((s) => s.method === 'DELETE')?.query ?? [])).toEqual({
      kind: 'image',
    });
  });

  it('says when no ink has that number', async () => {
    answerBy({
      'GET /api/admin/inks/99/crowd-data': {
        status: 404,
        body: { message: 'Ink not found. It may have been removed.', code: 'not_found' },
      },
    });
    show(<CrowdDataTab inkName={(id) => <InkName inkId={id} />} />, {
      user: mod,
      at: '/admin?tab=crowd&ink=99',
    });
    expect(
      await screen.findByText('No ink has the number 99. It may have been removed.'),
    ).toBeTruthy();
  });
});
