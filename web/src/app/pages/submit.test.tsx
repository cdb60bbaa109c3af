import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { member, show, submission } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import SubmitPage from './submit.tsx';

const kujaku = { id: 12, name: 'Ku-jaku', brand: 'Pilot', colorHex: '#1f6f78', exact: true };

beforeEach(() => setCsrfToken('t'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

async function fillInk(brand: string, name: string) {
  await userEvent.type(screen.getByLabelText('Brand'), brand);
  await userEvent.type(screen.getByLabelText('Ink name'), name);
  await userEvent.type(screen.getByLabelText('Hex code'), '#1f6f78');
}

describe('share a discovery (/submit)', () => {
  it('asks visitors to sign in, and unverified members to verify first', () => {
    answerBy({});
    show(<SubmitPage />, { user: null, at: '/submit' });
    expect(screen.getByText(/Sign in to share a discovery/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?next=%2Fsubmit',
    );
    expect(screen.queryByRole('button', { name: 'Share Discovery' })).toBeNull();
  });

  it('tells an unverified member to verify their email', () => {
    answerBy({});
    show(<SubmitPage />, { user: member('user', { emailVerified: false }), at: '/submit' });
    expect(screen.getByText(/Please verify your email address to share a discovery/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    expect(screen.queryByLabelText('Brand')).toBeNull();
  });

  it('shows likely duplicates while the member types, once they pause', async () => {
    const sent = answerBy({
      'GET /api/submissions/duplicates': { status: 200, body: [kujaku] },
    });
    show(<SubmitPage />, { user: member(), at: '/submit' });
    await userEvent.type(screen.getByLabelText('Brand'), 'Pilot');
    await userEvent.type(screen.getByLabelText('Ink name'), 'Kujaku');
    const list = await screen.findByRole('list', { name: 'Likely duplicates' });
    const link = within(list).getByRole('link', { name: /Pilot Ku-jaku/ });
    expect(link.getAttribute('href')).toBe('/ink/12');
    expect(link.getAttribute('target')).toBe('_blank');
    // debounced: one call for the whole name, not one per letter
    const asked = sent.filter((s) => s.path === '/api/submissions/duplicates');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.query.get('brand')).toBe('Pilot');
    expect(asked[0]?.query.get('name')).toBe('Kujaku');
  });

  it('checks the fields first, then asks about a likely duplicate and sends it confirmed', async () => {
    const sent = answerBy({
      'GET /api/submissions/duplicates': { status: 200, body: [kujaku] },
      'POST /api/submissions': [
        {
          status: 409,
          body: { message: 'This ink may be in the catalogue already.', code: 'conflict' },
        },
        {
          status: 201,
          body: submission(3, {
            brand: 'Pilot',
            name: 'Kujaku',
            color: 'Teal',
            colorHex: '#1f6f78',
            flaggedDuplicate: true,
          }),
        },
      ],
    });
    show(<SubmitPage />, { user: member(), at: '/submit' });
    await userEvent.click(screen.getByRole('button', { name: 'Share Discovery' }));
    expect(screen.getByText('The brand is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Brand'));
    expect(sent.some((s) => s.method === 'POST')).toBe(false);

    await fillInk('Pilot', 'Kujaku');
    // the family follows the colour until the member picks one
    expect(screen.getByLabelText<HTMLSelectElement>('Colour family').value).toBe('Teal');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sheening' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Discovery' }));

    const question = await screen.findByRole('alertdialog', {
      name: 'Is it already in the catalogue?',
    });
    expect(within(question).getByRole('link', { name: /Pilot Ku-jaku/ })).toBeTruthy();
    await userEvent.click(within(question).getByRole('button', { name: 'Send anyway' }));

    expect(await screen.findByRole('heading', { name: 'Pilot Kujaku' })).toBeTruthy();
    expect(screen.getByText('Pending review')).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toBe(
      'Discovery shared / Thank you! A moderator will review Pilot Kujaku soon.',
    );
    const posts = sent.filter((s) => s.method === 'POST' && s.path === '/api/submissions');
    expect(posts.map((p) => p.body)).toEqual([
      {
        brand: 'Pilot',
        name: 'Kujaku',
        line: null,
        color: 'Teal',
        colorHex: '#1f6f78',
        description: null,
        properties: ['Sheening'],
        imageUrl: null,
        confirmDuplicate: false,
      },
      expect.objectContaining({ confirmDuplicate: true }),
    ]);
  });

  it('sends the other names the member gives, and shows them with what was sent', async () => {
    const sent = answerBy({
      'GET /api/submissions/duplicates': { status: 200, body: [] },
      'POST /api/submissions': {
        status: 201,
        body: submission(7, {
          brand: 'Pilot',
          name: 'Yu-yake',
          aliases: ['夕焼け', 'Sunset'],
        }),
      },
    });
    show(<SubmitPage />, { user: member(), at: '/submit' });
    await fillInk('Pilot', 'Yu-yake');
    const group = screen.getByRole('group', { name: 'Other names or spellings (optional)' });
    const field = within(group).getByLabelText('Add a name');
    await userEvent.type(field, '夕焼け{Enter}');
    await userEvent.type(field, 'Sunset');
    await userEvent.click(within(group).getByRole('button', { name: 'Add name' }));
    await userEvent.type(field, 'SUNSET{Enter}');
    expect(within(group).getByText('“SUNSET” is in the list already.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Share Discovery' }));

    const summary = await screen.findByRole('region', { name: 'Pilot Yu-yake' });
    expect(within(summary).getByText('Other names:').parentElement?.textContent).toBe(
      'Other names: 夕焼け · Sunset',
    );
    expect(sent.find((s) => s.method === 'POST')?.body).toMatchObject({
      brand: 'Pilot',
      name: 'Yu-yake',
      aliases: ['夕焼け', 'Sunset'],
    });
  });

  it('puts the server’s field message on its field', async () => {
    answerBy({
      'GET /api/submissions/duplicates': { status: 200, body: [] },
      'POST /api/submissions': {
        status: 400,
        body: {
          message: 'The name has at most 120 characters.',
          code: 'validation_failed',
          fields: { name: 'The name has at most 120 characters.' },
        },
      },
    });
    show(<SubmitPage />, { user: member(), at: '/submit' });
    await fillInk('Pilot', 'Something');
    await userEvent.selectOptions(screen.getByLabelText('Colour family'), 'Blue');
    await userEvent.click(screen.getByRole('button', { name: 'Share Discovery' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Ink name')));
    expect(screen.getByText('The name has at most 120 characters.')).toBeTruthy();
  });
});

describe('share a discovery and the trust rules (ADR 041)', () => {
  const limited = member('user', {
    standing: { restriction: 'limited', reason: 'Spam', since: null, appeal: 'open' },
  });

  it('share a discovery: a limited member is told of the limit, not asked to verify', () => {
    answerBy({});
    show(<SubmitPage />, { user: limited, at: '/submit' });
    expect(screen.getByText(/Your account is limited/)).toBeTruthy();
    expect(screen.queryByText(/Please verify your email address/)).toBeNull();
    expect(screen.queryByLabelText('Brand')).toBeNull();
  });
});
