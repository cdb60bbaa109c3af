import type { ImportCandidate, ImportPreview, ImportRow } from '@inklore/contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatNumber } from '#src/lib/format.ts';
import {
  choose,
  chooseBestForUncertain,
  initialChoices,
  planImport,
  rowsBy,
  tagsOf,
  type Choices,
  type ImportPlan,
} from '../import-review.ts';

const PAGE = 50;

function rowName(row: Pick<ImportRow, 'brand' | 'line' | 'name'>): string {
  return [row.brand, row.line, row.name].filter(Boolean).join(' ');
}

function InkLabel({ c }: { c: ImportCandidate }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <Swab hex={c.colorHex} seed={c.inkId} className="h-6 w-8 shrink-0" />
      <span className="min-w-0 break-words">{rowName(c)}</span>
    </span>
  );
}

function Section({
  title,
  count,
  children,
  open,
}: {
  title: string;
  count: number;
  children: ReactNode;
  open: boolean;
}) {
  return (
    <details open={open} className="group rounded-xl border border-rule bg-page">
      <summary className="cursor-pointer list-none px-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none"
          >
            ›
          </span>
          {title} <span className="font-mono text-sm text-muted">({formatNumber(count)})</span>
        </span>
      </summary>
      <div className="border-t border-rule px-4 py-3">{children}</div>
    </details>
  );
}

function More({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  if (total <= shown) return null;
  const left = total - shown;
  return (
    <Button variant="secondary" size="sm" className="mt-3" onClick={onMore}>
      <Trans>Show more ({left} left)</Trans>
    </Button>
  );
}

function MatchedRows({
  rows,
  choices,
  onChange,
}: {
  rows: ImportRow[];
  choices: Choices;
  onChange: (row: ImportRow, inkId: number | null) => void;
}) {
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <ul className="flex flex-col divide-y divide-rule">
        {rows.slice(0, shown).map((row) => {
          const c = row.candidates[0];
          if (!c) return null;
          // the file's line number as it is (1234, not 1,234)
          const line = String(row.row);
          return (
            <li key={row.row} className="py-2">
              <label className="flex cursor-pointer items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  checked={choices[row.row] === c.inkId}
                  onChange={(e) => onChange(row, e.target.checked ? c.inkId : null)}
                  className="mt-1.5 size-4 shrink-0 accent-[var(--color-primary)]"
                />
                <span className="min-w-0">
                  <span className="sr-only">
                    <Trans>Import line {line}:</Trans>{' '}
                  </span>
                  <InkLabel c={c} />
                  <span className="mt-0.5 block text-xs text-muted">
                    {row.status === 'tried' ? (
                      <Trans>Line {line} · tried (archived)</Trans>
                    ) : (
                      <Trans>Line {line} · owned</Trans>
                    )}
                    {row.alreadyInInventory && (
                      <>
                        {' · '}
                        <Trans>already in your ink-ventory; it will be updated</Trans>
                      </>
                    )}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <More shown={shown} total={rows.length} onMore={() => setShown((n) => n + PAGE)} />
    </>
  );
}

function UncertainRow({
  row,
  value,
  onChange,
}: {
  row: ImportRow;
  value: number | null;
  onChange: (inkId: number | null) => void;
}) {
  const name = useId();
  const line = String(row.row);
  const ink = rowName(row);
  return (
    <li className="py-3">
      <fieldset>
        <legend className="text-sm">
          <Trans>
            <span className="font-medium">Line {line}:</span> {ink}
            <span className="text-muted"> — which ink is it?</span>
          </Trans>
        </legend>
        <div className="mt-2 flex flex-col gap-1.5">
          {row.candidates.map((c) => (
            <label
              key={c.inkId}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                value === c.inkId ? 'border-primary bg-primary/10' : 'border-rule',
              )}
            >
              <input
                type="radio"
                name={name}
                checked={value === c.inkId}
                onChange={() => onChange(c.inkId)}
                className="shrink-0 accent-[var(--color-primary)]"
              />
              <InkLabel c={c} />
              <span className="ml-auto shrink-0 font-mono text-xs text-muted">
                {Math.round(c.score * 100)}%
              </span>
            </label>
          ))}
          <label
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
              value === null ? 'border-primary bg-primary/10' : 'border-rule',
            )}
          >
            <input
              type="radio"
              name={name}
              checked={value === null}
              onChange={() => onChange(null)}
              className="shrink-0 accent-[var(--color-primary)]"
            />
            <Trans>Skip this row</Trans>
          </label>
        </div>
      </fieldset>
    </li>
  );
}

function UncertainRows({
  rows,
  choices,
  onChange,
}: {
  rows: ImportRow[];
  choices: Choices;
  onChange: (row: ImportRow, inkId: number | null) => void;
}) {
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <ul className="flex flex-col divide-y divide-rule">
        {rows.slice(0, shown).map((row) => (
          <UncertainRow
            key={row.row}
            row={row}
            value={choices[row.row] ?? null}
            onChange={(inkId) => onChange(row, inkId)}
          />
        ))}
      </ul>
      <More shown={shown} total={rows.length} onMore={() => setShown((n) => n + PAGE)} />
    </>
  );
}

function UnmatchedRows({
  rows,
  kept,
  onKeep,
}: {
  rows: ImportRow[];
  kept: boolean;
  onKeep: () => void;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <p className="text-sm text-muted">
        <Trans>
          No ink in the catalogue looks like these. They are kept when you confirm, to offer as
          discoveries (staff check each one; it joins your ink-ventory when approved) or dismiss
          later.
        </Trans>
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {rows.slice(0, shown).map((row) => {
          const line = String(row.row);
          const ink = rowName(row) || t`(no name)`;
          return (
            <li key={row.row}>
              <Trans>
                <span className="text-muted">Line {line}:</span> {ink}
              </Trans>
            </li>
          );
        })}
      </ul>
      <More shown={shown} total={rows.length} onMore={() => setShown((n) => n + PAGE)} />
      <div className="mt-2">
        {kept ? (
          <p role="status" className="text-sm">
            <Trans>Kept: they wait under “Rows waiting for an ink”.</Trans>
          </p>
        ) : (
          <Button size="sm" variant="secondary" onClick={onKeep}>
            <Trans>Keep these rows now to offer as discoveries</Trans>
          </Button>
        )}
      </div>
    </>
  );
}

/**
 * The review screen of an import (ADR 022): matched rows (ticked, each can be left out),
 * uncertain ones (choose among the candidates, or skip) and unmatched ones (listed, kept to
 * offer as discoveries: ADR 051); whether
 * the file's tags become collections. Nothing is written until Confirm.
 */
export function ImportReviewScreen({
  preview,
  busy,
  keptUnmatched = false,
  onCancel,
  onConfirm,
  onKeepUnmatched = () => undefined,
}: {
  preview: ImportPreview;
  busy: boolean;
  /** The unmatched rows are stored (ADR 051). */
  keptUnmatched?: boolean;
  onCancel: () => void;
  onConfirm: (plan: ImportPlan, tagsAsCollections: boolean) => void;
  /** Store the unmatched rows now (they are also stored on Confirm). */
  onKeepUnmatched?: () => void;
}) {
  const [choices, setChoices] = useState<Choices>(() => initialChoices(preview));
  const [tagsAsCollections, setTagsAsCollections] = useState(false);
  const matched = rowsBy(preview, 'matched');
  const uncertain = rowsBy(preview, 'uncertain');
  const unmatched = rowsBy(preview, 'unmatched');
  const plan = planImport(preview, choices);
  const tags = tagsOf(plan);
  const change = (row: ImportRow, inkId: number | null) => setChoices((c) => choose(row, c, inkId));
  const n = plan.items.length;
  const tagsId = useId();
  const { t } = useLingui();
  const rowCount = preview.rows.length;
  const {
    matched: matchedCount,
    uncertain: uncertainCount,
    unmatched: unmatchedCount,
  } = preview.counts;
  const tagCount = tags.length;
  const tagList = `${tags.slice(0, 5).join(', ')}${tags.length > 5 ? ', …' : ''}`;
  const duplicateCount = plan.duplicates.length;
  const duplicateLines = `${plan.duplicates.slice(0, 5).join(', ')}${plan.duplicates.length > 5 ? ', …' : ''}`;

  return (
    <section aria-labelledby="import-review" className="flex flex-col gap-4">
      <div>
        <h3 id="import-review" className="text-lg">
          <Trans>Review the import</Trans>
        </h3>
        <p className="mt-1 text-sm text-muted">
          {t`${plural(rowCount, { one: '# row', other: '# rows' })} read: ${matchedCount} matched, ${uncertainCount} uncertain, ${unmatchedCount} unmatched. Nothing is saved until you confirm.`}
        </p>
      </div>
      {matched.length > 0 && (
        <Section title={t`Matched`} count={matched.length} open={matched.length <= 20}>
          <MatchedRows rows={matched} choices={choices} onChange={change} />
        </Section>
      )}
      {uncertain.length > 0 && (
        <Section title={t`Uncertain`} count={uncertain.length} open>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted">
              <Trans>Choose the ink each row means, or skip it.</Trans>
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setChoices((c) => chooseBestForUncertain(preview, c))}
            >
              <Trans>Use the best match for all</Trans>
            </Button>
          </div>
          <UncertainRows rows={uncertain} choices={choices} onChange={change} />
        </Section>
      )}
      {unmatched.length > 0 && (
        <Section title={t`Unmatched`} count={unmatched.length} open={unmatched.length <= 10}>
          <UnmatchedRows rows={unmatched} kept={keptUnmatched} onKeep={onKeepUnmatched} />
        </Section>
      )}
      <div className="flex items-start gap-3 rounded-xl border border-rule bg-page px-4 py-3">
        <input
          id={tagsId}
          type="checkbox"
          checked={tagsAsCollections}
          disabled={tags.length === 0}
          onChange={(e) => setTagsAsCollections(e.target.checked)}
          aria-describedby={`${tagsId}-hint`}
          className="mt-1 size-4 accent-[var(--color-primary)]"
        />
        <div>
          <label htmlFor={tagsId} className="text-sm font-medium">
            <Trans>Make my tags into collections</Trans>
          </label>
          <p id={`${tagsId}-hint`} className="text-[0.82rem] text-muted">
            {tagCount === 0
              ? t`The chosen rows have no tags.`
              : t`A private collection for each of the ${plural(tagCount, { one: '# tag', other: '# tags' })} (${tagList}), holding its inks; an existing collection of the same name is used.`}
          </p>
        </div>
      </div>
      {duplicateCount > 0 && (
        <p className="text-sm text-muted">
          {t`${plural(duplicateCount, { one: '# row names', other: '# rows name' })} an ink an earlier row already chose (line ${duplicateLines}); each ink is imported once.`}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {busy && (
          <p role="status" className="mr-auto inline-flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4 text-primary" />{' '}
            {t`Importing ${plural(n, { one: '# ink', other: '# inks' })}...`}
          </p>
        )}
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          size="sm"
          disabled={busy || n === 0}
          onClick={() => onConfirm(plan, tagsAsCollections && tags.length > 0)}
        >
          {busy && <Spinner className="size-4" />}
          {n === 0
            ? t`Nothing chosen to import`
            : t`Confirm: import ${plural(n, { one: '# ink', other: '# inks' })}`}
        </Button>
      </div>
    </section>
  );
}
