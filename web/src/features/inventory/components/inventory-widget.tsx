import { Trans, useLingui } from '@lingui/react/macro';
import type { Ink, InventoryEntry } from '@inklore/contract';
import {
  INVENTORY_KINDS,
  INVENTORY_NOTES_MAX_LENGTH,
  INVENTORY_STATUSES,
  type InventoryKind,
} from '@inklore/contract/shared/members.rules';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { SectionError } from '#src/components/section-error.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { dangerClass } from '#src/components/ui/danger-button.ts';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { cn } from '#src/lib/cn.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { kindInSentence, kindWord, statusWord } from '#src/lib/inventory-words.ts';
import { Link } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { useRemoveEntry, useSaveEntry } from '../api/inventory-mutations.ts';
import { entriesOptions } from '../api/inventory.ts';
import {
  acquiredAllowed,
  bodyOf,
  changed,
  draftOf,
  notesTooLong,
  ratingAllowed,
  withRating,
  withStatus,
  type Draft,
} from '../draft.ts';

const today = () => new Date().toISOString().slice(0, 10);

function StatusPicker({ draft, onChange }: { draft: Draft; onChange: (d: Draft) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">
        <Trans>Status</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {INVENTORY_STATUSES.map((s) => (
          <label
            key={s}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
              draft.status === s
                ? 'border-primary bg-primary/10 font-medium text-primary'
                : 'border-rule hover:border-primary',
            )}
          >
            <input
              type="radio"
              name="inventory-status"
              value={s}
              checked={draft.status === s}
              onChange={() => onChange(withStatus(draft, s))}
              className="accent-[var(--color-primary)]"
            />
            {statusWord(s)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Which of the member's entries is edited (ADR 051): a bottle, a sample, a cartridge or a
 * swab of the ink; the kinds they hold are marked.
 */
function KindPicker({
  kind,
  held,
  onChange,
}: {
  kind: InventoryKind;
  held: ReadonlySet<InventoryKind>;
  onChange: (k: InventoryKind) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">
        <Trans>Kind</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {INVENTORY_KINDS.map((k) => (
          <label
            key={k}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
              kind === k
                ? 'border-primary bg-primary/10 font-medium text-primary'
                : 'border-rule hover:border-primary',
            )}
          >
            <input
              type="radio"
              name="inventory-kind"
              value={k}
              checked={kind === k}
              onChange={() => onChange(k)}
              className="accent-[var(--color-primary)]"
            />
            {kindWord(k)}
            {held.has(k) && (
              <span className="text-xs font-normal text-muted">
                <span aria-hidden="true">✓</span>
                <span className="sr-only">
                  <Trans>(in your ink-ventory)</Trans>
                </span>
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Five stars; choosing the chosen one again takes the rating away (spec §4). */
function RatingPicker({ draft, onChange }: { draft: Draft; onChange: (d: Draft) => void }) {
  const { t } = useLingui();
  const rating = draft.rating;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">
        <Trans>
          Your rating <span className="font-normal text-muted">(optional)</span>
        </Trans>
      </legend>
      <div className="flex items-center gap-0.5">
        {[1, 2, 3, 4, 5].map((n) => {
          const on = draft.rating !== null && n <= draft.rating;
          return (
            <button
              key={n}
              type="button"
              aria-pressed={draft.rating === n}
              aria-label={t`${n} out of 5`}
              onClick={() => onChange(withRating(draft, n))}
              className="grid size-9 cursor-pointer place-items-center rounded-full hover:bg-sunken"
            >
              <Star
                aria-hidden="true"
                className={cn('size-5', on ? 'fill-ochre text-ochre' : 'text-muted')}
              />
            </button>
          );
        })}
        <span className="ml-2 text-sm text-muted">
          {rating === null ? <Trans>Not rated</Trans> : <Trans>{rating} of 5</Trans>}
        </span>
      </div>
    </fieldset>
  );
}

function Form({
  ink,
  kind,
  entry,
  onChanged,
}: {
  ink: Ink;
  kind: InventoryKind;
  entry: InventoryEntry | null;
  onChanged: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => draftOf(entry));
  // What the server holds changed (saved here or elsewhere): editing starts from it again.
  const [base, setBase] = useState(entry);
  if (base !== entry) {
    setBase(entry);
    setDraft(draftOf(entry));
  }
  const saving = useSaveEntry(ink.id, onChanged);
  const removing = useRemoveEntry(ink.id, onChanged);
  const busy = saving.isPending ? 'save' : removing.isPending ? 'remove' : null;
  const notesId = useId();
  const dateId = useId();
  const usedId = useId();
  const name = ink.name;
  const kindName = kindInSentence(kind);
  // the kind is named when it is not the usual bottle
  const what = kind === 'bottle' ? name : t`${name} (${kindName})`;
  const since = entry ? formatLongDate(entry.createdAt) : '';
  const count = String(draft.notes.length);
  const max = String(INVENTORY_NOTES_MAX_LENGTH);

  const save = () => {
    const body = bodyOf(draft);
    if (!body || notesTooLong(draft) || busy) return;
    saving.mutate(
      { body, kind, exists: entry !== null },
      {
        onSuccess: () =>
          toast({
            title: t`Success`,
            description: entry
              ? t`${what} updated in your collection.`
              : t`${what} added to your collection!`,
            variant: 'success',
          }),
      },
    );
  };

  const remove = () => {
    if (busy) return;
    removing.mutate(kind, {
      onSuccess: () =>
        toast({
          title: t`Success`,
          description: t`${what} removed from your collection.`,
          variant: 'success',
        }),
    });
  };

  const tooLong = notesTooLong(draft);
  return (
    <form
      className="flex flex-col gap-4"
      aria-busy={busy !== null}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      {entry && (
        <p className="text-sm text-muted">
          <Trans>
            This {kindName} is in your ink-ventory since {since}.
          </Trans>
        </p>
      )}
      <StatusPicker draft={draft} onChange={setDraft} />
      {ratingAllowed(draft.status) && <RatingPicker draft={draft} onChange={setDraft} />}
      {acquiredAllowed(draft.status) && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={dateId} className="text-sm font-medium">
            <Trans>
              Acquired on <span className="font-normal text-muted">(optional)</span>
            </Trans>
          </label>
          <input
            id={dateId}
            type="date"
            max={today()}
            min="1900-01-01"
            value={draft.acquiredDate}
            onChange={(e) => setDraft({ ...draft, acquiredDate: e.target.value })}
            className={inputClass}
          />
        </div>
      )}
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={draft.swabbed}
          onChange={(e) => setDraft({ ...draft, swabbed: e.target.checked })}
          className="size-4 accent-[var(--color-primary)]"
        />
        <Trans>Swabbed</Trans>
      </label>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={usedId} className="text-sm font-medium">
          <Trans>
            Last used on <span className="font-normal text-muted">(optional)</span>
          </Trans>
        </label>
        <input
          id={usedId}
          type="date"
          max={today()}
          min="1900-01-01"
          value={draft.lastUsed}
          onChange={(e) => setDraft({ ...draft, lastUsed: e.target.value })}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={notesId} className="text-sm font-medium">
          <Trans>
            Notes <span className="font-normal text-muted">(optional, only you see them)</span>
          </Trans>
        </label>
        <textarea
          id={notesId}
          rows={3}
          value={draft.notes}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${notesId}-count`}
          onChange={(e) => setDraft({ ...draft, notes: e.target.value })}
          className={cn(inputClass, 'h-auto min-h-[80px] resize-y py-2.5 leading-relaxed')}
        />
        <p
          id={`${notesId}-count`}
          className={cn('text-right font-mono text-xs', tooLong ? 'text-oxblood' : 'text-muted')}
        >
          <Trans>
            {count}/{max} characters
          </Trans>
        </p>
      </div>
      {draft.status === null && (
        <p className="text-sm text-muted">
          <Trans>Choose a status to add this ink.</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          disabled={busy !== null || draft.status === null || tooLong || !changed(draft, entry)}
        >
          {busy === 'save' && <Spinner className="size-4" />}
          {entry ? <Trans>Save Changes</Trans> : <Trans>Add to Ink-ventory</Trans>}
        </Button>
        {entry && (
          <button
            type="button"
            className={dangerClass('sm')}
            disabled={busy !== null}
            onClick={remove}
          >
            {busy === 'remove' && <Spinner className="size-4" />}
            <Trans>Remove</Trans>
          </button>
        )}
      </div>
    </form>
  );
}

/** The kinds held, and the kind edited (the first held, else a bottle, until one is chosen). */
function Entries({
  ink,
  entries,
  onChanged,
  owned,
}: {
  ink: Ink;
  entries: InventoryEntry[];
  onChanged: (() => void) | undefined;
  owned: ReactNode;
}) {
  const [chosen, setChosen] = useState<InventoryKind | null>(null);
  const kind = chosen ?? entries[0]?.kind ?? 'bottle';
  const held = new Set(entries.map((e) => e.kind));
  return (
    <div className="flex flex-col gap-4">
      <KindPicker kind={kind} held={held} onChange={setChosen} />
      <Form
        key={kind}
        ink={ink}
        kind={kind}
        entry={entries.find((e) => e.kind === kind) ?? null}
        onChanged={onChanged}
      />
      {entries.some((e) => e.status === 'owned') && owned}
    </div>
  );
}

/**
 * 'My Ink-ventory' on an ink page (spec §2, §4): the member picks a kind (bottle, sample,
 * cartridge, swab: ADR 051); with no entry of it they pick a status and add it; with one
 * they change or remove it; an owned ink shows `owned` too (the sample offer). Visitors are
 * asked to sign in.
 */
export default function InventoryWidget({
  ink,
  onChanged,
  owned,
}: {
  ink: Ink;
  /** Called after the entry changed, for what the page shows that depends on it. */
  onChanged?: () => void;
  /** Shown while the member owns the ink (another feature's, the page gives it: ADR 043). */
  owned?: ReactNode;
}) {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const query = useQuery({ ...entriesOptions(ink.id), enabled: Boolean(user) });
  if (user === undefined) return null;
  if (user === null) {
    return (
      <p className="text-[0.95rem]">
        <Trans>
          <Link to={`/login?next=${encodeURIComponent(`/ink/${ink.id}`)}`} className="link">
            Sign in to keep track of this ink
          </Link>{' '}
          <span className="text-muted">
            — owned, tried, wished for, with your rating and notes.
          </span>
        </Trans>
      </p>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> <Trans>Loading your ink-ventory...</Trans>
      </p>
    );
  }
  if (query.isError) {
    return (
      <SectionError
        what={t`Your ink-ventory`}
        title={t`Your ink-ventory could not be loaded.`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Entries ink={ink} entries={query.data} onChanged={onChanged} owned={owned} />;
}
