import type { ImportPreview } from '@inklore/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { person, renderWith } from '#test/gallery-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { fileProblem } from '../file-problem.ts';
import { ImportExportCard } from './import-export-card.tsx';

const PREVIEW = 'POST /api/auth/import/fpc/preview';
const CONFIRM = 'POST /api/auth/import/fpc/confirm';

const candidate = (inkId: number, name: string, score = 1) => ({
  inkId,
  brand: 'Pilot',
  line: 'Iroshizuku',
  name,
  colorHex: '#1f7a8c',
  score,
});

const preview: ImportPreview = {
  rows: [
    {
      row: 2,
      brand: 'Pilot',
      line: 'Iroshizuku',
      name: 'Ku-jaku',
      outcome: 'matched',
      candidates: [candidate(10, 'Ku-jaku')],
      status: 'owned',
      notes: 'Lovely',
      acquiredDate: '2021-03-04',
      colorHex: null,
      kind: 'bottle',
      swabbed: false,
      lastUsed: null,
      rating: null,
      tags: ['Blues'],
      alreadyInInventory: false,
    },
    {
      row: 3,
      brand: 'Pilot',
      line: null,
      name: 'Shinkai',
      outcome: 'uncertain',
      candidates: [candidate(11, 'Shin-kai', 0.8), candidate(12, 'Kon-peki', 0.5)],
      status: 'tried',
      notes: null,
      acquiredDate: null,
      colorHex: null,
      kind: 'bottle',
      swabbed: false,
      lastUsed: null,
      rating: null,
      tags: [],
      alreadyInInventory: false,
    },
    {
      row: 4,
      brand: 'Nobody',
      line: null,
      name: 'Imaginary Teal',
      outcome: 'unmatched',
      candidates: [],
      status: 'owned',
      notes: null,
      acquiredDate: null,
      colorHex: null,
      kind: 'bottle',
      swabbed: false,
      lastUsed: null,
      rating: null,
      tags: [],
      alreadyInInventory: false,
    },
  ],
  counts: { matched: 1, uncertain: 1, unmatched: 1 },
};

const csvFile = () =>
  new File(['Brand,Line,Name\nPilot,Iroshizuku,Ku-jaku\n'], 'fpc.csv', { type: 'text/csv' });

async function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('Fountain Pen Companion CSV file'), {
    target: { files: [file] },
  });
  return screen.findByRole('region', { name: 'Review the import' });
}

beforeEach(() => setCsrfToken('tok'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('importing from Fountain Pen Companion (ADR 022)', () => {
  it('sends the file text, lists the rows for review and writes nothing before Confirm', async () => {
    const calls = answerBy({ [PREVIEW]: { status: 200, body: preview } });
    renderWith(<ImportExportCard />, person(9));
    const review = await chooseFile(csvFile());
    // the only call that writes anything is the preview's (reads, such as the rows kept
    // earlier, may go too)
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      PREVIEW,
    ]);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      csv: 'Brand,Line,Name\nPilot,Iroshizuku,Ku-jaku\n',
    });

    expect(
      within(review).getByText(/3 rows read: 1 matched, 1 uncertain, 1 unmatched/),
    ).toBeTruthy();
    expect(within(review).getByRole('checkbox', { name: /Import line 2/ })).toHaveProperty(
      'checked',
      true,
    );
    const uncertain = within(review).getByRole('group', { name: /Line 3: Pilot Shinkai/ });
    expect(within(uncertain).getByRole('radio', { name: 'Skip this row' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(review).getByText(/Nobody Imaginary Teal/)).toBeTruthy();
    expect(within(review).getByRole('button', { name: 'Confirm: import 1 ink' })).toBeTruthy();
  });

  it('sends the chosen candidate, skips what is left out, and the tags choice', async () => {
    const calls = answerBy({
      [PREVIEW]: { status: 200, body: preview },
      [CONFIRM]: {
        status: 200,
        body: { created: 1, updated: 0, collectionsCreated: 0, addedToCollections: 0 },
      },
    });
    renderWith(<ImportExportCard />, person(9));
    const review = await chooseFile(csvFile());
    const uncertain = within(review).getByRole('group', { name: /Line 3/ });
    await userEvent.click(within(uncertain).getByRole('radio', { name: /Kon-peki/ }));
    // the matched row is left out
    await userEvent.click(within(review).getByRole('checkbox', { name: /Import line 2/ }));
    expect(
      within(review).getByRole('checkbox', { name: 'Make my tags into collections' }),
    ).toHaveProperty('disabled', true);
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm: import 1 ink' }));

    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/confirm'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/confirm'))?.body).toEqual({
      items: [
        {
          inkId: 12,
          status: 'tried',
          notes: null,
          acquiredDate: null,
          kind: 'bottle',
          swabbed: false,
          lastUsed: null,
          tags: [],
          spelling: 'Shinkai',
        },
      ],
      tagsAsCollections: false,
    });
    expect(await screen.findByText('Import finished.')).toBeTruthy();
  });

  it('keeps the unmatched rows on Confirm, prefilled from the file, to offer as discoveries (ADR 051)', async () => {
    const calls = answerBy({
      [PREVIEW]: { status: 200, body: preview },
      [CONFIRM]: {
        status: 200,
        body: { created: 1, updated: 0, collectionsCreated: 0, addedToCollections: 0 },
      },
      'POST /api/auth/import/unmatched': { status: 200, body: [] },
    });
    renderWith(<ImportExportCard />, person(9));
    const review = await chooseFile(csvFile());
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm: import 1 ink' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/unmatched'))).toBe(true),
    );
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/unmatched'))?.body).toEqual({
      rows: [
        {
          brand: 'Nobody',
          line: null,
          name: 'Imaginary Teal',
          colorHex: null,
          kind: 'bottle',
          status: 'owned',
          rating: null,
          notes: null,
          acquiredDate: null,
          swabbed: false,
          lastUsed: null,
        },
      ],
    });
  });

  it('makes tags into collections when ticked, after taking the best matches', async () => {
    const calls = answerBy({
      [PREVIEW]: { status: 200, body: preview },
      [CONFIRM]: {
        status: 200,
        body: { created: 2, updated: 0, collectionsCreated: 1, addedToCollections: 1 },
      },
    });
    renderWith(<ImportExportCard />, person(9));
    const review = await chooseFile(csvFile());
    await userEvent.click(
      within(review).getByRole('button', { name: 'Use the best match for all' }),
    );
    await userEvent.click(
      within(review).getByRole('checkbox', { name: 'Make my tags into collections' }),
    );
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm: import 2 inks' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/confirm'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/confirm'))?.body).toMatchObject({
      items: [{ inkId: 10, tags: ['Blues'] }, { inkId: 11 }],
      tagsAsCollections: true,
    });
    expect(await screen.findByText(/1 collection made from your tags/)).toBeTruthy();
  });

  it("shows the server's words for a file it cannot read", async () => {
    answerBy({
      [PREVIEW]: {
        status: 400,
        body: {
          message: 'This does not look like a Fountain Pen Companion export: no Brand column.',
          code: 'validation_failed',
        },
      },
    });
    renderWith(<ImportExportCard />, person(9));
    fireEvent.change(screen.getByLabelText('Fountain Pen Companion CSV file'), {
      target: { files: [csvFile()] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('no Brand column');
  });

  it('refuses an empty or too large file before sending it', () => {
    expect(fileProblem({ size: 0 })).toBe('The file is empty.');
    expect(fileProblem({ size: 3 * 1024 * 1024 + 1 })).toBe(
      'The file is larger than 3 MB. Split it into smaller files and import each one.',
    );
    expect(fileProblem({ size: 2048 })).toBeNull();
  });

  it('links to the JSON, CSV and Fountain Pen Companion exports', () => {
    answerBy({});
    renderWith(<ImportExportCard />, person(9));
    expect(screen.getByRole('link', { name: 'Download JSON' }).getAttribute('href')).toBe(
      '/api/auth/export.json',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/auth/export.csv',
    );
    expect(
      screen
        .getByRole('link', { name: 'Download for Fountain Pen Companion' })
        .getAttribute('href'),
    ).toBe('/api/auth/export.fpc.csv');
  });
});
