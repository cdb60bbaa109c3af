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
  const [note, setNote] = useState(use.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUse();
  return (
    <form
      noValidate
      className="mt-3 flex flex-col gap-3"
      aria-busy={update.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        if (update.isPending) return;
        if (note.trim().length > PEN_LIMITS.useNoteMaxLength)
          return setError(`The note has at most ${PEN_LIMITS.useNoteMaxLength} characters.`);
        update.mutate(
          { useId: use.id, note: note.trim() || null },
          {
            onSuccess: () => {
              toast({ title: 'Saved', description: 'The note is saved.', variant: 'success' });
              onDone();
            },
            onError: (err) =>
              setError(refusalText(err, 'The note could not be saved. Please try again.')),
          },
        );
      }}
    >
      {error && <FormAlert>{error}</FormAlert>}
      <NoteField
        label={`Note for ${penName(use.pen)} with ${use.ink.name}`}
        value={note}
        onChange={setNote}
        max={PEN_LIMITS.useNoteMaxLength}
        rows={3}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending && <Spinner className="size-4" />}
          Save Note
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RemoveMark({ use }: { use: Use }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveUse();
  const what = `${penName(use.pen)} with ${use.ink.name}`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className={dangerClass('sm')}
          disabled={remove.isPending}
          aria-label={`Remove ${what}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Remove
        </button>
      }
      title="Remove this day?"
      question={`${what} on ${longDay(use.day)} leaves your diary, with its note.`}
      confirmLabel="Remove"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          { id: use.id, day: use.day, inkId: use.ink.id },
          {
            onSuccess: () => {
              setOpen(false);
              toast({
                title: 'Removed',
                description: `${longDay(use.day)} is no longer marked for ${what}.`,
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
  const [editing, setEditing] = useState(false);
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
          <p className="text-sm text-muted">in {penName(use.pen)}</p>
          {!editing &&
            (use.note ? (
              <p className="mt-1 text-sm break-words whitespace-pre-line">{use.note}</p>
            ) : (
              <p className="mt-1 text-sm text-muted">No note.</p>
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
            aria-label={`${use.note ? 'Edit note' : 'Add a note'} for ${penName(use.pen)} with ${use.ink.name}`}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {use.note ? 'Edit note' : 'Add a note'}
          </button>
          <RemoveMark use={use} />
        </div>
      )}
    </li>
  );
}

/** The marks of one day in the diary, each with its note, to edit or remove. */
export function DayMarks({ day, uses }: { day: string; uses: readonly Use[] }) {
  return (
    <section aria-labelledby="day-title" className="rounded-2xl border border-rule bg-surface p-5">
      <h2 id="day-title" tabIndex={-1} className="text-xl outline-none">
        {longDay(day)}
      </h2>
      {uses.length === 0 ? (
        <p className="mt-2 text-muted">
          Nothing marked on this day. Mark a day from{' '}
          <Link to="/pens" className="link">
            your pens
          </Link>
          : &ldquo;Another day&rdquo; on an inked pen.
        </p>
      ) : (
        <ul className="mt-2" aria-label={`Marked on ${longDay(day)}`}>
          {uses.map((use) => (
            <Mark key={use.id} use={use} />
          ))}
        </ul>
      )}
    </section>
  );
}
