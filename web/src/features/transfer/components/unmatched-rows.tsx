import type { OfferOutcome, UnmatchedRow } from '@inklore/contract';
import { COLOR_FAMILIES, type ColorFamily } from '@inklore/contract/catalogue/catalogue.rules';
import { colorFamilyOf } from '@inklore/contract/color/color.rules';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SectionError } from '#src/components/section-error.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { TextField } from '#src/components/ui/fields.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { colourFamilyWord } from '#src/lib/catalogue-words.ts';
import { kindWord } from '#src/lib/inventory-words.ts';
import { toast } from '#src/lib/toast.ts';
import {
  unmatchedOptions,
  useDismissRow,
  useMatchRow,
  useOfferDiscoveries,
} from '../api/unmatched.ts';

/** What a row becomes as a discovery: prefilled from the file, changed by the member. */
export type OfferDraft = {
  brand: string;
  line: string;
  name: string;
  colorHex: string;
  color: ColorFamily;
  /** The member saw the likely duplicates and sends it anyway. */
  confirmDuplicate: boolean;
};

/** A colour to start from when the file had none: a mid grey the member will change. */
const NO_COLOUR = '#808080';

export function draftOfRow(row: UnmatchedRow): OfferDraft {
  const hex = row.colorHex ?? NO_COLOUR;
  return {
    brand: row.brand,
    line: row.line ?? '',
    name: row.name,
    colorHex: hex,
    color: colorFamilyOf(hex),
    confirmDuplicate: false,
  };
}

/** The offer call's item for a row (the server checks it as a discovery shared by hand). */
export function offerItem(id: number, d: OfferDraft) {
  return {
    id,
    brand: d.brand.trim(),
    line: d.line.trim() || null,
    name: d.name.trim(),
    color: d.color,
    colorHex: d.colorHex,
    confirmDuplicate: d.confirmDuplicate,
  };
}

/** A catalogue ink as a button names it: brand, line (if any) and name. */
function inkName(ink: { brand: string; line?: string | null; name: string }): string {
  return `${ink.brand} ${ink.line ? `${ink.line} ` : ''}${ink.name}`;
}

/** The button that says a row is this catalogue ink. */
function ItIs({ ink, onMatch }: { ink: Parameters<typeof inkName>[0]; onMatch: () => void }) {
  const name = inkName(ink);
  return (
    <Button size="sm" variant="secondary" onClick={onMatch}>
      <Trans>It is {name}</Trans>
    </Button>
  );
}

function Row({
  row,
  draft,
  outcome,
  busy,
  onDraft,
  onOffer,
  onMatch,
  onDismiss,
}: {
  row: UnmatchedRow;
  draft: OfferDraft;
  outcome: OfferOutcome | undefined;
  busy: boolean;
  onDraft: (d: OfferDraft) => void;
  onOffer: () => void;
  onMatch: (inkId: number) => void;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const colourId = useId();
  const familyId = useId();
  const title = `${row.brand}${row.line ? ` ${row.line}` : ''} ${row.name}`;
  const kind = kindWord(row.kind);
  if (row.state === 'submitted') {
    return (
      <li className="rounded-xl border border-rule px-4 py-3 text-sm">
        <p className="font-medium break-words">{title}</p>
        <p className="text-muted">
          <Trans>
            {kind} · offered as a discovery, waiting for staff review. When it is approved, it joins
            your ink-ventory.
          </Trans>
        </p>
      </li>
    );
  }
  return (
    <li className="rounded-xl border border-rule px-4 py-3">
      <fieldset className="flex flex-col gap-3" disabled={busy}>
        <legend className="mb-2 text-sm font-medium break-words">
          {title} <span className="font-normal text-muted">({kind})</span>
        </legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            name="brand"
            label={t`Brand`}
            value={draft.brand}
            onChange={(brand) => onDraft({ ...draft, brand })}
          />
          <TextField
            name="line"
            label={t`Line (optional)`}
            value={draft.line}
            onChange={(line) => onDraft({ ...draft, line })}
          />
          <TextField
            name="name"
            label={t`Name`}
            value={draft.name}
            onChange={(name) => onDraft({ ...draft, name })}
          />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={colourId} className="text-sm font-medium">
              <Trans>Colour</Trans>
            </label>
            <input
              id={colourId}
              type="color"
              value={draft.colorHex.toLowerCase()}
              onChange={(e) =>
                onDraft({
                  ...draft,
                  colorHex: e.target.value.toUpperCase(),
                  color: colorFamilyOf(e.target.value),
                })
              }
              className="h-11 w-16 cursor-pointer rounded-lg border border-rule bg-page"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={familyId} className="text-sm font-medium">
              <Trans>Colour family</Trans>
            </label>
            <select
              id={familyId}
              value={draft.color}
              onChange={(e) => onDraft({ ...draft, color: e.target.value as ColorFamily })}
              className={inputClass}
            >
              {COLOR_FAMILIES.map((f) => (
                <option key={f} value={f}>
                  {colourFamilyWord(f)}
                </option>
              ))}
            </select>
          </div>
          {row.colorHex === null && (
            <p className="basis-full text-xs text-muted">
              <Trans>The file had no colour for this ink: choose the nearest you can.</Trans>
            </p>
          )}
        </div>
        {outcome?.outcome !== 'duplicate' && row.candidates.length > 0 && (
          <div className="rounded-lg bg-sunken px-3 py-2 text-sm">
            <p>
              <Trans>The catalogue may have this ink now. Is it one of these?</Trans>
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {row.candidates.map((c) => (
                <li key={c.inkId}>
                  <ItIs ink={c} onMatch={() => onMatch(c.inkId)} />
                </li>
              ))}
            </ul>
          </div>
        )}
        {outcome?.outcome === 'duplicate' && (
          <div role="status" className="rounded-lg bg-sunken px-3 py-2 text-sm">
            <p>
              <Trans>The catalogue may have this ink already. Is it one of these?</Trans>
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {outcome.duplicates.map((d) => (
                <li key={d.id}>
                  <ItIs ink={d} onMatch={() => onMatch(d.id)} />
                </li>
              ))}
            </ul>
            <label className="mt-2 flex items-center gap-2">
              <input
                type="checkbox"
                checked={draft.confirmDuplicate}
                onChange={(e) => onDraft({ ...draft, confirmDuplicate: e.target.checked })}
                className="size-4 accent-[var(--color-primary)]"
              />
              <Trans>None of these: mine is a different ink</Trans>
            </label>
          </div>
        )}
        {outcome?.outcome === 'refused' && outcome.message && (
          <p role="status" className="text-sm text-oxblood">
            {outcome.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onOffer}>
            <Trans>Offer as a discovery</Trans>
          </Button>
          <Button size="sm" variant="quiet" onClick={onDismiss}>
            <Trans>Dismiss</Trans>
          </Button>
        </div>
      </fieldset>
    </li>
  );
}

/**
 * "Rows waiting for an ink" (ADR 051): the rows of the member's imports that match no ink,
 * kept on the server until resolved. Each is offered as a discovery (prefilled from the
 * file; one or all at once), matched to an ink the catalogue turns out to have, or
 * dismissed. Rows waiting for staff say so. Nothing shows when there are none.
 */
export function RowsWaiting() {
  const { t } = useLingui();
  const query = useQuery(unmatchedOptions());
  const offer = useOfferDiscoveries();
  const match = useMatchRow();
  const dismiss = useDismissRow();
  const [drafts, setDrafts] = useState<Record<number, OfferDraft>>({});
  const [outcomes, setOutcomes] = useState<Record<number, OfferOutcome>>({});
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <SectionError
        what={t`Your rows waiting for an ink`}
        title={t`Your rows waiting for an ink could not be loaded.`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const rows = query.data;
  if (rows.length === 0) return null;
  const open = rows.filter((r) => r.state === 'open');
  const rowCount = rows.length;
  const openCount = open.length;
  const draftOf = (r: UnmatchedRow) => drafts[r.id] ?? draftOfRow(r);
  const busy = offer.isPending || match.isPending || dismiss.isPending;

  const send = (which: UnmatchedRow[]) => {
    offer.mutate(
      { items: which.map((r) => offerItem(r.id, draftOf(r))) },
      {
        onSuccess: (result) => {
          setOutcomes((o) => ({
            ...o,
            ...Object.fromEntries(result.results.map((r) => [r.id, r])),
          }));
          const sent = result.results.filter((r) => r.outcome === 'submitted').length;
          if (sent > 0) {
            toast({
              title: t`Sent for review`,
              description: t`${plural(sent, { one: '# discovery', other: '# discoveries' })} sent to staff. Each joins your ink-ventory when approved.`,
              variant: 'success',
            });
          }
        },
      },
    );
  };

  return (
    <section aria-labelledby="unmatched-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="unmatched-title" className="text-lg">
          <Trans>Rows waiting for an ink ({rowCount})</Trans>
        </h3>
        {open.length > 1 && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => send(open)}>
            {offer.isPending && <Spinner className="size-4" />}
            <Trans>Offer all {openCount} as discoveries</Trans>
          </Button>
        )}
      </div>
      <p className="text-sm text-muted">
        <Trans>
          These rows of your imports match no ink in the catalogue. Offer them as discoveries: staff
          check each one, and it joins your ink-ventory when approved. Correct the name or colour
          first if the file had them wrong.
        </Trans>
      </p>
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <Row
            key={row.id}
            row={row}
            draft={draftOf(row)}
            outcome={outcomes[row.id]}
            busy={busy}
            onDraft={(d) => setDrafts((all) => ({ ...all, [row.id]: d }))}
            onOffer={() => send([row])}
            onMatch={(inkId) => match.mutate({ id: row.id, inkId })}
            onDismiss={() => dismiss.mutate(row.id)}
          />
        ))}
      </ul>
    </section>
  );
}
