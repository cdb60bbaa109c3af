import { Trans, useLingui } from '@lingui/react/macro';
import type { Pen } from '@inklore/contract';
import { PenBody } from '@inklore/contract/pens/pens';
import {
  FILLING_SYSTEMS,
  PEN_KINDS,
  PEN_LIMITS,
  penName,
  type PenKind,
} from '@inklore/contract/pens/pens.rules';
import { useId, useState } from 'react';
import { mayDo, TrustNote } from '#src/components/trust-note.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { Dialog, DialogClose } from '#src/components/ui/dialog.tsx';
import { FormAlert, TextArea, TextField } from '#src/components/ui/fields.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useForm } from '#src/lib/form.ts';
import { toast } from '#src/lib/toast.ts';
import { useSavePen } from '../api/pen-mutations.ts';
import { penKindWord } from '#src/lib/pen-words.ts';

type Field =
  'brand' | 'model' | 'nibSize' | 'nibGrind' | 'fillingSystem' | 'color' | 'material' | 'notes';

const FIELDS: readonly Field[] = [
  'brand',
  'model',
  'nibSize',
  'nibGrind',
  'fillingSystem',
  'color',
  'material',
  'notes',
];

const valuesOf = (pen: Pen | null): Record<Field, string> =>
  Object.fromEntries(FIELDS.map((f) => [f, pen?.[f] ?? ''])) as Record<Field, string>; // every field, from the pen or empty

function KindChoice({ value, onChange }: { value: PenKind; onChange: (k: PenKind) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">
        <Trans>Kind</Trans>
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {PEN_KINDS.map((k) => (
          <label
            key={k}
            className={cn(
              'flex cursor-pointer items-center justify-center gap-2 rounded-xl border px-2 py-2.5 text-center text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
              value === k
                ? 'border-primary bg-primary/10 font-medium text-primary'
                : 'border-rule hover:border-primary',
            )}
          >
            <input
              type="radio"
              name="pen-kind"
              value={k}
              checked={value === k}
              onChange={() => onChange(k)}
              className="sr-only"
            />
            {penKindWord(k)}
          </label>
        ))}
      </div>
      {value === 'dip' && (
        <p className="mt-2 text-[0.82rem] text-muted">
          <Trans>A dip pen holds no ink: you name the ink each day you use it.</Trans>
        </p>
      )}
      {value === 'brush' && (
        <p className="mt-2 text-[0.82rem] text-muted">
          <Trans>Fill a brush pen like a fountain pen, or name the ink each day you dip it.</Trans>
        </p>
      )}
    </fieldset>
  );
}

function Form({ pen, onDone }: { pen: Pen | null; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSavePen(pen?.id ?? null);
  const form = useForm<Field>(valuesOf(pen), { schema: PenBody });
  const { data: user } = useCurrentUser();
  const [kind, setKind] = useState<PenKind>(pen?.kind ?? 'fountain');
  // a public pen is seen by others: a verified email and no limit (trust levels)
  const mayPublish = mayDo(user, 'publishPens');
  const [isPublic, setIsPublic] = useState(pen?.isPublic ?? false);
  const publicId = useId();
  const fillingList = useId();

  return (
    <form
      noValidate
      className="mt-5 flex flex-col gap-4"
      aria-busy={form.busy}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(
          async (v) => {
            const text = (f: Field) => v[f].trim() || null;
            const body = {
              kind,
              isPublic,
              brand: v.brand.trim(),
              model: text('model'),
              nibSize: text('nibSize'),
              nibGrind: text('nibGrind'),
              fillingSystem: text('fillingSystem'),
              color: text('color'),
              material: text('material'),
              notes: text('notes'),
            };
            const saved = await save.mutateAsync(body);
            const name = penName(saved);
            toast({
              title: t`Saved`,
              description: pen
                ? t`${name} is saved.`
                : t`${name} is in your pens. Ink it when you fill it.`,
              variant: 'success',
            });
            onDone();
          },
          t`The pen could not be saved. Please try again.`,
        );
      }}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <KindChoice value={kind} onChange={setKind} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field('brand')}
          label={t`Brand`}
          autoComplete="off"
          maxLength={PEN_LIMITS.brandMaxLength + 20}
          placeholder={t`Pilot, Sailor, a maker's name…`}
        />
        <TextField
          {...form.field('model')}
          label={t`Model (optional)`}
          autoComplete="off"
          maxLength={PEN_LIMITS.modelMaxLength + 20}
          // eslint-disable-next-line no-restricted-syntax -- a pen's name, the same in every language
          placeholder="Custom 74"
        />
        <TextField
          {...form.field('nibSize')}
          label={t`Nib size (optional)`}
          autoComplete="off"
          maxLength={PEN_LIMITS.nibMaxLength + 20}
          // eslint-disable-next-line no-restricted-syntax -- nib sizes, written so in every language
          placeholder="F, M, 0.5 mm…"
        />
        <TextField
          {...form.field('nibGrind')}
          label={t`Grind (optional)`}
          autoComplete="off"
          maxLength={PEN_LIMITS.grindMaxLength + 20}
          placeholder={t`Stub, cursive italic…`}
        />
        <div>
          <TextField
            {...form.field('fillingSystem')}
            label={t`Filling system (optional)`}
            autoComplete="off"
            list={fillingList}
            maxLength={PEN_LIMITS.fillingMaxLength + 20}
            placeholder={t`Piston, converter…`}
          />
          <datalist id={fillingList}>
            {FILLING_SYSTEMS.map((f) => (
              <option key={f} value={f} />
            ))}
          </datalist>
        </div>
        <TextField
          {...form.field('color')}
          label={t`Colour (optional)`}
          autoComplete="off"
          maxLength={PEN_LIMITS.colorMaxLength + 20}
          placeholder={t`Burgundy`}
        />
        <TextField
          {...form.field('material')}
          label={t`Material (optional)`}
          autoComplete="off"
          maxLength={PEN_LIMITS.materialMaxLength + 20}
          placeholder={t`Resin, ebonite, celluloid…`}
          className="sm:col-span-2"
        />
      </div>
      <TextArea
        {...form.field('notes')}
        label={t`Notes (optional, only you see them)`}
        max={PEN_LIMITS.notesMaxLength}
        rows={3}
      />
      <div className="flex items-start gap-3 rounded-xl border border-rule bg-surface px-4 py-3">
        <input
          id={publicId}
          type="checkbox"
          checked={isPublic}
          disabled={!mayPublish && !isPublic}
          onChange={(e) => setIsPublic(e.target.checked)}
          aria-describedby={`${publicId}-hint`}
          className="mt-1 size-4 accent-[var(--color-primary)]"
        />
        <div>
          <label htmlFor={publicId} className="text-sm font-medium">
            <Trans>Public</Trans>
          </label>
          <p id={`${publicId}-hint`} className="text-[0.82rem] text-muted">
            {isPublic ? (
              <Trans>
                Shown on your public profile with the ink in it, and counted on the ink’s page. Your
                notes stay private.
              </Trans>
            ) : (
              <Trans>Only you can see it.</Trans>
            )}
          </p>
        </div>
      </div>
      <TrustNote user={user} action="publishPens" />
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose className={buttonClass('secondary', 'sm')} disabled={form.busy}>
          <Trans>Cancel</Trans>
        </DialogClose>
        <Button type="submit" size="sm" disabled={form.busy}>
          {form.busy && <Spinner className="size-4" />}
          {pen ? <Trans>Save Changes</Trans> : <Trans>Add Pen</Trans>}
        </Button>
      </div>
    </form>
  );
}

/** Add a pen, or change one. The form starts afresh each time it opens; failures show in it. */
export default function PenFormDialog({ pen, onClose }: { pen: Pen | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = pen ? penName(pen) : '';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      width="md"
      closeButton
      title={pen ? t`Edit ${name}` : t`Add a pen`}
      description={
        pen
          ? t`Change what you like; the pen keeps its pairings and diary.`
          : t`A fountain pen, a dip pen or a brush. Only the brand is needed.`
      }
      descriptionClassName="mt-2 text-sm text-muted"
    >
      <Form pen={pen} onDone={onClose} />
    </Dialog>
  );
}
