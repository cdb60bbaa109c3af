import type { Inking, Pen } from '@inklore/contract';
import {
  PEN_LIMITS,
  penName,
  // a rule, not a React hook: named for the day a use falls on
  useDayProblem as dayProblem,
} from '@inklore/contract/pens/pens.rules';
import { CalendarCheck, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { Dialog, DialogClose } from '#src/components/ui/dialog.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { toast } from '#src/lib/toast.ts';
import { useClean, useMarkUse } from '../api/pen-mutations.ts';
import type { InkChoice } from '../api/pens.ts';
import { localDay, longDay } from '../days.ts';
import { DayField } from './day-field.tsx';
import { InkSearch } from './ink-search.tsx';
import { NoteField } from './note-field.tsx';
import { refusalText } from '../refusal.ts';

/*
 * The dialogs of a day: a use on another day (back-dated within the pairing's dates), a dip
 * pen's or brush's use naming its ink, and cleaning a pen. Their code loads when one first
 * opens (/pens, /diary).
 */

function InkLine({ ink }: { ink: Inking['ink'] }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-sunken px-3 py-2.5">
      <Swab hex={ink.colorHex} seed={ink.id} className="h-9 w-12 shrink-0" />
      <p className="min-w-0 text-sm">
        <span className="block font-medium break-words">{ink.name}</span>
        <span className="block text-muted">{ink.brand}</span>
      </p>
    </div>
  );
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/** A use of a pairing on another day (within its dates), with a note if the member likes. */
export function OtherDayDialog({ inking, onClose }: { inking: Inking; onClose: () => void }) {
  const today = localDay();
  const last = earlier(inking.cleanedOn ?? today, today);
  const [day, setDay] = useState(last);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mark = useMarkUse({ inline: true });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !mark.isPending && onClose()}
      width="md"
      closeButton
      title="Used on another day"
      description={`${penName(inking.pen)} with ${inking.ink.name}: mark a day you wrote with it.`}
      descriptionClassName="mt-2 text-sm text-muted"
    >
      <form
        noValidate
        className="mt-5 flex flex-col gap-5"
        aria-busy={mark.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          if (mark.isPending) return;
          const problem = !day
            ? 'Choose the day you used it.'
            : day > today
              ? 'That day is still to come: choose today or a day before.'
              : dayProblem(day, inking);
          if (problem) return setError(problem);
          if (note.trim().length > PEN_LIMITS.useNoteMaxLength)
            return setError(`The note has at most ${PEN_LIMITS.useNoteMaxLength} characters.`);
          setError(null);
          mark.mutate(
            { inkingId: inking.id, body: { day, note: note.trim() || undefined } },
            {
              onSuccess: () => {
                toast({
                  title: 'Marked',
                  description: `${longDay(day)} is in your diary.`,
                  variant: 'success',
                });
                onClose();
              },
              onError: (err) =>
                setError(refusalText(err, 'That day could not be marked. Please try again.')),
            },
          );
        }}
      >
        {error && <FormAlert>{error}</FormAlert>}
        <DayField label="Day" value={day} onChange={setDay} min={inking.inkedOn} max={last} />
        <NoteField label="Note" value={note} onChange={setNote} max={PEN_LIMITS.useNoteMaxLength} />
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose className={buttonClass('secondary', 'sm')} disabled={mark.isPending}>
            Cancel
          </DialogClose>
          <Button type="submit" size="sm" disabled={mark.isPending}>
            {mark.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <CalendarCheck className="size-4" aria-hidden="true" />
            )}
            Mark the day
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A dip pen's or a brush's use: the ink is named with each day. */
export function DirectUseDialog({ pen, onClose }: { pen: Pen; onClose: () => void }) {
  const today = localDay();
  const [ink, setInk] = useState<InkChoice | null>(null);
  const [day, setDay] = useState(today);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mark = useMarkUse({ inline: true });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !mark.isPending && onClose()}
      width="md"
      closeButton
      title={`Used ${penName(pen)} with...`}
      description="Choose the ink you wrote with; it goes in your diary for that day."
      descriptionClassName="mt-2 text-sm text-muted"
    >
      <form
        noValidate
        className="mt-5 flex flex-col gap-5"
        aria-busy={mark.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          if (mark.isPending) return;
          if (!ink) return setError('Choose the ink: search for it by name or brand.');
          if (!day || day > today) return setError('Choose the day you used it: today or before.');
          if (note.trim().length > PEN_LIMITS.useNoteMaxLength)
            return setError(`The note has at most ${PEN_LIMITS.useNoteMaxLength} characters.`);
          setError(null);
          mark.mutate(
            { penId: pen.id, body: { inkId: ink.id, day, note: note.trim() || undefined } },
            {
              onSuccess: () => {
                toast({
                  title: 'Marked',
                  description: `${penName(pen)} with ${ink.name} on ${longDay(day)} is in your diary.`,
                  variant: 'success',
                });
                onClose();
              },
              onError: (err) =>
                setError(refusalText(err, 'That day could not be marked. Please try again.')),
            },
          );
        }}
      >
        {error && <FormAlert>{error}</FormAlert>}
        <InkSearch value={ink} onChange={setInk} />
        <DayField label="Day" value={day} onChange={setDay} min="1900-01-01" max={today} />
        <NoteField label="Note" value={note} onChange={setNote} max={PEN_LIMITS.useNoteMaxLength} />
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose className={buttonClass('secondary', 'sm')} disabled={mark.isPending}>
            Cancel
          </DialogClose>
          <Button type="submit" size="sm" disabled={mark.isPending}>
            {mark.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <CalendarCheck className="size-4" aria-hidden="true" />
            )}
            Mark the day
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Cleaning a pen ends its pairing on a day (today unless said), not before it was inked. */
export function CleanDialog({ inking, onClose }: { inking: Inking; onClose: () => void }) {
  const today = localDay();
  const [day, setDay] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const clean = useClean();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !clean.isPending && onClose()}
      width="md"
      closeButton
      title={`Clean ${penName(inking.pen)}`}
      description="The pairing ends and moves to your past pairings; its days stay in your diary."
      descriptionClassName="mt-2 text-sm text-muted"
    >
      <form
        noValidate
        className="mt-5 flex flex-col gap-5"
        aria-busy={clean.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          if (clean.isPending) return;
          if (!day || day > today)
            return setError('Choose the day you cleaned it: today or before.');
          if (day < inking.inkedOn)
            return setError(
              `The day cleaned cannot be before the day inked, ${longDay(inking.inkedOn)}.`,
            );
          setError(null);
          clean.mutate(
            { inkingId: inking.id, day, inkId: inking.ink.id },
            {
              onSuccess: () => {
                toast({
                  title: 'Cleaned',
                  description: `${penName(inking.pen)} is clean and ready for its next ink.`,
                  variant: 'success',
                });
                onClose();
              },
              onError: (err) =>
                setError(refusalText(err, 'The pen could not be cleaned. Please try again.')),
            },
          );
        }}
      >
        {error && <FormAlert>{error}</FormAlert>}
        <InkLine ink={inking.ink} />
        <DayField
          label="Cleaned on"
          value={day}
          onChange={setDay}
          min={earlier(inking.inkedOn, today)}
          max={today}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose className={buttonClass('secondary', 'sm')} disabled={clean.isPending}>
            Cancel
          </DialogClose>
          <Button type="submit" size="sm" disabled={clean.isPending}>
            {clean.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Sparkles className="size-4" aria-hidden="true" />
            )}
            Clean the pen
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
