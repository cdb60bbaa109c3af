import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { YearInInk } from '@inklore/contract';
import { penName } from '@inklore/contract/pens/pens.rules';
import { useId, type ReactNode } from 'react';
import { Swab, inkVars } from '#src/components/swatch.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatNumber } from '#src/lib/format.ts';
import { colourFamilyWord } from '#src/lib/catalogue-words.ts';
import { monthName } from '#src/lib/dates.ts';
import { penKindWord } from '#src/lib/pen-words.ts';
import { Link } from '#src/lib/router.tsx';
import { daysText, isSoFar, spanText, stripSummary } from '../year-words.ts';

/**
 * A year of the diary looked back on (ADR 057): the figures, the colours of the year as one
 * strip in hue order (with its words and the list of its inks, for those who do not see it),
 * the most used ink and pen, month by month, the new inks and the brands. The same on the
 * member's own page and on a shared year's public page; `whose` is "your" or the member's name.
 */

function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl border border-rule bg-surface p-5 sm:p-6', className)}
    >
      <h2 id={id} className="mb-4 text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "2026 so far", and the span the figures count. */
export function YearTitle({ figures, byline }: { figures: YearInInk; byline?: ReactNode }) {
  return (
    <header className="mt-6">
      <p className="text-sm font-semibold tracking-[0.16em] text-ochre uppercase">
        <Trans>Year in Ink</Trans>
      </p>
      <h1 className="mt-1 flex flex-wrap items-baseline gap-x-4 font-serif text-[3.4rem] leading-none sm:text-[5rem]">
        <span>{figures.year}</span>
        {isSoFar(figures) && (
          <span className="text-[1.6rem] font-normal text-muted italic sm:text-[2.2rem]">
            <Trans>so far</Trans>
          </span>
        )}
      </h1>
      <p className="mt-3 text-muted">
        {byline}
        {byline ? ' · ' : ''}
        {spanText(figures)}
      </p>
    </header>
  );
}

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-2xl border border-rule bg-surface px-4 py-4 sm:px-6 sm:py-5">
      <dt className="text-xs text-muted sm:text-sm">{label}</dt>
      <dd className="mt-1 font-mono text-3xl tracking-tight sm:text-5xl">{formatNumber(value)}</dd>
    </div>
  );
}

/** The year's colours: one band per ink, in hue order, as wide as its days. */
export function ColourStrip({ colors }: { colors: YearInInk['colors'] }) {
  const summary = stripSummary(colors);
  const listId = useId();
  return (
    <figure className="m-0">
      <div
        aria-hidden="true"
        data-testid="year-strip"
        className="swab-ground flex h-24 gap-px overflow-hidden rounded-2xl border border-rule p-1.5 sm:h-36"
      >
        {colors.length === 0 ? (
          <span className="m-auto h-8 w-11/12 rounded-full border border-dashed border-rule" />
        ) : (
          colors.map((c) => (
            <span
              key={c.ink.id}
              data-hex={c.ink.colorHex}
              className="ink-tones min-w-[3px] first:rounded-l-xl last:rounded-r-xl"
              style={{
                ...inkVars(c.ink.colorHex),
                flexGrow: c.days,
                flexBasis: 0,
                background:
                  'linear-gradient(180deg, var(--ink-light), var(--ink) 38%, var(--ink-deep))',
              }}
            />
          ))
        )}
      </div>
      <figcaption className="mt-3 text-sm text-muted">{summary}</figcaption>
      {colors.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-primary hover:underline">
            <Trans>The colours as a list</Trans>
          </summary>
          <ol id={listId} className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {colors.map((c) => (
              <li key={c.ink.id} className="flex min-w-0 items-center gap-2.5">
                <Swab hex={c.ink.colorHex} seed={c.ink.id} className="h-6 w-10 shrink-0" />
                <span className="flex min-w-0 flex-col">
                  <Link to={`/ink/${c.ink.id}`} className="link break-words">
                    {c.ink.name}
                  </Link>
                  <span className="text-muted">
                    {c.ink.brand} · {colourFamilyWord(c.ink.color)} · {daysText(c.days)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </figure>
  );
}

function MostUsed({ figures }: { figures: YearInInk }) {
  const { t } = useLingui();
  const ink = figures.mostUsedInk;
  const pen = figures.mostUsedPen;
  const inkDays = ink?.days ?? 0;
  const penDays = pen?.days ?? 0;
  const nib = pen?.pen.nibSize;
  const nibText = nib ? t`${nib} nib` : null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Section title={t`Most used ink`}>
        {ink ? (
          <div className="flex items-center gap-4">
            <div className="swab-ground grid h-24 w-32 shrink-0 place-items-center rounded-xl p-3">
              <Swab hex={ink.ink.colorHex} seed={ink.ink.id} className="size-full" />
            </div>
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-[0.08em] text-muted uppercase">
                {ink.ink.brand}
              </p>
              <p className="font-serif text-2xl leading-tight break-words">
                <Link to={`/ink/${ink.ink.id}`} className="hover:text-primary hover:underline">
                  {ink.ink.name}
                </Link>
              </p>
              <p className="mt-1 text-sm text-muted">
                <span className="font-mono uppercase">{ink.ink.colorHex}</span> ·{' '}
                {colourFamilyWord(ink.ink.color)}
              </p>
              <p className="mt-1 font-medium">
                <Trans>
                  Used on <Plural value={inkDays} one="# day" other="# days" />
                </Trans>
              </p>
            </div>
          </div>
        ) : (
          <p className="text-muted">
            <Trans>No ink used yet.</Trans>
          </p>
        )}
      </Section>
      <Section title={t`Most used pen`}>
        {pen ? (
          <div>
            <p className="text-xs font-semibold tracking-[0.08em] text-muted uppercase">
              {penKindWord(pen.pen.kind)}
              {nibText ? ` · ${nibText}` : ''}
            </p>
            <p className="font-serif text-2xl leading-tight break-words">{penName(pen.pen)}</p>
            <p className="mt-1 font-medium">
              <Trans>
                Used on <Plural value={penDays} one="# day" other="# days" />
              </Trans>
            </p>
          </div>
        ) : (
          <p className="text-muted">
            {figures.pensUsed > 0 ? (
              <Trans>Kept private by its owner.</Trans>
            ) : (
              <Trans>No pen used yet.</Trans>
            )}
          </p>
        )}
      </Section>
    </div>
  );
}

/** Twelve small bars: days written each month, with the numbers in words for screen readers. */
export function MonthBars({ months }: { months: readonly number[] }) {
  const most = Math.max(1, ...months);
  return (
    <ol className="grid grid-cols-12 items-end gap-1 sm:gap-2" data-testid="year-months">
      {months.map((days, i) => (
        <li key={i} className="flex flex-col items-center gap-1">
          <span aria-hidden="true" className="font-mono text-[0.7rem] text-muted">
            {days}
          </span>
          <span aria-hidden="true" className="flex h-24 w-full items-end">
            <span
              className={cn('w-full rounded-t-md', days > 0 ? 'bg-primary' : 'h-px bg-rule')}
              style={days > 0 ? { height: `${Math.max(6, (days / most) * 100)}%` } : undefined}
            />
          </span>
          <span aria-hidden="true" className="text-[0.7rem] text-muted">
            <span className="sm:hidden">{monthName(i, 'narrow')}</span>
            <span className="hidden sm:inline">{monthName(i, 'short')}</span>
          </span>
          <span className="sr-only">
            <MonthWords month={monthName(i)} days={days} />
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A month's bar for screen readers: 'March: 4 days'. */
function MonthWords({ month, days }: { month: string; days: number }) {
  return (
    <Trans>
      {month}: <Plural value={days} one="# day" other="# days" />
    </Trans>
  );
}

function NewInks({ inks }: { inks: YearInInk['newInks'] }) {
  if (inks.length === 0)
    return (
      <p className="text-muted">
        <Trans>No inks tried for the first time.</Trans>
      </p>
    );
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {inks.map((ink) => (
        <li
          key={ink.id}
          className="flex min-w-0 flex-col rounded-xl border border-rule bg-page p-2"
        >
          <div className="swab-ground grid aspect-[4/3] place-items-center rounded-lg p-[12%]">
            <Swab hex={ink.colorHex} seed={ink.id} className="size-full" />
          </div>
          <p className="mt-2 truncate px-1 text-[0.7rem] font-semibold tracking-[0.08em] text-muted uppercase">
            {ink.brand}
          </p>
          <p className="px-1 font-serif leading-snug break-words">
            <Link to={`/ink/${ink.id}`} className="hover:text-primary hover:underline">
              {ink.name}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}

function Brands({ brands }: { brands: YearInInk['brands'] }) {
  const { t } = useLingui();
  const inksText = (inks: number) => t`${plural(inks, { one: '# ink', other: '# inks' })}`;
  if (brands.length === 0)
    return (
      <p className="text-muted">
        <Trans>No brands yet.</Trans>
      </p>
    );
  const most = Math.max(1, ...brands.map((b) => b.days));
  return (
    <ol className="flex flex-col gap-3">
      {brands.map((b) => (
        <li key={b.brand} className="min-w-0">
          <p className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate font-medium">{b.brand}</span>
            <span className="shrink-0 text-sm text-muted">
              {inksText(b.inks)} · {daysText(b.days)}
            </span>
          </p>
          <span aria-hidden="true" className="mt-1 block h-2 rounded-full bg-sunken">
            <span
              className="block h-2 rounded-full bg-verdigris"
              style={{ width: `${Math.max(3, (b.days / most) * 100)}%` }}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Everything below the title: the figures and the sections. */
export function YearFigures({ figures, empty }: { figures: YearInInk; empty: ReactNode }) {
  const { t } = useLingui();
  const count = figures.newInks.length;
  return (
    <div className="mt-8 flex flex-col gap-6">
      <dl className="grid grid-cols-3 gap-3 sm:gap-6">
        <Figure value={figures.daysWritten} label={t`Days written`} />
        <Figure value={figures.inksUsed} label={t`Inks used`} />
        <Figure value={figures.pensUsed} label={t`Pens used`} />
      </dl>
      {figures.daysWritten === 0 && empty}
      <Section title={t`The colours of the year`}>
        <ColourStrip colors={figures.colors} />
      </Section>
      <MostUsed figures={figures} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Section title={t`Month by month`}>
          <MonthBars months={figures.months} />
        </Section>
        <Section title={t`Brands`}>
          <Brands brands={figures.brands} />
        </Section>
      </div>
      <Section title={t`New inks (${count})`}>
        <NewInks inks={figures.newInks} />
      </Section>
    </div>
  );
}
