import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const today = localDay();
  const pen = penName(inking.pen);
  const ink = inking.ink.name;
  const max = PEN_LIMITS.useNoteMaxLength;
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
      title={t`Used on another day`}
      description={t`${pen} with ${ink}: mark a day you wrote with it.`}
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
            ? t`Choose the day you used it.`
            : day > today
              ? t`That day is still to come: choose today or a day before.`
              : dayProblem(day, inking);
          if (problem) return setError(problem);
          if (note.trim().length > max) return setError(t`The note has at most ${max} characters.`);
          setError(null);
          const date = longDay(day);
          mark.mutate(
            { inkingId: inking.id, body: { day, note: note.trim() || undefined } },
            {
              onSuccess: () => {
                toast({
                  title: t`Marked`,
                  description: t`${date} is in your diary.`,
                  variant: 'success',
                });
                onClose();
              },
              onError: (err) =>
                setError(refusalText(err, t`That day could not be marked. Please try again.`)),
            },
          );
        }}
      >
        {error && <FormAlert>{error}</FormAlert>}
        <DayField label={t`Day`} value={day} onChange={setDay} min={inking.inkedOn} max={last} />
        <NoteField label={t`Note`} value={note} onChange={setNote} max={max} />
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose className={buttonClass('secondary', 'sm')} disabled={mark.isPending}>
            <Trans>Cancel</Trans>
          </DialogClose>
          <Button type="submit" size="sm" disabled={mark.isPending}>
            {mark.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <CalendarCheck className="size-4" aria-hidden="true" />
            )}
            <Trans>Mark the day</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A dip pen's or a brush's use: the ink is named with each day. */
export function DirectUseDialog({ pen, onClose }: { pen: Pen; onClose: () => void }) {
  const { t } = useLingui();
  const today = localDay();
  const name = penName(pen);
  const max = PEN_LIMITS.useNoteMaxLength;
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
      title={t`Used ${name} with...`}
      description={t`Choose the ink you wrote with; it goes in your diary for that day.`}
      descriptionClassName="mt-2 text-sm text-muted"
    >
      <form
        noValidate
        className="mt-5 flex flex-col gap-5"
        aria-busy={mark.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          if (mark.isPending) return;
          if (!ink) return setError(t`Choose the ink: search for it by name or brand.`);
          if (!day || day > today) return setError(t`Choose the day you used it: today or before.`);
          if (note.trim().length > max) return setError(t`The note has at most ${max} characters.`);
          setError(null);
          const inkName = ink.name;
          const date = longDay(day);
          mark.mutate(
            { penId: pen.id, body: { inkId: ink.id, day, note: note.trim() || undefined } },
            {
              onSuccess: () => {
                toast({
                  title: t`Marked`,
                  description: t`${name} with ${inkName} on ${date} is in your diary.`,
                  variant: 'success',
                });
                onClose();
              },
              onError: (err) =>
                setError(refusalText(err, t`That day could not be marked. Please try again.`)),
            },
          );
        }}
      >
        {error && <FormAlert>{error}</FormAlert>}
        <InkSearch value={ink} onChange={setInk} />
        <DayField label={t`Day`} value={day} onChange={setDay} min="1900-01-01" max={today} />
        <NoteField label={t`Note`} value={note} onChange={setNote} max={max} />
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose className={buttonClass('secondary', 'sm')} disabled={mark.isPending}>
            <Trans>Cancel</Trans>
          </DialogClose>
          <Button type="submit" size="sm" disabled={mark.isPending}>
            {mark.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <CalendarCheck className="size-4" aria-hidden="true" />
            )}
            <Trans>Mark the day</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Cleaning a pen ends its pairing on a day (today unless said), not before it was inked. */
export function CleanDialog({ inking, onClose }: { inking: Inking; onClose: () => void }) {
  const { t } = useLingui();
  const today = localDay();
  const pen = penName(inking.pen);
  const [day, setDay] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const clean = useClean();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !clean.isPending && onClose()}
      width="md"
      closeButton
      title={t`Clean ${pen}`}
      description={t`The pairing ends and moves to your past pairings; its days stay in your diary.`}
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
            return setError(t`Choose the day you cleaned it: today or before.`);
          const inked = longDay(inking.inkedOn);
          if (day < inking.inkedOn)
            return setError(t`The day cleaned cannot be before the day inked, ${inked}.`);
          setError(null);
          clean.mutate(
            { inkingId: inking.id, day, inkId: inking.ink.id },
            {
              onSuccess: () => {
                toast({
                  title: t`Cleaned`,
                  description: t`${pen} is clean and ready for its next ink.`,
                  variant: 'success',
                });
                onClose();
              },
              onError: (err) =>
                setError(refusalText(err, t`The pen could not be cleaned. Please try again.`)),
            },
          );
        }}
      >
        {error && <FormAlert>{error}</FormAlert>}
        <InkLine ink={inking.ink} />
        <DayField
          label={t`Cleaned on`}
          value={day}
          onChange={setDay}
          min={earlier(inking.inkedOn, today)}
          max={today}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose className={buttonClass('secondary', 'sm')} disabled={clean.isPending}>
            <Trans>Cancel</Trans>
          </DialogClose>
          <Button type="submit" size="sm" disabled={clean.isPending}>
            {clean.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Sparkles className="size-4" aria-hidden="true" />
            )}
            <Trans>Clean the pen</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
