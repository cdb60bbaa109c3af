import type { ImportCandidate, PenImportPreview, PenImportResult } from '@inklore/contract';
import { useState } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { messageOf } from '#src/lib/failure.ts';
import { formatNumber, plural } from '#src/lib/format.ts';
import { useConfirmPenImport, usePreviewPenImport } from '../api/pens-transfer.ts';
import {
  initialPenChoices,
  penConfirmBody,
  rowsOf,
  takeable,
  takenCount,
  type PenChoices,
} from '../pens-import-review.ts';
import { CsvFileField, useCsvFile } from './csv-file-field.tsx';

const WHAT = { pens: 'pens', inkings: 'pairings', uses: 'diary days' } as const;
const WHAT_ONE = { pens: 'Pen', inkings: 'Pairing', uses: 'Diary day' } as const;

type Pen = PenImportPreview['pens'][number]['pen'];
const penText = (p: Pen) =>
  [[p.brand, p.model].filter(Boolean).join(' '), p.nibSize, p.color].filter(Boolean).join(', ');

function InkText({ c }: { c: ImportCandidate | undefined }) {
  if (!c) return null;
  return (
    <span className="inline-flex items-center gap-2">
      <Swab hex={c.colorHex} seed={c.inkId} className="h-5 w-7 shrink-0" />
      {[c.brand, c.line, c.name].filter(Boolean).join(' ')}
    </span>
  );
}

function Review({
  preview,
  busy,
  onCancel,
  onConfirm,
}: {
  preview: PenImportPreview;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (choices: PenChoices) => void;
}) {
  const [choices, setChoices] = useState(() => initialPenChoices(preview));
  const rows = rowsOf(preview);
  const taken = takenCount(choices);
  const set = (row: number, change: Partial<{ take: boolean; inkId: number | null }>) =>
    setChoices((old) => {
      const next = new Map(old);
      const was = next.get(row) ?? { take: false, inkId: null };
      next.set(row, { ...was, ...change });
      return next;
    });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        The file holds {formatNumber(rows.length)} {WHAT[preview.kind]}. Tick the rows to import; a
        pen you have already is not made again, and a pen the file names that you do not have is
        added to your pens (private).
      </p>
      <ul className="flex max-h-[28rem] flex-col divide-y divide-rule overflow-auto rounded-xl border border-rule bg-page">
        {rows.map((r) => {
          const choice = choices.get(r.row);
          const can = takeable(r);
          const ink = 'candidates' in r ? r : null;
          const pen = r.pen;
          const already = 'already' in r && r.already;
          const problem = 'problem' in r ? r.problem : null;
          const id = `pen-row-${r.row}`;
          return (
            <li key={r.row} className="flex flex-wrap items-start gap-3 px-3 py-2 text-sm">
              <input
                id={id}
                type="checkbox"
                className="mt-1 size-4"
                checked={choice?.take ?? false}
                disabled={!can}
                onChange={(e) => set(r.row, { take: e.target.checked })}
              />
              <label htmlFor={id} className="min-w-[10rem] flex-1">
                <span className="font-medium">{penText(pen)}</span>
                {pen.penId === null && <span className="text-muted"> (new pen)</span>}
                {'inkedOn' in r && (
                  <span className="block text-muted">
                    Inked {r.inkedOn ?? '?'}
                    {r.cleanedOn ? `, cleaned ${r.cleanedOn}` : ', still inked'}
                  </span>
                )}
                {'day' in r && <span className="block text-muted">Used {r.day ?? '?'}</span>}
                {already && (
                  <span className="block text-muted">
                    {'inkedOn' in r ? 'Imported before.' : 'Already in your pens.'}
                  </span>
                )}
                {problem && <span className="block text-oxblood">{problem}</span>}
              </label>
              {ink && (
                <div className="flex w-full flex-col gap-1 pl-7 sm:w-auto sm:min-w-[12rem] sm:pl-0">
                  {ink.candidates.length === 0 ? (
                    <span className="text-muted">
                      No ink of the catalogue matches “{ink.inkText}”.
                    </span>
                  ) : ink.candidates.length === 1 ? (
                    <InkText c={ink.candidates[0]} />
                  ) : (
                    <select
                      aria-label={`Ink for row ${r.row}`}
                      className="rounded-lg border border-rule bg-surface px-2 py-1"
                      value={choice?.inkId ?? ''}
                      onChange={(e) => set(r.row, { inkId: Number(e.target.value), take: true })}
                    >
                      {ink.candidates.map((c) => (
                        <option key={c.inkId} value={c.inkId}>
                          {[c.brand, c.line, c.name].filter(Boolean).join(' ')}
                        </option>
                      ))}
                    </select>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onConfirm(choices)} disabled={busy || taken === 0}>
          {busy && <Spinner className="size-4" />}
          Import {formatNumber(taken)} {plural(taken, 'row', 'rows')}
        </Button>
        <Button variant="quiet" onClick={onCancel} disabled={busy}>
          Choose another file
        </Button>
      </div>
    </div>
  );
}

function Done({ result, onAgain }: { result: PenImportResult; onAgain: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <FormAlert tone="success">
        <p className="font-medium">Import finished.</p>
        <p className="mt-1">
          {formatNumber(result.pensCreated)} {plural(result.pensCreated, 'pen', 'pens')},{' '}
          {formatNumber(result.inkingsCreated)}{' '}
          {plural(result.inkingsCreated, 'pairing', 'pairings')} and{' '}
          {formatNumber(result.usesCreated)} {plural(result.usesCreated, 'diary day', 'diary days')}{' '}
          imported.
          {result.addedToInventory > 0 &&
            ` ${formatNumber(result.addedToInventory)} ${plural(result.addedToInventory, 'ink', 'inks')} added to your ink-ventory.`}
        </p>
      </FormAlert>
      {result.skipped.length > 0 && (
        <FormAlert>
          <p className="font-medium">
            {formatNumber(result.skipped.length)}{' '}
            {plural(result.skipped.length, 'row was', 'rows were')} not imported:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {result.skipped.slice(0, 20).map((s) => (
              <li key={`${s.what}-${s.index}`}>
                {WHAT_ONE[s.what]} {formatNumber(s.index + 1)} of those chosen: {s.message}
              </li>
            ))}
          </ul>
          {result.skipped.length > 20 && (
            <p className="mt-1">And {formatNumber(result.skipped.length - 20)} more.</p>
          )}
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-2">
        <a href="/pens" className="text-sm font-medium text-primary underline">
          See your pens
        </a>
        <Button variant="quiet" size="sm" onClick={onAgain}>
          Import another file
        </Button>
      </div>
    </div>
  );
}

/**
 * Pens, currently inked and usage from Fountain Pen Companion (ADR 058): a file read,
 * reviewed row by row, then confirmed. Import the pens first, then currently inked, then usage.
 */
export function PensImporter() {
  const preview = usePreviewPenImport();
  const confirm = useConfirmPenImport();
  const file = useCsvFile(
    (text, failed) => preview.mutate(text, { onError: failed }),
    () => {
      preview.reset();
      confirm.reset();
    },
  );

  if (confirm.isSuccess) return <Done result={confirm.data} onAgain={file.restart} />;
  if (preview.isSuccess) {
    return (
      <div className="flex flex-col gap-3">
        {confirm.isError && (
          <FormAlert>{messageOf(confirm.error, 'The import could not be finished.')}</FormAlert>
        )}
        <Review
          preview={preview.data}
          busy={confirm.isPending}
          onCancel={file.restart}
          onConfirm={(choices) => confirm.mutate(penConfirmBody(preview.data, choices))}
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        Fountain Pen Companion exports your pens, your currently inked pens and your usage as three
        CSV files. Choose them here one at a time: pens first, then currently inked, then usage.
      </p>
      <CsvFileField
        file={file}
        label="Pens, currently inked or usage CSV file"
        matching={preview.isPending}
        matchingText="Matching the rows to your pens and the catalogue..."
      />
    </div>
  );
}
