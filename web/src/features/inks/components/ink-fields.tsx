import { Trans, useLingui } from '@lingui/react/macro';
import {
  LIMITS,
  type ColorFamily,
  type InkProperty,
} from '@inklore/contract/catalogue/catalogue.rules';
import { Check, Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Swatch } from '#src/components/swatch.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { FieldError, TextArea, TextField } from '#src/components/ui/fields.tsx';
import type { FormState } from '#src/lib/form.ts';
import { cn } from '#src/lib/cn.ts';
import { colourFamilyWord, inkPropertyWord } from '#src/lib/catalogue-words.ts';
import {
  BRAND_SUGGESTIONS,
  COLOR_FAMILIES,
  INK_PROPERTIES,
  normalizeHex,
  suggestedFamily,
  type InkTextField,
} from '../ink-draft.ts';
import { NameListEditor } from './name-list-editor.tsx';

/*
 * The fields of an ink, shared by "Share a discovery" (/submit) and the staff's ink editing
 * (/ink/{id}/edit): the same labels, rules and live swatch in both.
 */

type Form = FormState<InkTextField>;

function Section({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 border-t border-rule pt-6 first:border-t-0 first:pt-0"
    >
      <div>
        <h2 id={id} className="text-xl">
          {title}
        </h2>
        {hint && <p className="mt-1 text-sm text-muted">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

/** The colour family: a select of the catalogue's families. */
function FamilySelect({
  form,
  onPicked,
  suggested,
}: {
  form: Form;
  onPicked: () => void;
  suggested: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const error = form.errors.color;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Colour family</Trans>
      </label>
      <select
        id={id}
        name="color"
        data-field="color"
        value={form.values.color}
        onChange={(e) => {
          onPicked();
          form.set('color', e.target.value);
        }}
        onBlur={() => form.blur('color')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={cn(inputClass, 'cursor-pointer')}
      >
        <option value="">{t`Choose a family`}</option>
        {COLOR_FAMILIES.map((f) => (
          <option key={f} value={f}>
            {colourFamilyWord(f)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-[0.82rem] text-muted">
        {suggested
          ? t`Suggested from the colour. Change it if the ink reads differently on paper.`
          : t`How the ink is filed when people filter by colour.`}
      </p>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** A native colour picker and a hex field that follow each other, with a live swatch. */
function ColorField({
  form,
  disabled,
  onHex,
}: {
  form: Form;
  disabled: boolean;
  onHex: (hex: string) => void;
}) {
  const { t } = useLingui();
  const pickerId = useId();
  const hex = normalizeHex(form.values.colorHex);
  const family = form.values.color
    ? colourFamilyWord(form.values.color as ColorFamily)
    : t`Colour family not chosen`;
  const setHex = (value: string) => {
    form.set('colorHex', value);
    onHex(value);
  };
  return (
    <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_11rem] sm:items-start">
      <div className="flex flex-col gap-1.5">
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
              onChange={(e) => setHex(e.target.value)}
              className="h-11 w-16 cursor-pointer rounded-xl border border-rule bg-paper p-1 dark:bg-sunken"
            />
          </div>
          <TextField
            name="colorHex"
            label={t`Hex code`}
            value={form.values.colorHex}
            onChange={setHex}
            onBlur={() => {
              form.blur('colorHex');
              const normal = normalizeHex(form.values.colorHex);
              if (normal && normal !== form.values.colorHex) form.set('colorHex', normal);
            }}
            error={form.errors.colorHex}
            placeholder="#1f6f78"
            autoComplete="off"
            spellCheck={false}
            maxLength={9}
            className="min-w-0 flex-1 [&_input]:font-mono"
          />
        </div>
        <p className="text-[0.82rem] text-muted">
          <Trans>Pick it, or type the six-digit hex of a scan or a swatch (#rrggbb).</Trans>
        </p>
      </div>
      <div aria-live="polite">
        {hex ? (
          <Swatch hex={hex} family={family} seed={2} className="w-full max-w-44" />
        ) : (
          <div className="flex w-full max-w-44 flex-col">
            <div className="swab-ground grid aspect-[4/3] place-items-center rounded-xl border border-dashed border-rule p-3 text-center text-sm text-muted">
              <Trans>No colour yet</Trans>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

/** The properties as ticks, in the catalogue's order. */
export function PropertiesField({
  value,
  onChange,
  disabled,
}: {
  value: readonly InkProperty[];
  onChange: (next: InkProperty[]) => void;
  disabled: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">
        <Trans>
          Properties <span className="font-normal text-muted">(optional)</span>
        </Trans>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {INK_PROPERTIES.map((p) => {
          const checked = value.includes(p);
          return (
            <label
              key={p}
              className={cn(
                'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3.5 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                checked ? 'border-primary bg-primary/10 font-medium' : 'border-rule bg-surface',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                disabled={disabled}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? INK_PROPERTIES.filter((x) => x === p || value.includes(x))
                      : value.filter((x) => x !== p),
                  )
                }
              />
              {checked ? (
                <Check className="size-3.5 text-primary" aria-hidden="true" />
              ) : (
                <Plus className="size-3.5 text-muted" aria-hidden="true" />
              )}
              {inkPropertyWord(p)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The ink's other names (ADR 025): the list, its words on this page, and its changes. */
export type OtherNames = {
  names: readonly string[];
  onChange: (next: string[]) => void;
  label: string;
  hint: ReactNode;
};

/**
 * Brand (with the catalogue's brands as suggestions), name and line; then the colour family,
 * the colour with its live swatch; the description and the properties. `afterNames` comes
 * right after the names (the likely duplicates while a member types), then the other names.
 */
export function InkFields({
  form,
  properties,
  onProperties,
  otherNames,
  disabled,
  afterNames,
  autoFamily = false,
}: {
  form: Form;
  properties: readonly InkProperty[];
  onProperties: (next: InkProperty[]) => void;
  /** Left out: the page does not edit them. */
  otherNames?: OtherNames;
  /**
   * While the form is sent: the picker and the ticks wait. The text fields stay enabled, so
   * a message from the server can take the focus to its field.
   */
  disabled: boolean;
  afterNames?: ReactNode;
  /** The family follows the colour until the member chooses one (a new ink). */
  autoFamily?: boolean;
}) {
  const { t } = useLingui();
  const brandsId = useId();
  const [following, setFollowing] = useState(autoFamily);
  const onHex = (hex: string) => {
    if (!following) return;
    const family = suggestedFamily(hex);
    if (family) form.set('color', family);
  };
  return (
    <>
      <Section title={t`The ink`}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="brand"
            label={t`Brand`}
            value={form.values.brand}
            onChange={(v) => form.set('brand', v)}
            onBlur={() => form.blur('brand')}
            error={form.errors.brand}
            list={brandsId}
            autoComplete="off"
            maxLength={LIMITS.brandMaxLength + 20}
            hint={t`As the maker writes it: Pilot, Diamine, Robert Oster...`}
          />
          <datalist id={brandsId}>
            {BRAND_SUGGESTIONS.map((b) => (
              <option key={b} value={b} />
            ))}
          </datalist>
          <TextField
            name="name"
            label={t`Ink name`}
            value={form.values.name}
            onChange={(v) => form.set('name', v)}
            onBlur={() => form.blur('name')}
            error={form.errors.name}
            autoComplete="off"
            maxLength={LIMITS.inkNameMaxLength + 20}
          />
        </div>
        <TextField
          name="line"
          label={t`Line or series (optional)`}
          value={form.values.line}
          onChange={(v) => form.set('line', v)}
          onBlur={() => form.blur('line')}
          error={form.errors.line}
          autoComplete="off"
          maxLength={220}
          hint={t`For example Iroshizuku, 1670 or Shikiori.`}
        />
        {afterNames}
        {otherNames && (
          <NameListEditor
            label={otherNames.label}
            hint={otherNames.hint}
            names={otherNames.names}
            onChange={otherNames.onChange}
            disabled={disabled}
          />
        )}
      </Section>

      <Section title={t`Its colour`}>
        <FamilySelect
          form={form}
          suggested={following && form.values.color !== ''}
          onPicked={() => setFollowing(false)}
        />
        <ColorField form={form} disabled={disabled} onHex={onHex} />
      </Section>

      <Section title={t`About it`}>
        <TextArea
          name="description"
          label={t`Description (optional)`}
          value={form.values.description}
          onChange={(v) => form.set('description', v)}
          onBlur={() => form.blur('description')}
          error={form.errors.description}
          max={LIMITS.inkDescriptionMaxLength}
          rows={5}
        />
        <PropertiesField value={properties} onChange={onProperties} disabled={disabled} />
      </Section>
    </>
  );
}
