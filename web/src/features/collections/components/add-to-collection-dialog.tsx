import type { Collection, Ink, InventoryEntry } from '@inklore/contract';
import { COLLECTION_LIMITS, DIALOG_STATUSES } from '@inklore/contract/shared/members.rules';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { SectionError } from '#src/components/section-error.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { Dialog, DialogClose } from '#src/components/ui/dialog.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { statusInSentence } from '#src/lib/inventory-words.ts';
import type { InventoryEntryKey } from '#src/lib/query-keys.ts';
import { Link } from '#src/lib/router.tsx';
import { useAddInkToCollection } from '../api/collection-mutations.ts';
import { myCollectionsOptions } from '../api/collections.ts';
import {
  canAdd,
  defaultDialogStatus,
  DIALOG_STATUS_LABELS,
  type AddDraft,
  type DialogStatus,
} from '../add-to-collection.ts';

/**
 * The member's ink-ventory entry for an ink, asked through the inventory feature's own query
 * (the ink page gives it: ADR 043); the dialog's status starts from it.
 */
export type EntryQuery = (
  inkId: number,
) => UseQueryOptions<InventoryEntry | null, Error, InventoryEntry | null, InventoryEntryKey>;

const choiceClass =
  'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary';

/** Spec §2 "Other shared screens": with no collections, the way to make the first one. */
export function NoCollectionsYet({ onLeave }: { onLeave?: () => void }) {
  return (
    <div className="mt-5 rounded-xl border border-dashed border-rule px-4 py-6 text-center">
      <p>
        <Trans>You don't have any collections yet.</Trans>
      </p>
      <Link
        to="/profile#my-collections"
        onClick={onLeave}
        className={buttonClass('primary', 'sm', 'mt-4')}
      >
        <Trans>Create Your First Collection</Trans>
      </Link>
    </div>
  );
}

function CollectionChoices({
  collections,
  value,
  onChange,
}: {
  collections: readonly Collection[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">
        <Trans>Collection</Trans>
      </legend>
      <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto p-0.5">
        {collections.map((c) => {
          const held = c.hasInk === true;
          const inkCount = c.inkCount;
          return (
            <li key={c.id}>
              <label
                className={cn(
                  choiceClass,
                  held && 'cursor-not-allowed opacity-70',
                  value === c.id ? 'border-primary bg-primary/10' : 'border-rule',
                  !held && value !== c.id && 'hover:border-primary',
                )}
              >
                <input
                  type="radio"
                  name="collection"
                  value={c.id}
                  checked={value === c.id}
                  disabled={held}
                  onChange={() => onChange(c.id)}
                  className="accent-[var(--color-primary)]"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words">{c.name}</span>
                  <span className="block text-xs text-muted">
                    {held
                      ? t`${plural(inkCount, { one: '# ink', other: '# inks' })} · already holds this ink`
                      : t`${plural(inkCount, { one: '# ink', other: '# inks' })}`}
                  </span>
                </span>
                {!c.isPublic && (
                  <span className="inline-flex items-center gap-1 text-xs text-muted">
                    <Lock className="size-3" aria-hidden="true" />
                    <Trans>Private</Trans>
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function StatusChoices({
  value,
  onChange,
}: {
  value: DialogStatus;
  onChange: (s: DialogStatus) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">
        <Trans>Status</Trans>
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {DIALOG_STATUSES.map((s) => (
          <label
            key={s}
            className={cn(
              choiceClass,
              'justify-center px-2',
              value === s
                ? 'border-primary bg-primary/10 font-medium text-primary'
                : 'border-rule hover:border-primary',
            )}
          >
            <input
              type="radio"
              name="collection-status"
              value={s}
              checked={value === s}
              onChange={() => onChange(s)}
              className="accent-[var(--color-primary)]"
            />
            {i18n._(DIALOG_STATUS_LABELS[s])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function AddForm({
  ink,
  collections,
  entry,
  onDone,
}: {
  ink: Ink;
  collections: readonly Collection[];
  /** The member's ink-ventory entry for the ink: the status starts from it. */
  entry: InventoryEntry | null;
  onDone: () => void;
}) {
  const firstFree = collections.find((c) => c.hasInk !== true);
  const [draft, setDraft] = useState<AddDraft>(() => ({
    collectionId: collections.length === 1 && firstFree ? firstFree.id : null,
    status: defaultDialogStatus(entry),
    notes: '',
  }));
  const add = useAddInkToCollection(ink.id, ink.name);
  const notesId = useId();
  const chosen = collections.find((c) => c.id === draft.collectionId);
  const tooLong = draft.notes.trim().length > COLLECTION_LIMITS.notesMaxLength;
  const ready = canAdd(draft, collections);
  // the member's ink-ventory status, as the ink-ventory says it
  const now = entry ? statusInSentence(entry.status) : null;

  return (
    <form
      className="mt-5 flex flex-col gap-5"
      aria-busy={add.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready || !chosen || add.isPending) return;
        add.mutate(
          {
            collectionId: chosen.id,
            collectionName: chosen.name,
            status: draft.status,
            notes: draft.notes,
          },
          { onSuccess: onDone },
        );
      }}
    >
      <CollectionChoices
        collections={collections}
        value={draft.collectionId}
        onChange={(collectionId) => setDraft({ ...draft, collectionId })}
      />
      <div>
        <StatusChoices value={draft.status} onChange={(status) => setDraft({ ...draft, status })} />
        <p className="mt-2 text-[0.82rem] text-muted">
          {now === null ? (
            <Trans>Sets the ink's status in your ink-ventory too.</Trans>
          ) : (
            <Trans>Sets the ink's status in your ink-ventory too (now {now}).</Trans>
          )}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={notesId} className="text-sm font-medium">
          <Trans>
            Notes <span className="font-normal text-muted">(optional)</span>
          </Trans>
        </label>
        <textarea
          id={notesId}
          rows={3}
          value={draft.notes}
          onChange={(e) => setDraft({ ...draft, notes: e.target.value })}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${notesId}-hint ${notesId}-count`}
          className={cn(inputClass, 'h-auto min-h-[80px] resize-y py-2.5 leading-relaxed')}
        />
        <div className="flex items-baseline justify-between gap-3">
          <p id={`${notesId}-hint`} className="text-[0.82rem] text-muted">
            {chosen && !chosen.isPublic ? (
              <Trans>Shown with the ink in this collection; only you see them.</Trans>
            ) : (
              <Trans>Shown with the ink on the collection's page.</Trans>
            )}
          </p>
          <p
            id={`${notesId}-count`}
            className={cn('shrink-0 font-mono text-xs', tooLong ? 'text-oxblood' : 'text-muted')}
          >
            {draft.notes.length}/{COLLECTION_LIMITS.notesMaxLength}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose className={buttonClass('secondary', 'sm')} disabled={add.isPending}>
          <Trans>Cancel</Trans>
        </DialogClose>
        <Button type="submit" size="sm" disabled={!ready || add.isPending}>
          {add.isPending && <Spinner className="size-4" />}
          <Trans>Add to Collection</Trans>
        </Button>
      </div>
    </form>
  );
}

function DialogBody({
  ink,
  entryQuery,
  onDone,
}: {
  ink: Ink;
  entryQuery: EntryQuery;
  onDone: () => void;
}) {
  // Spec §7: the member's collections are asked for when the dialog opens, fresh each time.
  const query = useQuery({ ...myCollectionsOptions(ink.id), refetchOnMount: 'always' });
  // the ink-ventory card on the page has it already, as a rule
  const entry = useQuery(entryQuery(ink.id));
  const { t } = useLingui();
  if (query.isPending || entry.isPending) {
    return (
      <p role="status" className="mt-5 inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> <Trans>Loading your collections...</Trans>
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="mt-5">
        <SectionError
          what={t`Your collections`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (query.data.length === 0) return <NoCollectionsYet onLeave={onDone} />;
  return <AddForm ink={ink} collections={query.data} entry={entry.data ?? null} onDone={onDone} />;
}

/** Spec §2, §4, §5, §8: the Add to Collection dialog of an ink's page, for members. */
export function AddToCollectionDialog({
  ink,
  entryQuery,
  open,
  onOpenChange,
  trigger,
}: {
  ink: Ink;
  entryQuery: EntryQuery;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
}) {
  const { t } = useLingui();
  const name = ink.name;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      width="md"
      closeButton
      title={t`Add to Collection`}
      description={
        <Trans>
          Choose one of your collections for <span className="font-medium">{name}</span>.
        </Trans>
      }
      descriptionClassName="mt-2 text-sm text-muted"
    >
      <DialogBody ink={ink} entryQuery={entryQuery} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
