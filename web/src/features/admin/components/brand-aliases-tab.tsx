import type { BrandAlias } from '@inklore/contract';
import { BRAND_FILTERS } from '@inklore/contract/catalogue/catalogue.rules';
import { BrandAliasBody } from '@inklore/contract/search/search';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Plus, Search, Tags } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SectionError } from '#src/components/section-error.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { FormAlert, TextField } from '#src/components/ui/fields.tsx';
import { check, useForm } from '#src/lib/form.ts';
import { ChipRemoveButton, chipClass } from '#src/components/ui/chip.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { isSignedOut, messageOf } from '#src/lib/failure.ts';
import { brandAliasesOptions } from '../api/admin.ts';
import { useAddBrandAlias, useRemoveBrandAlias } from '../api/brand-alias-mutations.ts';
import { Empty, Loading } from './console-parts.tsx';

/*
 * tab=brand-aliases (ADR 025; moderators and admins): other spellings of a brand that search
 * reads as the brand ("J. Herbin" for Jacques Herbin), by brand; add one, remove one.
 */

type Field = 'brand' | 'alias';
const rules = BrandAliasBody.shape;

export type BrandGroup = { brand: string; inkCount: number; aliases: BrandAlias[] };

/** The list by brand, in the server's order (brand, then name); `find` keeps matching ones. */
export function groupByBrand(list: readonly BrandAlias[], find = ''): BrandGroup[] {
  const needle = find.trim().toLowerCase();
  const groups = new Map<string, BrandGroup>();
  for (const a of list) {
    const brandMatches = a.brand.toLowerCase().includes(needle);
    if (needle && !brandMatches && !a.alias.toLowerCase().includes(needle)) continue;
    const group = groups.get(a.brand) ?? { brand: a.brand, inkCount: a.inkCount, aliases: [] };
    group.aliases.push(a);
    groups.set(a.brand, group);
  }
  return [...groups.values()];
}

/** Brand and other name; the catalogue's brands offered, the server's refusal in its words. */
function AddForm({ brands }: { brands: readonly string[] }) {
  const { t } = useLingui();
  const id = useId();
  const box = useRef<HTMLFormElement>(null);
  const add = useAddBrandAlias();
  const form = useForm<Field>({ brand: '', alias: '' }, (v) => ({
    brand: check(rules.brand, v.brand),
    alias: check(rules.alias, v.alias),
  }));
  // the field the server's refusal is about (its message is the form's alert)
  const [refused, setRefused] = useState<Field | null>(null);
  const focus = (field: Field) =>
    box.current?.querySelector<HTMLInputElement>(`[data-field="${field}"]`)?.focus();

  const change = (field: Field, value: string) => {
    form.set(field, value);
    form.setFormError(null);
    if (refused === field) setRefused(null);
  };

  const save = () =>
    form.submit(async (v) => {
      setRefused(null);
      try {
        await add.mutateAsync({ brand: v.brand.trim(), alias: v.alias.trim() });
      } catch (err) {
        if (isSignedOut(err)) return;
        form.setFormError(messageOf(err, t`The brand alias could not be added. Please try again.`));
        const fields = err instanceof ApiError ? err.fields : undefined;
        const field = (['brand', 'alias'] as const).find((k) => fields?.[k]) ?? null;
        setRefused(field);
        if (field) focus(field);
        return;
      }
      // the brand stays for its next spelling
      form.reset({ brand: v.brand.trim(), alias: '' });
      focus('alias');
    });

  return (
    <form
      ref={box}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-rule bg-surface p-4 sm:p-5"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 id={`${id}-title`} className="text-lg">
        <Trans>Add a brand alias</Trans>
      </h3>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <TextField
          name="brand"
          label={t`Brand`}
          value={form.values.brand}
          onChange={(v) => change('brand', v)}
          onBlur={() => form.blur('brand')}
          error={form.errors.brand}
          aria-invalid={form.errors.brand || refused === 'brand' ? true : undefined}
          list={`${id}-brands`}
          autoComplete="off"
          spellCheck={false}
          maxLength={120}
          hint={t`As the catalogue writes it.`}
        />
        <datalist id={`${id}-brands`}>
          {brands.map((b) => (
            <option key={b} value={b} />
          ))}
        </datalist>
        <TextField
          name="alias"
          label={t`Other name`}
          value={form.values.alias}
          onChange={(v) => change('alias', v)}
          onBlur={() => form.blur('alias')}
          error={form.errors.alias}
          aria-invalid={form.errors.alias || refused === 'alias' ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={120}
          hint={t`How people type it: J. Herbin, R&K, パイロット.`}
        />
        <Button type="submit" disabled={form.busy} className="sm:mt-[1.6rem]">
          {form.busy ? (
            <Spinner className="size-4" />
          ) : (
            <Plus className="size-4" aria-hidden="true" />
          )}
          <Trans>Add Alias</Trans>
        </Button>
      </div>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
    </form>
  );
}

type OnRemoved = (alias: BrandAlias) => void;

function AliasChip({ alias, onRemoved }: { alias: BrandAlias; onRemoved: OnRemoved }) {
  const { t } = useLingui();
  const name = alias.alias;
  const brand = alias.brand;
  const remove = useRemoveBrandAlias();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={chipClass}>
      <span className="min-w-0 break-words">{alias.alias}</span>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <ChipRemoveButton
            data-alias-remove={alias.id}
            aria-label={t`Remove ${name} (${brand})`}
            disabled={remove.isPending}
          />
        }
        title={t`Remove this brand alias?`}
        question={t`Search will no longer read “${name}” as ${brand}. You can add it again later.`}
        confirmLabel={t`Remove`}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(alias, {
            onSuccess: () => onRemoved(alias),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </li>
  );
}

function Group({ group, onRemoved }: { group: BrandGroup; onRemoved: OnRemoved }) {
  const { t } = useLingui();
  const headingId = useId();
  const brand = group.brand;
  const inkCount = group.inkCount;
  return (
    <li className="rounded-2xl border border-rule bg-surface p-4">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 id={headingId} className="text-lg break-words">
            {group.brand}
          </h3>
          <p className="text-sm text-muted">
            <Plural
              value={inkCount}
              one={
                <span>
                  <span className="font-mono">#</span> ink
                </span>
              }
              other={
                <span>
                  <span className="font-mono">#</span> inks
                </span>
              }
            />
          </p>
        </div>
        <ul aria-label={t`Other names of ${brand}`} className="mt-3 flex flex-wrap gap-2">
          {group.aliases.map((a) => (
            <AliasChip key={a.id} alias={a} onRemoved={onRemoved} />
          ))}
        </ul>
      </article>
    </li>
  );
}

export function BrandAliasesTab() {
  const { t } = useLingui();
  const id = useId();
  const query = useQuery(brandAliasesOptions());
  const [find, setFind] = useState('');
  const list = query.data ?? [];
  const groups = groupByBrand(list, find);
  const found = groups.length;
  const brandCount = new Set(list.map((a) => a.brand)).size;
  const aliasCount = list.length;
  const sought = find.trim();
  // the brands the ink forms suggest (the catalogue's filter brands), and those with aliases
  const brands = [...new Set([...BRAND_FILTERS, ...list.map((a) => a.brand)])].sort((a, b) =>
    a.localeCompare(b),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // after a removal, once the list has answered: the focus goes to the next alias, or the one
  // before, or the heading
  const focusAfter = useRef<number[] | null>(null);
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || !query.data) return;
    const [removed, ...after] = wanted;
    // the list still holds it: wait for the answer after the removal
    if (query.data.some((a) => a.id === removed)) return;
    focusAfter.current = null;
    const next = after
      .map((at) => document.querySelector<HTMLElement>(`[data-alias-remove="${at}"]`))
      .find((el) => el !== null);
    (next ?? heading.current)?.focus();
  }, [query.data]);
  const onRemoved = (alias: BrandAlias) => {
    const order = groups.flatMap((g) => g.aliases.map((a) => a.id));
    const i = order.indexOf(alias.id);
    focusAfter.current = [alias.id, ...[order[i + 1], order[i - 1]].filter((x) => x !== undefined)];
  };
  return (
    <section aria-labelledby="brand-aliases-title">
      <h2 id="brand-aliases-title" ref={heading} tabIndex={-1} className="text-2xl outline-none">
        <Trans>Brand aliases</Trans>
      </h2>
      <p className="mt-1 max-w-[68ch] text-muted">
        <Trans>
          Other spellings of a brand that search reads as the brand: someone searching “J. Herbin”
          finds Jacques Herbin’s inks. An ink’s own other names are kept on its edit page.
        </Trans>
      </p>
      <div className="mt-5">
        <AddForm brands={brands} />
      </div>
      <div className="mt-6">
        {query.isPending ? (
          <Loading>
            <Trans>Loading brand aliases...</Trans>
          </Loading>
        ) : query.isError ? (
          <SectionError
            what={t`Brand aliases`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : list.length === 0 ? (
          <Empty icon={Tags}>
            <Trans>No brand aliases yet.</Trans>
          </Empty>
        ) : (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div role="search" className="flex w-full max-w-sm flex-col gap-1.5">
                <label htmlFor={`${id}-find`} className="text-sm font-medium">
                  <Trans>Find a brand or alias</Trans>
                </label>
                <div className="relative">
                  <Search
                    className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
                    aria-hidden="true"
                  />
                  <input
                    id={`${id}-find`}
                    type="search"
                    value={find}
                    onChange={(e) => setFind(e.target.value)}
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={100}
                    className={cn(inputClass, 'pl-10')}
                  />
                </div>
              </div>
              <p className="text-sm text-muted" aria-live="polite">
                {find.trim()
                  ? t`${found} of ${brandCount} brands`
                  : t`${aliasCount} aliases of ${found} brands`}
              </p>
            </div>
            {groups.length === 0 ? (
              <div className="mt-4">
                <Empty icon={Tags}>
                  <Trans>No brand or alias matches “{sought}”.</Trans>
                </Empty>
              </div>
            ) : (
              <ul
                aria-label={t`Brand aliases by brand`}
                className="mt-4 grid gap-3 md:grid-cols-2 md:items-start"
              >
                {groups.map((g) => (
                  <Group key={g.brand} group={g} onRemoved={onRemoved} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
