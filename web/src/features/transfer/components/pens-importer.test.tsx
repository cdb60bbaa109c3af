import type { PenImportPreview } from '@inklore/contract';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { person, renderWith } from '#test/gallery-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { PensImporter } from './pens-importer.tsx';

const PREVIEW = 'POST /api/auth/import/fpc/pens/preview';
const CONFIRM = 'POST /api/auth/import/fpc/pens/confirm';

const candidate = (inkId: number, name: string, score = 1) => ({
  inkId,
  brand: 'Pilot',
  line: 'Iroshizuku',
  name,
  colorHex: '#1f7a8c',
  score,
});
const pen = (penId: number | null, model: string) => ({
  penId,
  kind: 'fountain' as const,
  brand: 'Pilot',
  model,
  nibSize: 'M',
  color: null,
});

const preview: PenImportPreview = {
  kind: 'inkings',
  pens: [],
  uses: [],
  inkings: [
    {
      row: 2,
      penText: 'Pilot Custom 74, M',
      inkText: 'Pilot Iroshizuku Kon-peki',
      pen: pen(5, 'Custom 74'),
      outcome: 'matched',
      candidates: [candidate(10, 'Kon-peki')],
      inkedOn: '2025-01-01',
      cleanedOn: null,
      note: 'daily',
      problem: null,
      already: false,
    },
    {
      row: 3,
      penText: 'Pilot Falcon, M',
      inkText: 'Pilot Shinkai',
      pen: pen(null, 'Falcon'),
      outcome: 'uncertain',
      candidates: [candidate(11, 'Shin-kai', 0.8), candidate(12, 'Kon-peki', 0.5)],
      inkedOn: '2025-02-01',
      cleanedOn: '2025-02-20',
      note: null,
      problem: null,
      already: false,
    },
    {
      row: 4,
      penText: 'Pilot Custom 74, M',
      inkText: 'Nobody Imaginary Teal',
      pen: pen(5, 'Custom 74'),
      outcome: 'unmatched',
      candidates: [],
      inkedOn: '2025-03-01',
      cleanedOn: null,
      note: null,
      problem: null,
      already: false,
    },
  ],
};

async function chooseFile() {
  fireEvent.change(screen.getByLabelText('Pens, currently inked or usage CSV file'), {
    target: {
      files: [new File(['Pen;Ink;Date Inked\n'], 'currently_inked.csv', { type: 'text/csv' })],
    },
  });
  return screen.findByText(/The file holds 3 pairings/);
}

beforeEach(() => setCsrfToken('tok'));
afterEach(() => vi.unstubAllGlobals());

describe('pens from Fountain Pen Companion (ADR 058)', () => {
  it('takes the certain rows, offers the uncertain one, and never the row without an ink', async () => {
    answerBy({ [PREVIEW]: { status: 200, body: preview } });
    renderWith(<PensImporter />, person(9));
    await chooseFile();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, false, false]);
    expect(boxes.map((b) => (b as HTMLInputElement).disabled)).toEqual([false, false, true]);
    expect(
      screen.getByText(/No ink of the catalogue matches “Nobody Imaginary Teal”/),
    ).toBeTruthy();
    expect(screen.getByText('(new pen)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeTruthy();
  });

  it('sends the chosen ink of an uncertain row, and shows what was skipped and why', async () => {
    const calls = answerBy({
      [PREVIEW]: { status: 200, body: preview },
      [CONFIRM]: {
        status: 200,
        body: {
          pensCreated: 1,
          inkingsCreated: 1,
          usesCreated: 0,
          addedToInventory: 1,
          skipped: [
            {
              what: 'inkings',
              index: 1,
              message: 'This pen held another ink on those days. A pen holds one ink at a time.',
            },
          ],
        },
      },
    });
    renderWith(<PensImporter />, person(9));
    await chooseFile();
    await userEvent.selectOptions(screen.getByLabelText('Ink for row 3'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    await screen.findByText('Import finished.');
    const body = calls.find((c) => c.method === 'POST' && c.path.endsWith('/confirm'))?.body;
    expect(body).toEqual({
      pens: [],
      uses: [],
      inkings: [
        {
          pen: {
            penId: 5,
            kind: 'fountain',
            brand: 'Pilot',
            model: 'Custom 74',
            nibSize: 'M',
            color: null,
          },
          inkId: 10,
          inkedOn: '2025-01-01',
          cleanedOn: null,
          note: 'daily',
        },
        {
          pen: {
            penId: null,
            kind: 'fountain',
            brand: 'Pilot',
            model: 'Falcon',
            nibSize: 'M',
            color: null,
          },
          inkId: 12,
          inkedOn: '2025-02-01',
          cleanedOn: '2025-02-20',
          note: null,
        },
      ],
    });
    expect(screen.getByText(/1 pen, 1 pairing and 0 diary days imported/)).toBeTruthy();
    expect(screen.getByText(/1 ink added to your ink-ventory/)).toBeTruthy();
    expect(screen.getByText(/A pen holds one ink at a time/)).toBeTruthy();
  });

  it('says what was wrong with a file the server could not read', async () => {
    answerBy({
      [PREVIEW]: {
        status: 400,
        body: {
          code: 'bad_request',
          message: 'This does not look like a Fountain Pen Companion export of pens.',
        },
      },
    });
    renderWith(<PensImporter />, person(9));
    fireEvent.change(screen.getByLabelText('Pens, currently inked or usage CSV file'), {
      target: { files: [new File(['x'], 'x.csv')] },
    });
    expect(
      await screen.findByText(/does not look like a Fountain Pen Companion export/),
    ).toBeTruthy();
  });
});
