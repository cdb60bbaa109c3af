import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { useDebounced } from '#src/lib/use-debounced.ts';
import { catalogueSearchOptions, ownedSearchOptions, type InkChoice } from '../api/pens.ts';

/** Spec §9: searches wait 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

const choiceClass =
  'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary';

function Choices({
  legend,
  inks,
  value,
  onChange,
  name,
}: {
  legend: string;
  inks: readonly InkChoice[];
  value: InkChoice | null;
  onChange: (ink: InkChoice) => void;
  name: string;
}) {
  if (inks.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-1.5 text-xs font-semibold tracking-[0.12em] text-muted uppercase">
        {legend}
      </legend>
      <ul className="flex flex-col gap-1.5">
        {inks.map((ink) => (
          <li key={ink.id}>
            <label
              className={cn(
                choiceClass,
                value?.id === ink.id
                  ? 'border-primary bg-primary/10'
                  : 'border-rule hover:border-primary',
              )}
            >
              <input
                type="radio"
                name={name}
                value={ink.id}
                checked={value?.id === ink.id}
                onChange={() => onChange(ink)}
                className="accent-[var(--color-primary)]"
              />
              <Swab hex={ink.colorHex} seed={ink.id} className="h-7 w-10 shrink-0" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words">{ink.name}</span>
                <span className="block text-xs text-muted">{ink.brand}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * Choosing an ink: the member's own inks (their ink-ventory, as owned) first, then the
 * catalogue's, both searched as they type (the catalogue by the same call /browse makes).
 */
export function InkSearch({
  value,
  onChange,
}: {
  value: InkChoice | null;
  onChange: (ink: InkChoice) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const owned = useQuery(ownedSearchOptions(search));
  const catalogue = useQuery(catalogueSearchOptions(search));
  const id = useId();
  const name = useId();
  const mine = owned.data ?? [];
  const mineIds = new Set(mine.map((i) => i.id));
  const others = (catalogue.data ?? []).filter((i) => !mineIds.has(i.id));
  const busy = owned.isFetching || catalogue.isFetching || search !== text.trim();
  const none = !busy && mine.length === 0 && others.length === 0;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          <Trans>Find the ink</Trans>
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            id={id}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t`Name or brand`}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            className={cn(inputClass, 'pl-9')}
          />
        </div>
        <p id={`${id}-hint`} className="text-[0.82rem] text-muted">
          <Trans>Your own inks come first, then the catalogue&apos;s.</Trans>
        </p>
      </div>
      <div className="flex max-h-72 flex-col gap-3 overflow-y-auto p-0.5" aria-busy={busy}>
        <Choices
          legend={t`In your ink-ventory`}
          inks={mine}
          value={value}
          onChange={onChange}
          name={name}
        />
        <Choices
          legend={t`From the catalogue`}
          inks={others}
          value={value}
          onChange={onChange}
          name={name}
        />
        <p role="status" className="text-sm text-muted">
          {busy ? (
            <span className="inline-flex items-center gap-2">
              <Spinner className="size-4 text-primary" /> <Trans>Searching...</Trans>
            </span>
          ) : owned.isError || catalogue.isError ? (
            t`The search failed. Check your connection and type again.`
          ) : none ? (
            search ? (
              t`No ink matches “${search}”. Check the spelling, or try the brand’s name.`
            ) : (
              t`Type an ink’s name or brand to find it.`
            )
          ) : null}
        </p>
      </div>
    </div>
  );
}
