import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyInventoryItem } from '@inklore/contract';
import {
  INVENTORY_KINDS,
  INVENTORY_STATUSES,
  type InventoryKind,
  type InventoryStatus,
} from '@inklore/contract/shared/members.rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search, Star } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { kindWord, statusWord } from '#src/lib/inventory-words.ts';
import { Link } from '#src/lib/router.tsx';
import { MY_INVENTORY_SORTS, myInventoryOptions, type MyInventorySort } from '../api/inventory.ts';

const SORT_LABELS: Record<MyInventorySort, MessageDescriptor> = {
  added: msg`Recently added`,
  name: msg`Name`,
  brand: msg`Brand`,
  hue: msg`Hue`,
  rating: msg`Rating`,
};

/** Spec §9: searches wait 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;
const PAGE = 60;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function StatusFilter({
  value,
  onChange,
}: {
  value: InventoryStatus | null;
  onChange: (s: InventoryStatus | null) => void;
}) {
  const { t } = useLingui();
  const name = useId();
  const options: [InventoryStatus | null, string][] = [
    [null, t`All`],
    ...INVENTORY_STATUSES.map((s): [InventoryStatus, string] => [s, statusWord(s)]),
  ];
  return (
    <fieldset>
      <legend className="sr-only">
        <Trans>Status</Trans>
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map(([s, label]) => (
          <label
            key={label}
            className={cn(
              'cursor-pointer rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
              value === s
                ? 'border-primary bg-primary text-on-primary'
                : 'border-rule bg-page hover:border-primary',
            )}
          >
            <input
              type="radio"
              name={name}
              checked={value === s}
              onChange={() => onChange(s)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** An action on an owned ink, drawn by another feature (the page gives it: ADR 043). */
type OwnedInkAction = (ink: MyInventoryItem['ink']) => ReactNode;

function Item({ item, action }: { item: MyInventoryItem; action: OwnedInkAction | undefined }) {
  const { entry, ink } = item;
  const rating = entry.rating;
  const acquired = entry.acquiredDate ? formatLongDate(entry.acquiredDate) : null;
  const used = entry.lastUsed ? formatLongDate(entry.lastUsed) : null;
  return (
    <li className="flex gap-3 border-t border-rule py-3 first:border-t-0">
      <Swab hex={ink.colorHex} seed={ink.id} className="mt-0.5 h-9 w-12 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3">
          <Link to={`/ink/${ink.id}`} className="link font-medium break-words">
            {ink.name}
          </Link>
          <span className="text-xs font-medium text-muted">
            {kindWord(entry.kind)} · {statusWord(entry.status)}
          </span>
        </p>
        <p className="text-sm text-muted">
          {ink.brand}
          {ink.line ? ` · ${ink.line}` : ''}
          {rating !== null && (
            <span className="ml-2 inline-flex items-center gap-0.5 align-[-0.1em]">
              <Star className="size-3.5 fill-ochre text-ochre" aria-hidden="true" />
              <Trans>
                <span className="sr-only">Your rating: </span>
                {rating} of 5
              </Trans>
            </span>
          )}
          {acquired && (
            <span>
              {' '}
              · <Trans>acquired {acquired}</Trans>
            </span>
          )}
          {entry.swabbed && (
            <span>
              {' '}
              · <Trans>swabbed</Trans>
            </span>
          )}
          {used && (
            <span>
              {' '}
              · <Trans>last used {used}</Trans>
            </span>
          )}
        </p>
        {entry.notes && <p className="mt-1 line-clamp-2 text-sm break-words">{entry.notes}</p>}
        {action && entry.status === 'owned' && <div className="mt-1 -ml-3.5">{action(ink)}</div>}
      </div>
    </li>
  );
}

/**
 * /profile: the member's whole ink-ventory (GET /api/auth/inventory), by status, searched and
 * sorted by the server. Each entry links to its ink, where it is changed; an owned one may
 * carry the action the page gives (/profile: "Ink a pen").
 */
export function MyInventoryCard({ ownedAction }: { ownedAction?: OwnedInkAction } = {}) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<InventoryStatus | null>(null);
  const [kind, setKind] = useState<InventoryKind | null>(null);
  const [sort, setSort] = useState<MyInventorySort>('added');
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [shown, setShown] = useState(PAGE);
  const query = useQuery({
    ...myInventoryOptions({ status, kind, search, sort }),
    placeholderData: keepPreviousData,
  });
  const searchId = useId();
  const sortId = useId();
  const kindId = useId();
  const filtered = status !== null || kind !== null || search !== '';
  const found = query.data?.length ?? 0;
  const left = found - shown;

  return (
    <Card
      title={t`My Ink-ventory`}
      id="my-ink-ventory"
      action={
        // searched on the device, with or without a signal (ADR 089)
        <Link to="/do-i-own-this" className="text-sm font-medium text-primary hover:underline">
          <Trans>Do I own this?</Trans>
        </Link>
      }
    >
      <div className="flex flex-col gap-3">
        <StatusFilter
          value={status}
          onChange={(s) => {
            setStatus(s);
            setShown(PAGE);
          }}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={searchId} className="text-sm font-medium">
              <Trans>Search your ink-ventory</Trans>
            </label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
                aria-hidden="true"
              />
              <input
                id={searchId}
                type="search"
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setShown(PAGE);
                }}
                placeholder={t`Name, brand or notes`}
                className={cn(inputClass, 'h-10 pl-9 text-sm')}
              />
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={kindId} className="text-sm font-medium">
              <Trans>Kind</Trans>
            </label>
            <select
              id={kindId}
              value={kind ?? ''}
              onChange={(e) => {
                // the options are the kinds, or '' for all
                setKind(e.target.value === '' ? null : (e.target.value as InventoryKind));
                setShown(PAGE);
              }}
              className={cn(inputClass, 'h-10 w-auto pr-8 text-sm')}
            >
              <option value="">{t`All kinds`}</option>
              {INVENTORY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {kindWord(k)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={sortId} className="text-sm font-medium">
              <Trans>Sort by</Trans>
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(e) => setSort(e.target.value as MyInventorySort)} // the options are the sorts
              className={cn(inputClass, 'h-10 w-auto pr-8 text-sm')}
            >
              {MY_INVENTORY_SORTS.map((s) => (
                <option key={s} value={s}>
                  {i18n._(SORT_LABELS[s])}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <div className="mt-4" aria-busy={query.isFetching}>
        {query.isPending ? (
          <p role="status" className="inline-flex items-center gap-2 text-muted">
            <Spinner className="size-4 text-primary" /> <Trans>Loading your ink-ventory...</Trans>
          </p>
        ) : query.isError ? (
          <SectionError
            what={t`Your ink-ventory`}
            title={t`Your ink-ventory could not be loaded.`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          filtered ? (
            <p className="text-sm text-muted">
              <Trans>No inks in your ink-ventory match.</Trans>
            </p>
          ) : (
            <div className="rounded-xl border border-dashed border-rule px-4 py-6 text-center">
              <p>
                <Trans>Your ink-ventory is empty.</Trans>
              </p>
              <p className="mt-1 text-sm text-muted">
                <Trans>
                  Add inks from their pages, or move in from Fountain Pen Companion below.
                </Trans>
              </p>
              <Link to="/browse" className={buttonClass('primary', 'sm', 'mt-4')}>
                <Trans>Browse Inks</Trans>
              </Link>
            </div>
          )
        ) : (
          <>
            <p role="status" className="text-sm text-muted">
              {filtered
                ? t`${plural(found, { one: '# ink matches', other: '# inks match' })}`
                : t`${plural(found, { one: '# ink', other: '# inks' })}`}
            </p>
            <ul className="mt-2" aria-label={t`My ink-ventory`}>
              {query.data.slice(0, shown).map((item) => (
                <Item
                  key={`${item.entry.inkId}:${item.entry.kind}`}
                  item={item}
                  action={ownedAction}
                />
              ))}
            </ul>
            {query.data.length > shown && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                onClick={() => setShown((n) => n + PAGE)}
              >
                <Trans>Show more ({left} left)</Trans>
              </Button>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
