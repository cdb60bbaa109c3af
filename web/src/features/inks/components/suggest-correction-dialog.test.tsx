import type { Correction, CorrectionList, Ink } from '@inklore/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { member, show } from '#test/console-kit.tsx';
import { answerBy, type Route, type Sent } from '#test/fetch-kit.ts';
import SuggestCorrectionDialog from './suggest-correction-dialog.tsx';

const ink = {
  id: 7,
  name: 'Petrol',
  brand: 'LAMY',
  line: null,
  color: 'Black',
  colorHex: '#1b1b1b',
  description: null,
  properties: ['Shading', 'Sheening'],
  communityProperties: ['Sheening'],
  aliases: [],
} as unknown as Ink; // the dialog reads these fields only

function correction(over: Partial<Correction>): Correction {
  return {
    id: 1,
    ink: { id: 7, name: 'Petrol', brand: 'LAMY', colorHex: '#1b1b1b' },
    field: 'colorHex',
    label: 'Colour',
    before: '#1b1b1b',
    after: '#1f5c63',
    current: '#1b1b1b',
    note: null,
    status: 'pending',
    author: { username: 'ada', trusted: false },
    appliedAtOnce: false,
    reviewedBy: null,
    reviewedAt: null,
    reason: null,
    revisionId: null,
    createdAt: '2026-11-29T07:00:00.000Z',
    ...over,
  };
}

const list = (data: Correction[]): CorrectionList => ({
  data,
  page: 1,
  hasMore: false,
  total: data.length,
});

function open(routes: Record<string, Route>, user = member()) {
  const sent = answerBy({
    'GET /api/inks/7/corrections/mine': { status: 200, body: list([]) },
    ...routes,
  });
  show(<SuggestCorrectionDialog ink={ink} onClose={() => {}} />, { user, at: '/ink/7' });
  return { sent, dialog: screen.getByRole('dialog', { name: 'Suggest a correction' }) };
}

const posts = (sent: Sent[]) =>
  sent.filter((s) => s.method === 'POST' && s.path === '/api/inks/7/corrections');

beforeEach(() => setCsrfToken('token-1'));
afterEach(() => vi.unstubAllGlobals());

describe('Suggest a correction (ADR 053)', () => {
  it('checks the colour by the contract before sending anything', async () => {
    const { sent, dialog } = open({});
    const hex = within(dialog).getByLabelText('Hex code');
    await userEvent.clear(hex);
    await userEvent.type(hex, 'teal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send correction' }));
    expect(await within(dialog).findByText('Give the colour as #rrggbb.')).toBeTruthy();
    expect(posts(sent)).toEqual([]);
  });

  it("sends the catalogue's properties as ticked (not the crowd's), says it waits, and lists it", async () => {
    let mine = list([]);
    const { sent, dialog } = open({
      'GET /api/inks/7/corrections/mine': () => ({ status: 200, body: mine }),
      'POST /api/inks/7/corrections': () => {
        mine = list([
          correction({ field: 'properties', label: 'Properties', after: ['Shading', 'Scented'] }),
        ]);
        return { status: 201, body: mine.data[0] };
      },
    });
    await userEvent.selectOptions(
      within(dialog).getByLabelText('What needs correcting?'),
      'Properties',
    );
    // the crowd's Sheening is not the catalogue's, so it is not ticked here
    expect(
      within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Sheening' }).checked,
    ).toBe(false);
    expect(
      within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Shading' }).checked,
    ).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Scented' }));
    await userEvent.type(within(dialog).getByLabelText('Why? (optional)'), 'On the box.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send correction' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain(
      'Thank you. Staff will review your correction.',
    );
    expect(posts(sent).map((p) => p.body)).toEqual([
      { field: 'properties', value: ['Scented', 'Shading'], note: 'On the box.' },
    ]);
    const region = await within(dialog).findByRole('region', {
      name: 'Your corrections of this ink',
    });
    await waitFor(() => expect(region.textContent).toContain('Waiting for review'));
    expect(region.textContent).toContain('Shading, Scented');
  });

  it('says so when the correction is on the ink at once', async () => {
    const { dialog } = open({
      'POST /api/inks/7/corrections': {
        status: 201,
        body: correction({ status: 'accepted', appliedAtOnce: true }),
      },
    });
    const hex = within(dialog).getByLabelText('Hex code');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#1f5c63');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send correction' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain(
      'Thank you. Your correction is on the ink now.',
    );
  });

  it("shows the server's refusal in its own words", async () => {
    const message =
      'You already suggested a change to the colour of this ink. Staff will look at it soon; you can withdraw it to suggest another.';
    const { dialog } = open({
      'POST /api/inks/7/corrections': { status: 409, body: { code: 'conflict', message } },
    });
    const hex = within(dialog).getByLabelText('Hex code');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#1f5c63');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send correction' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
  });

  it('tells an unverified member what to do first, and does not let them send', () => {
    const { dialog } = open({}, member('user', { emailVerified: false }));
    expect(dialog.textContent).toContain(
      'Please verify your email address to suggest a correction',
    );
    const send = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Send correction' });
    expect(send.disabled).toBe(true);
  });

  it("shows staff's reason for a rejected correction, and withdraws a waiting one", async () => {
    let mine = list([
      correction({ id: 2, status: 'rejected', reason: 'That is another ink.' }),
      correction({ id: 3, field: 'line', label: 'Line', after: 'Deep' }),
    ]);
    const { sent, dialog } = open({
      'GET /api/inks/7/corrections/mine': () => ({ status: 200, body: mine }),
      'DELETE /api/corrections/3': () => {
        mine = list([mine.data[0] as Correction, correction({ id: 3, status: 'withdrawn' })]);
        return { status: 204 };
      },
    });
    const region = await within(dialog).findByRole('region', {
      name: 'Your corrections of this ink',
    });
    expect(region.textContent).toContain("Staff's reason: That is another ink.");
    await userEvent.click(
      within(region).getByRole('button', { name: 'Withdraw the correction of the Line' }),
    );
    await waitFor(() => expect(region.textContent).toContain('Withdrawn'));
    expect(sent.some((s) => s.method === 'DELETE' && s.path === '/api/corrections/3')).toBe(true);
  });
});
