import type { Correction, Ink } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS, type InkProperty } from '@inklore/contract/catalogue/catalogue.rules';
import {
  CORRECTION_FIELDS,
  CORRECTION_LIMITS,
  type CorrectionField,
} from '@inklore/contract/corrections/corrections.rules';
import { CorrectionBody } from '@inklore/contract/corrections/corrections';
import { useQuery } from '@tanstack/react-query';
import { Send, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { FieldValue } from '#src/components/field-value.tsx';
import { Swatch } from '#src/components/swatch.tsx';
import { TrustNote, mayDo } from '#src/components/trust-note.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog, DialogCloseSlot } from '#src/components/ui/dialog.tsx';
import { FieldError, FormAlert, TextArea, TextField } from '#src/components/ui/fields.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { messageOf } from '#src/lib/failure.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { colourFamilyWord } from '#src/lib/catalogue-words.ts';
import {
  myCorrectionsOptions,
  useSuggestCorrection,
  useWithdrawCorrection,
} from '../api/corrections.ts';
import { CORRECTION_SENT_WORDS, inkFieldWord } from '#src/lib/field-words.ts';
import { COLOR_FAMILIES, normalizeHex } from '../ink-draft.ts';
import { PropertiesField } from './ink-fields.tsx';
import { NameListEditor } from './name-list-editor.tsx';

/*
 * "Suggest a correction" (ADR 053): the member picks what is wrong (description, colour with
 * a swatch, colour family, properties, line, other names), gives the right value and, if they
 * like, why. It waits for staff, or applies at once where the server says so; the member's
 * own corrections of the ink are listed under the form, with staff's answers.
 */

type Draft = {
  description: string;
  colorHex: string;
  color: string;
  properties: InkProperty[];
  line: string;
  aliases: string[];
};

/** The ink's catalogue properties: those the crowd granted are not the catalogue's to correct. */
const catalogueProperties = (ink: Ink): InkProperty[] =>
  ink.properties.filter((p) => !(ink.communityProperties ?? []).includes(p));

const draftOf = (ink: Ink): Draft => ({
  description: ink.description ?? '',
  colorHex: ink.colorHex,
  color: ink.color,
  properties: catalogueProperties(ink),
  line: ink.line ?? '',
  aliases: [...(ink.aliases ?? [])],
});

const STATUS_TEXT: Record<Correction['status'], MessageDescriptor> = {
  pending: msg`Waiting for review`,
  accepted: msg`Accepted`,
  rejected: msg`Not accepted`,
  withdrawn: msg`Withdrawn`,
};

function FieldSelect({
  value,
  onChange,
  disabled,
}: {
  value: CorrectionField;
  onChange: (f: CorrectionField) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>What needs correcting?</Trans>
      </label>
      <select
        id={id}
        name="field"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as CorrectionField)}
        className={cn(inputClass, 'cursor-pointer')}
      >
        {CORRECTION_FIELDS.map((f) => (
          <option key={f} value={f}>
            {inkFieldWord(f)}
          </option>
        ))}
      </select>
    </div>
  );
}

function ColorEditor({
  ink,
  value,
  onChange,
  error,
  disabled,
}: {
  ink: Ink;
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const pickerId = useId();
  const hex = normalizeHex(value);
  const family = colourFamilyWord(ink.color);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-end gap-3">
        <div className="flex shrink-0 flex-col gap-1.5">
          <label htmlFor={pickerId} className="text-sm font-medium">
            <Trans>Picker</Trans>
          </label>
          <input
            id={pickerId}
            type="color"
            value={hex ?? '#808080'}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
            className="h-11 w-16 cursor-pointer rounded-xl border border-rule bg-paper p-1 dark:bg-sunken"
          />
        </div>
        <TextField
          name="colorHex"
          label={t`Hex code`}
          value={value}
          onChange={onChange}
          error={error}
          placeholder="#1f6f78"
          autoComplete="off"
          spellCheck={false}
          maxLength={9}
          disabled={disabled}
          className="min-w-0 flex-1 [&_input]:font-mono"
        />
      </div>
      <div className="grid grid-cols-2 gap-3" aria-live="polite">
        <figure className="flex flex-col gap-1">
          <Swatch hex={ink.colorHex} family={family} seed={1} className="w-full" />
          <figcaption className="text-xs text-muted">
            <Trans>Now</Trans>
          </figcaption>
        </figure>
        <figure className="flex flex-col gap-1">
          {hex ? (
            <Swatch hex={hex} family={family} seed={2} className="w-full" />
          ) : (
            <div className="swab-ground grid aspect-[4/3] place-items-center rounded-xl border border-dashed border-rule p-3 text-center text-sm text-muted">
              <Trans>Not a colour yet</Trans>
            </div>
          )}
          <figcaption className="text-xs text-muted">
            <Trans>Suggested</Trans>
          </figcaption>
        </figure>
      </div>
    </div>
  );
}

function FamilyEditor({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Colour family</Trans>
      </label>
      <select
        id={id}
        name="color"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClass, 'cursor-pointer')}
      >
        {COLOR_FAMILIES.map((f) => (
          <option key={f} value={f}>
            {colourFamilyWord(f)}
          </option>
        ))}
      </select>
      <p className="text-[0.82rem] text-muted">
        <Trans>How the ink is filed when people filter by colour.</Trans>
      </p>
    </div>
  );
}

/** The member's own corrections of this ink, with staff's answers; a waiting one withdrawn. */
function MyCorrections({ inkId }: { inkId: number }) {
  const mine = useQuery(myCorrectionsOptions(inkId));
  const withdraw = useWithdrawCorrection(inkId);
  const { i18n } = useLingui();
  const headingId = useId();
  const list = mine.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-rule pt-4">
      <h3 id={headingId} className="text-base font-medium">
        <Trans>Your corrections of this ink</Trans>
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {list.map((c) => {
          const label = inkFieldWord(c.field, c.label);
          return (
            <li key={c.id} className="rounded-xl border border-rule p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{label}</span>
                <Badge tone={c.status === 'rejected' ? 'neutral' : 'primary'}>
                  {i18n._(STATUS_TEXT[c.status])}
                </Badge>
                <span className="text-muted">{formatLongDate(c.createdAt)}</span>
              </p>
              <p className="mt-1 break-words">
                <span className="text-muted">
                  <Trans>To:</Trans>{' '}
                </span>
                <FieldValue field={c.field} value={c.after} />
              </p>
              {c.reason && (
                <p className="mt-1 break-words">
                  <span className="text-muted">
                    <Trans>Staff's reason:</Trans>{' '}
                  </span>
                  {c.reason}
                </p>
              )}
              {c.status === 'pending' && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="mt-1"
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.mutate(c)}
                >
                  <Undo2 className="size-4" aria-hidden="true" />
                  <Trans>
                    Withdraw <span className="sr-only">the correction of the {label}</span>
                  </Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function SuggestCorrectionDialog({
  ink,
  onClose,
}: {
  ink: Ink;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { brand, name } = ink;
  const { data: user } = useCurrentUser();
  const suggest = useSuggestCorrection(ink.id);
  const busy = suggest.isPending;
  const [field, setField] = useState<CorrectionField>('colorHex');
  const [draft, setDraft] = useState<Draft>(() => draftOf(ink));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // said inside the dialog too: while it is open, the page behind (and its toasts) is hidden
  // from screen readers
  const [done, setDone] = useState<string | null>(null);
  const [fieldProblem, setFieldProblem] = useState<string | undefined>();
  const allowed = mayDo(user, 'suggestCorrections');
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setFieldProblem(undefined);
  };

  const send = () => {
    if (busy || !allowed) return;
    const raw =
      field === 'colorHex' ? (normalizeHex(draft.colorHex) ?? draft.colorHex) : draft[field];
    const parsed = CorrectionBody.safeParse({ field, value: raw, note });
    if (!parsed.success) {
      setFieldProblem(parsed.error.issues[0]?.message ?? t`This is not valid.`);
      return;
    }
    setProblem(null);
    setDone(null);
    suggest.mutate({ field, value: raw, note } as CorrectionBody, {
      onSuccess: (c) => {
        setDone(
          i18n._(
            c.status === 'accepted' ? CORRECTION_SENT_WORDS.applied : CORRECTION_SENT_WORDS.sent,
          ),
        );
        setDraft(draftOf(ink));
        setNote('');
      },
      onError: (err) =>
        setProblem(messageOf(err, t`The correction could not be sent. Please try again.`)),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      width="md"
      title={t`Suggest a correction`}
      busy={busy}
      description={t`What is not right about ${brand} ${name}? Staff review each correction before it changes the ink; the ink's History keeps every change.`}
      descriptionClassName="mt-2 text-sm text-muted"
      content={{ onCloseAutoFocus: (e) => e.preventDefault() }}
    >
      <TrustNote user={user} action="suggestCorrections" className="mt-4" />
      <form
        className="mt-5 flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <FieldSelect
          value={field}
          onChange={(f) => {
            setField(f);
            setFieldProblem(undefined);
            setProblem(null);
            setDone(null);
          }}
          disabled={busy}
        />
        {field === 'description' && (
          <TextArea
            name="description"
            label={t`Description`}
            value={draft.description}
            onChange={(v) => set('description', v)}
            max={LIMITS.inkDescriptionMaxLength}
            rows={6}
            error={fieldProblem}
          />
        )}
        {field === 'colorHex' && (
          <ColorEditor
            ink={ink}
            value={draft.colorHex}
            onChange={(v) => set('colorHex', v)}
            error={fieldProblem}
            disabled={busy}
          />
        )}
        {field === 'color' && (
          <FamilyEditor value={draft.color} onChange={(v) => set('color', v)} disabled={busy} />
        )}
        {field === 'properties' && (
          <PropertiesField
            value={draft.properties}
            onChange={(v) => set('properties', v)}
            disabled={busy}
          />
        )}
        {field === 'line' && (
          <TextField
            name="line"
            label={t`Line`}
            value={draft.line}
            onChange={(v) => set('line', v)}
            error={fieldProblem}
            hint={t`The series the ink belongs to, e.g. Iroshizuku. Empty: none.`}
            disabled={busy}
          />
        )}
        {field === 'aliases' && (
          <NameListEditor
            label={t`Other names`}
            hint={t`Other spellings, the name in its own script, an old name: search finds the ink by each. Enter adds one.`}
            names={draft.aliases}
            onChange={(v) => set('aliases', v)}
            disabled={busy}
          />
        )}
        {fieldProblem && field !== 'description' && field !== 'colorHex' && field !== 'line' && (
          <FieldError id={`${ink.id}-correction-error`}>{fieldProblem}</FieldError>
        )}
        <TextArea
          name="note"
          label={t`Why? (optional)`}
          value={note}
          onChange={setNote}
          max={CORRECTION_LIMITS.noteMaxLength}
          rows={2}
        />
        <p className="-mt-2 text-[0.82rem] text-muted">
          <Trans>Where you saw it, or how you know. Staff read this.</Trans>
        </p>
        {problem && <FormAlert>{problem}</FormAlert>}
        {done && <FormAlert tone="success">{done}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogCloseSlot>
            <Button variant="secondary" size="sm" disabled={busy}>
              <Trans>Close</Trans>
            </Button>
          </DialogCloseSlot>
          <Button type="submit" size="sm" disabled={!allowed} aria-disabled={busy || undefined}>
            {busy ? <Spinner className="size-4" /> : <Send className="size-4" aria-hidden="true" />}
            {busy ? t`Sending...` : t`Send correction`}
          </Button>
        </div>
      </form>
      <MyCorrections inkId={ink.id} />
    </Dialog>
  );
}
