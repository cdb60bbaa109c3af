import type { ImportCandidate, PenImportPreview, PenImportResult } from '@inklore/contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { messageOf } from '#src/lib/failure.ts';
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
import { Link } from '#src/lib/router.tsx';

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
  const { t } = useLingui();
  const [choices, setChoices] = useState(() => initialPenChoices(preview));
  const rows = rowsOf(preview);
  const taken = takenCount(choices);
  const count = rows.length;
  // the words as before: "1 pens" too (a language may say it its own way for one)
  const holds =
    preview.kind === 'pens'
      ? t`The file holds ${plural(count, { other: '# pens' })}.`
      : preview.kind === 'inkings'
        ? t`The file holds ${plural(count, { other: '# pairings' })}.`
        : t`The file holds ${plural(count, { other: '# diary days' })}.`;
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
        {holds}{' '}
        <Trans>
          Tick the rows to import; a pen you have already is not made again, and a pen the file
          names that you do not have is added to your pens (private).
        </Trans>
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
          // the file's row number as it is (1234, not 1,234)
          const row = String(r.row);
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
                {pen.penId === null && (
                  <span className="text-muted">
                    {' '}
                    <Trans>(new pen)</Trans>
                  </span>
                )}
                {'inkedOn' in r && (
                  <span className="block text-muted">
                    <InkedDays inkedOn={r.inkedOn} cleanedOn={r.cleanedOn} />
                  </span>
                )}
                {'day' in r && (
                  <span className="block text-muted">
                    <UsedDay day={r.day} />
                  </span>
                )}
                {already && (
                  <span className="block text-muted">
                    {'inkedOn' in r ? t`Imported before.` : t`Already in your pens.`}
                  </span>
                )}
                {problem && <span className="block text-oxblood">{problem}</span>}
              </label>
              {ink && (
                <div className="flex w-full flex-col gap-1 pl-7 sm:w-auto sm:min-w-[12rem] sm:pl-0">
                  {ink.candidates.length === 0 ? (
                    <span className="text-muted">
                      <NoInkMatches inkText={ink.inkText} />
                    </span>
                  ) : ink.candidates.length === 1 ? (
                    <InkText c={ink.candidates[0]} />
                  ) : (
                    <select
                      aria-label={t`Ink for row ${row}`}
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
          {t`Import ${plural(taken, { one: '# row', other: '# rows' })}`}
        </Button>
        <Button variant="quiet" onClick={onCancel} disabled={busy}>
          <Trans>Choose another file</Trans>
        </Button>
      </div>
    </div>
  );
}

/** When a pairing of the file was inked, and cleaned (its days as the file wrote them). */
function InkedDays({ inkedOn, cleanedOn }: { inkedOn: string | null; cleanedOn: string | null }) {
  const inked = inkedOn ?? '?';
  return cleanedOn ? (
    <Trans>
      Inked {inked}, cleaned {cleanedOn}
    </Trans>
  ) : (
    <Trans>Inked {inked}, still inked</Trans>
  );
}

/** The day of a usage row, as the file wrote it. */
function UsedDay({ day }: { day: string | null }) {
  const used = day ?? '?';
  return <Trans>Used {used}</Trans>;
}

function NoInkMatches({ inkText }: { inkText: string }) {
  return <Trans>No ink of the catalogue matches “{inkText}”.</Trans>;
}

/** A row the server skipped: which of the chosen rows it was, and why. */
function SkippedRow({ what, index, message }: PenImportResult['skipped'][number]) {
  const { t } = useLingui();
  const number = index + 1;
  return (
    <li>
      {what === 'pens'
        ? t`Pen ${number} of those chosen: ${message}`
        : what === 'inkings'
          ? t`Pairing ${number} of those chosen: ${message}`
          : t`Diary day ${number} of those chosen: ${message}`}
    </li>
  );
}

function Done({ result, onAgain }: { result: PenImportResult; onAgain: () => void }) {
  const { pensCreated, inkingsCreated, usesCreated, addedToInventory, skipped } = result;
  const { t } = useLingui();
  const skippedCount = skipped.length;
  const more = skippedCount - 20;
  return (
    <div className="flex flex-col gap-3">
      <FormAlert tone="success">
        <p className="font-medium">
          <Trans>Import finished.</Trans>
        </p>
        <p className="mt-1">
          {t`${plural(pensCreated, { one: '# pen', other: '# pens' })}, ${plural(inkingsCreated, { one: '# pairing', other: '# pairings' })} and ${plural(usesCreated, { one: '# diary day', other: '# diary days' })} imported.`}
          {addedToInventory > 0 &&
            ` ${t`${plural(addedToInventory, { one: '# ink', other: '# inks' })} added to your ink-ventory.`}`}
        </p>
      </FormAlert>
      {skippedCount > 0 && (
        <FormAlert>
          <p className="font-medium">
            {t`${plural(skippedCount, { one: '# row was not imported:', other: '# rows were not imported:' })}`}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {skipped.slice(0, 20).map((s) => (
              <SkippedRow key={`${s.what}-${s.index}`} {...s} />
            ))}
          </ul>
          {skippedCount > 20 && (
            <p className="mt-1">
              <Trans>And {more} more.</Trans>
            </p>
          )}
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-2">
        <Link to="/pens" className="text-sm font-medium text-primary underline">
          <Trans>See your pens</Trans>
        </Link>
        <Button variant="quiet" size="sm" onClick={onAgain}>
          <Trans>Import another file</Trans>
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
  const { t } = useLingui();
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
          <FormAlert>{messageOf(confirm.error, t`The import could not be finished.`)}</FormAlert>
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
        <Trans>
          Fountain Pen Companion exports your pens, your currently inked pens and your usage as
          three CSV files. Choose them here one at a time: pens first, then currently inked, then
          usage.
        </Trans>
      </p>
      <CsvFileField
        file={file}
        label={t`Pens, currently inked or usage CSV file`}
        matching={preview.isPending}
        matchingText={t`Matching the rows to your pens and the catalogue...`}
      />
    </div>
  );
}
