import { Trans, useLingui } from '@lingui/react/macro';
import type { Use } from '@inklore/contract';
import { PEN_LIMITS, penName } from '@inklore/contract/pens/pens.rules';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { dangerClass } from '#src/components/ui/danger-button.ts';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { Link } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { useRemoveUse, useUpdateUse } from '../api/pen-mutations.ts';
import { longDay } from '../days.ts';
import { NoteField } from './note-field.tsx';
import { refusalText } from '../refusal.ts';

function NoteEditor({ use, onDone }: { use: Use; onDone: () => void }) {
  const { t } = useLingui();
  const [note, setNote] = useState(use.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUse();
  const pen = penName(use.pen);
  const ink = use.ink.name;
  return (
    <form
      noValidate
      className="mt-3 flex flex-col gap-3"
      aria-busy={update.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        if (update.isPending) return;
        const max = PEN_LIMITS.useNoteMaxLength;
        if (note.trim().length > max) return setError(t`The note has at most ${max} characters.`);
        update.mutate(
          { useId: use.id, note: note.trim() || null },
          {
            onSuccess: () => {
              toast({ title: t`Saved`, description: t`The note is saved.`, variant: 'success' });
              onDone();
            },
            onError: (err) =>
              setError(refusalText(err, t`The note could not be saved. Please try again.`)),
          },
        );
      }}
    >
      {error && <FormAlert>{error}</FormAlert>}
      <NoteField
        label={t`Note for ${pen} with ${ink}`}
        value={note}
        onChange={setNote}
        max={PEN_LIMITS.useNoteMaxLength}
        rows={3}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending && <Spinner className="size-4" />}
          <Trans>Save Note</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={update.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function RemoveMark({ use }: { use: Use }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const remove = useRemoveUse();
  const pen = penName(use.pen);
  const ink = use.ink.name;
  const day = longDay(use.day);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className={dangerClass('sm')}
          disabled={remove.isPending}
          aria-label={t`Remove ${pen} with ${ink}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <Trans>Remove</Trans>
        </button>
      }
      title={t`Remove this day?`}
      question={t`${pen} with ${ink} on ${day} leaves your diary, with its note.`}
      confirmLabel={t`Remove`}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          { id: use.id, day: use.day, inkId: use.ink.id },
          {
            onSuccess: () => {
              setOpen(false);
              toast({
                title: t`Removed`,
                description: t`${day} is no longer marked for ${pen} with ${ink}.`,
                variant: 'success',
              });
            },
          },
        )
      }
    />
  );
}

function Mark({ use }: { use: Use }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const pen = penName(use.pen);
  const ink = use.ink.name;
  return (
    <li className="border-t border-rule py-3 first:border-t-0">
      <div className="flex gap-3">
        <Swab hex={use.ink.colorHex} seed={use.ink.id} className="mt-0.5 h-9 w-12 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="break-words">
            <Link to={`/ink/${use.ink.id}`} className="link font-medium">
              {use.ink.name}
            </Link>
            <span className="text-muted"> · {use.ink.brand}</span>
          </p>
          <p className="text-sm text-muted">
            <Trans>in {pen}</Trans>
          </p>
          {!editing &&
            (use.note ? (
              <p className="mt-1 text-sm break-words whitespace-pre-line">{use.note}</p>
            ) : (
              <p className="mt-1 text-sm text-muted">
                <Trans>No note.</Trans>
              </p>
            ))}
        </div>
      </div>
      {editing ? (
        <NoteEditor use={use} onDone={() => setEditing(false)} />
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => setEditing(true)}
            aria-label={
              use.note ? t`Edit note for ${pen} with ${ink}` : t`Add a note for ${pen} with ${ink}`
            }
          >
            <Pencil className="size-4" aria-hidden="true" />
            {use.note ? <Trans>Edit note</Trans> : <Trans>Add a note</Trans>}
          </button>
          <RemoveMark use={use} />
        </div>
      )}
    </li>
  );
}

/** The marks of one day in the diary, each with its note, to edit or remove. */
export function DayMarks({ day, uses }: { day: string; uses: readonly Use[] }) {
  const { t } = useLingui();
  const date = longDay(day);
  return (
    <section aria-labelledby="day-title" className="rounded-2xl border border-rule bg-surface p-5">
      <h2 id="day-title" tabIndex={-1} className="text-xl outline-none">
        {date}
      </h2>
      {uses.length === 0 ? (
        <p className="mt-2 text-muted">
          <Trans>
            Nothing marked on this day. Mark a day from{' '}
            <Link to="/pens" className="link">
              your pens
            </Link>
            : &ldquo;Another day&rdquo; on an inked pen.
          </Trans>
        </p>
      ) : (
        <ul className="mt-2" aria-label={t`Marked on ${date}`}>
          {uses.map((use) => (
            <Mark key={use.id} use={use} />
          ))}
        </ul>
      )}
    </section>
  );
}
