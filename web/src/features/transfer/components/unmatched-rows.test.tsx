import type { OfferResult, UnmatchedRow } from '@inklore/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { person, renderWith } from '#test/gallery-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { draftOfRow, RowsWaiting } from './unmatched-rows.tsx';

const LIST = 'GET /api/auth/import/unmatched';
const OFFER = 'POST /api/auth/import/unmatched/discoveries';

function row(id: number, over: Partial<UnmatchedRow> = {}): UnmatchedRow {
  return {
    id,
    brand: 'Kyo-iro',
    line: null,
    name: `Ink ${id}`,
    colorHex: '#2E6B4F',
    kind: 'bottle',
    status: 'owned',
    notes: null,
    state: 'open',
    submissionId: null,
    candidates: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

beforeEach(() => setCsrfToken('tok'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('rows waiting for an ink (ADR 051)', () => {
  it('prefills the colour family from the file’s colour, grey when it had none', () => {
    expect(draftOfRow(row(1))).toMatchObject({ colorHex: '#2E6B4F', color: 'Green' });
    expect(draftOfRow(row(1, { colorHex: null }))).toMatchObject({ colorHex: '#808080' });
  });

  it('shows nothing when no row waits', async () => {
    const calls = answerBy({ [LIST]: { status: 200, body: [] } });
    const { container } = renderWith(<RowsWaiting />, person(9));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.querySelector('section')).toBeNull();
  });

  it('offers all open rows at once with the member’s corrections; a likely duplicate asks which ink it is', async () => {
    const rows = [
      row(1),
      row(2, { colorHex: null }),
      row(3, { state: 'submitted', submissionId: 5 }),
    ];
    const result: OfferResult = {
      results: [
        { id: 1, outcome: 'submitted', message: null, duplicates: [] },
        {
          id: 2,
          outcome: 'duplicate',
          message: 'This ink may be in the catalogue already.',
          duplicates: [
            { id: 40, name: 'Ink Two', brand: 'Kyo-iro', colorHex: '#111111', exact: false },
          ],
        },
      ],
      rows: [
        row(1, { state: 'submitted', submissionId: 6 }),
        row(2, { colorHex: null }),
        rows[2] as UnmatchedRow,
      ],
    };
    const calls = answerBy({
      [LIST]: { status: 200, body: rows },
      [OFFER]: { status: 200, body: result },
      'POST /api/auth/import/unmatched/2/match': { status: 200, body: [rows[2]] },
    });
    renderWith(<RowsWaiting />, person(9));
    expect(
      await screen.findByRole('heading', { name: 'Rows waiting for an ink (3)' }),
    ).toBeTruthy();
    expect(screen.getByText(/waiting for staff review/)).toBeTruthy();
    const second = screen.getByRole('group', { name: /Kyo-iro Ink 2/ });
    expect(within(second).getByText(/The file had no colour/)).toBeTruthy();
    const name = within(second).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ink Two');

    await userEvent.click(screen.getByRole('button', { name: 'Offer all 2 as discoveries' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      items: [
        {
          id: 1,
          brand: 'Kyo-iro',
          line: null,
          name: 'Ink 1',
          color: 'Green',
          colorHex: '#2E6B4F',
          confirmDuplicate: false,
        },
        {
          id: 2,
          brand: 'Kyo-iro',
          line: null,
          name: 'Ink Two',
          color: 'Grey/Silver',
          colorHex: '#808080',
          confirmDuplicate: false,
        },
      ],
    });
    const again = await screen.findByRole('group', { name: /Kyo-iro Ink 2/ });
    expect(within(again).getByText(/may have this ink already/)).toBeTruthy();
    await userEvent.click(within(again).getByRole('button', { name: 'It is Kyo-iro Ink Two' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/2/match'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/2/match'))?.body).toEqual({ inkId: 40 });
  });

  it('offers the inks the catalogue has now for a row: matched later (ADR 051)', async () => {
    const calls = answerBy({
      [LIST]: {
        status: 200,
        body: [
          row(1, {
            candidates: [
              {
                inkId: 77,
                brand: 'Kyo-iro',
                line: null,
                name: 'Ink 1',
                colorHex: '#2E6B4F',
                score: 1,
              },
            ],
          }),
        ],
      },
      'POST /api/auth/import/unmatched/1/match': { status: 200, body: [] },
    });
    renderWith(<RowsWaiting />, person(9));
    expect(
      await screen.findByText('The catalogue may have this ink now. Is it one of these?'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'It is Kyo-iro Ink 1' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/1/match'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/1/match'))?.body).toEqual({ inkId: 77 });
  });

  it('dismisses a row', async () => {
    const calls = answerBy({
      [LIST]: { status: 200, body: [row(1)] },
      'DELETE /api/auth/import/unmatched/1': { status: 204 },
    });
    renderWith(<RowsWaiting />, person(9));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
