import { Trans, useLingui } from '@lingui/react/macro';
import type { Pen } from '@inklore/contract';
import { INKABLE_KINDS, PEN_LIMITS, penName } from '@inklore/contract/pens/pens.rules';
import { useQuery } from '@tanstack/react-query';
import { Droplet } from 'lucide-react';
import { useState } from 'react';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { Dialog, DialogClose } from '#src/components/ui/dialog.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { Link } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { useInkPen } from '../api/pen-mutations.ts';
import { pensOptions, type InkChoice } from '../api/pens.ts';
import { localDay } from '../days.ts';
import { DayField } from './day-field.tsx';
import { InkSearch } from './ink-search.tsx';
import { NoteField } from './note-field.tsx';
import { refusalText } from '../refusal.ts';

const choiceClass =
  'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary';

/** The pens that can take an ink now: filled with ink, not inked already, not archived. */
export function inkablePens(pens: readonly Pen[]): Pen[] {
  return pens.filter((p) => INKABLE_KINDS.includes(p.kind) && p.inking === null && !p.archived);
}

function PenChoices({
  pens,
  value,
  onChange,
}: {
  pens: readonly Pen[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">
        <Trans>Pen</Trans>
      </legend>
      <ul className="flex max-h-56 flex-col gap-2 overflow-y-auto p-0.5">
        {pens.map((pen) => {
          const nib = pen.nibSize;
          return (
            <li key={pen.id}>
              <label
                className={cn(
                  choiceClass,
                  value === pen.id
                    ? 'border-primary bg-primary/10'
                    : 'border-rule hover:border-primary',
                )}
              >
                <input
                  type="radio"
                  name="pen"
                  value={pen.id}
                  checked={value === pen.id}
                  onChange={() => onChange(pen.id)}
                  className="accent-[var(--color-primary)]"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words">{penName(pen)}</span>
                  {nib && (
                    <span className="block text-xs text-muted">
                      <Trans>{nib} nib</Trans>
                    </span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Spec: an ink not owned joins the ink-ventory in the same step, as a bottle or a sample. */
function AddAsChoice({
  value,
  onChange,
}: {
  value: 'bottle' | 'sample';
  onChange: (v: 'bottle' | 'sample') => void;
}) {
  return (
    <fieldset className="rounded-xl border border-rule bg-surface px-4 py-3">
      <legend className="px-1 text-sm font-medium">
        <Trans>Add it to your ink-ventory as</Trans>
      </legend>
      <p className="text-[0.82rem] text-muted">
        <Trans>This ink is not in your ink-ventory yet: it joins it as owned.</Trans>
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {(['bottle', 'sample'] as const).map((kind) => (
          <label
            key={kind}
            className={cn(
              choiceClass,
              'justify-center',
              value === kind
                ? 'border-primary bg-primary/10 font-medium text-primary'
                : 'border-rule hover:border-primary',
            )}
          >
            <input
              type="radio"
              name="add-as"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              className="accent-[var(--color-primary)]"
            />
            {kind === 'bottle' ? <Trans>A bottle</Trans> : <Trans>A sample</Trans>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function InkShown({ ink }: { ink: InkChoice }) {
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

function Form({
  pens,
  fixedPen,
  fixedInk,
  onDone,
}: {
  /** The pens to choose from, when no pen is given. */
  pens: readonly Pen[];
  fixedPen: Pen | null;
  fixedInk: InkChoice | null;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const today = localDay();
  const [penId, setPenId] = useState<number | null>(
    fixedPen?.id ?? (pens.length === 1 ? (pens[0]?.id ?? null) : null),
  );
  const [ink, setInk] = useState<InkChoice | null>(fixedInk);
  const [day, setDay] = useState(today);
  const [note, setNote] = useState('');
  const [addAs, setAddAs] = useState<'bottle' | 'sample'>('bottle');
  const [error, setError] = useState<string | null>(null);
  const inkPen = useInkPen();
  const pen = fixedPen ?? pens.find((p) => p.id === penId) ?? null;
  const max = PEN_LIMITS.inkingNoteMaxLength;
  const noteTooLong = note.trim().length > max;

  return (
    <form
      noValidate
      className="mt-5 flex flex-col gap-5"
      aria-busy={inkPen.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        if (inkPen.isPending) return;
        if (!pen) return setError(t`Choose the pen to ink.`);
        if (!ink) return setError(t`Choose the ink: search for it by name or brand.`);
        if (!day || day > today) return setError(t`Choose the day you inked it: today or before.`);
        if (noteTooLong) return setError(t`The note has at most ${max} characters.`);
        setError(null);
        const name = penName(pen);
        const inkName = ink.name;
        inkPen.mutate(
          {
            penId: pen.id,
            inkId: ink.id,
            inkedOn: day,
            note: note.trim() || undefined,
            ...(ink.owned ? {} : { addAs }),
          },
          {
            onSuccess: (created) => {
              toast({
                title: t`Inked`,
                description:
                  created.addedToInventory === 'bottle'
                    ? t`${name} is inked with ${inkName}. Added to your ink-ventory as a bottle.`
                    : created.addedToInventory === 'sample'
                      ? t`${name} is inked with ${inkName}. Added to your ink-ventory as a sample.`
                      : t`${name} is inked with ${inkName}.`,
                variant: 'success',
              });
              onDone();
            },
            onError: (err) =>
              setError(refusalText(err, t`The pen could not be inked. Please try again.`)),
          },
        );
      }}
    >
      {error && <FormAlert>{error}</FormAlert>}
      {fixedPen ? null : <PenChoices pens={pens} value={penId} onChange={setPenId} />}
      {fixedInk ? <InkShown ink={fixedInk} /> : <InkSearch value={ink} onChange={setInk} />}
      <DayField
        label={t`Inked on`}
        value={day}
        onChange={setDay}
        min="1900-01-01"
        max={today}
        rangeHint={false}
      />
      <NoteField
        label={t`Note`}
        value={note}
        onChange={setNote}
        max={max}
        hint={t`For you alone: how it writes, the paper, anything.`}
      />
      {ink && !ink.owned && <AddAsChoice value={addAs} onChange={setAddAs} />}
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose className={buttonClass('secondary', 'sm')} disabled={inkPen.isPending}>
          <Trans>Cancel</Trans>
        </DialogClose>
        <Button type="submit" size="sm" disabled={inkPen.isPending}>
          {inkPen.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Droplet className="size-4" aria-hidden="true" />
          )}
          <Trans>Ink the pen</Trans>
        </Button>
      </div>
    </form>
  );
}

/** With no pen given: the member's pens that can take the ink, asked when the dialog opens. */
function ChoosePen({ ink, onDone }: { ink: InkChoice | null; onDone: () => void }) {
  const { t } = useLingui();
  const query = useQuery({ ...pensOptions('false', localDay()), refetchOnMount: 'always' });
  if (query.isPending) {
    return (
      <p role="status" className="mt-5 inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> <Trans>Loading your pens...</Trans>
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="mt-5">
        <SectionError
          what={t`Your pens`}
          title={t`Your pens could not be loaded.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const free = inkablePens(query.data);
  if (free.length === 0) {
    const any = query.data.some((p) => INKABLE_KINDS.includes(p.kind));
    return (
      <div className="mt-5 rounded-xl border border-dashed border-rule px-4 py-6 text-center">
        <p>
          {any ? (
            <Trans>Every one of your pens is inked. Clean one first, then ink it with this.</Trans>
          ) : (
            <Trans>You have no pen to ink yet. Add your pens first.</Trans>
          )}
        </p>
        <Link to="/pens" onClick={onDone} className={buttonClass('primary', 'sm', 'mt-4')}>
          <Trans>Go to My Pens</Trans>
        </Link>
      </div>
    );
  }
  return <Form pens={free} fixedPen={null} fixedInk={ink} onDone={onDone} />;
}

/**
 * "Ink a pen": a pairing of one of the member's pens with an ink. From a pen (its card on
 * /pens) the member finds the ink; from an ink (its page, the ink-ventory) they choose one of
 * their pens that is free. Either way the day (today unless said), a note, and, for an ink
 * they do not own, how it joins their ink-ventory. Its code loads when it first opens.
 */
export default function InkPenDialog({
  pen = null,
  ink = null,
  onClose,
}: {
  pen?: Pen | null;
  ink?: InkChoice | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = pen ? penName(pen) : '';
  const inkName = ink?.name ?? '';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      width="md"
      closeButton
      title={pen ? t`Ink ${name}` : t`Ink a pen with this`}
      description={
        pen
          ? t`Choose the ink you filled it with.`
          : ink
            ? t`Choose the pen you filled with ${inkName}.`
            : t`Choose the pen and the ink.`
      }
      descriptionClassName="mt-2 text-sm text-muted"
    >
      {pen ? (
        <Form pens={[]} fixedPen={pen} fixedInk={ink} onDone={onClose} />
      ) : (
        <ChoosePen ink={ink} onDone={onClose} />
      )}
    </Dialog>
  );
}
