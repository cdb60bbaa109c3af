import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InkBrief, Use } from '@inklore/contract';
import { penName } from '@inklore/contract/pens/pens.rules';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { PageSpinner, Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useHead } from '#src/lib/head.ts';
import { Link, useSearchParams } from '#src/lib/router.tsx';
import { diaryOptions, inkingsOptions, pensOptions } from '../api/pens.ts';
import { addMonths, localDay, monthOf, monthRange, monthTitle } from '../days.ts';
import { DiaryCalendar } from '../components/diary-calendar.tsx';
import { DayMarks } from '../components/day-marks.tsx';
import { SignInPage } from '#src/components/sign-in-page.tsx';
import { parseDiaryParams, toDiaryParams, type DiaryView } from '../diary-params.ts';

/** The inks to filter by: those of the member's pairings, and of the days shown. */
function inkOptions(groups: readonly (readonly { ink: InkBrief }[])[]): InkBrief[] {
  const seen = new Map<number, InkBrief>();
  for (const group of groups)
    for (const { ink } of group) if (!seen.has(ink.id)) seen.set(ink.id, ink);
  return [...seen.values()].sort(
    (a, b) => a.brand.localeCompare(b.brand) || a.name.localeCompare(b.name),
  );
}

function Filters({
  view,
  onChange,
  today,
  uses,
}: {
  view: DiaryView;
  onChange: (next: DiaryView) => void;
  today: string;
  uses: readonly Use[];
}) {
  const { t } = useLingui();
  const pens = useQuery(pensOptions('all', today));
  const inkings = useInfiniteQuery(inkingsOptions('all', today));
  const penId = useId();
  const inkId = useId();
  const inks = inkOptions([inkings.data?.pages.flat() ?? [], uses]);
  const chosenInkKnown = view.inkId === null || inks.some((i) => i.id === view.inkId);
  const chosenPenKnown = view.penId === null || (pens.data ?? []).some((p) => p.id === view.penId);
  // ids as written in the address (not numbers to format)
  const unknownPen = String(view.penId);
  const unknownInk = String(view.inkId);
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={penId} className="text-sm font-medium">
          <Trans>Pen</Trans>
        </label>
        <select
          id={penId}
          value={view.penId ?? ''}
          onChange={(e) =>
            onChange({ ...view, penId: e.target.value ? Number(e.target.value) : null, day: null })
          }
          className={cn(inputClass, 'h-10 w-full pr-8 text-sm sm:w-64')}
        >
          <option value="">{t`All pens`}</option>
          {!chosenPenKnown && <option value={view.penId ?? ''}>{t`Pen ${unknownPen}`}</option>}
          {(pens.data ?? []).map((p) => {
            const pen = `${penName(p)}${p.nibSize ? ` (${p.nibSize})` : ''}`;
            return (
              <option key={p.id} value={p.id}>
                {p.archived ? t`${pen}, archived` : pen}
              </option>
            );
          })}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={inkId} className="text-sm font-medium">
          <Trans>Ink</Trans>
        </label>
        <select
          id={inkId}
          value={view.inkId ?? ''}
          onChange={(e) =>
            onChange({ ...view, inkId: e.target.value ? Number(e.target.value) : null, day: null })
          }
          className={cn(inputClass, 'h-10 w-full pr-8 text-sm sm:w-64')}
        >
          <option value="">{t`All inks`}</option>
          {!chosenInkKnown && <option value={view.inkId ?? ''}>{t`Ink ${unknownInk}`}</option>}
          {inks.map((i) => (
            <option key={i.id} value={i.id}>
              {i.brand} {i.name}
            </option>
          ))}
        </select>
      </div>
      {(view.penId !== null || view.inkId !== null) && (
        <Button
          variant="quiet"
          size="sm"
          className="col-span-2 justify-self-start"
          onClick={() => onChange({ ...view, penId: null, inkId: null, day: null })}
        >
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </div>
  );
}

function Diary() {
  const { t } = useLingui();
  const today = localDay();
  const [params, setParams] = useSearchParams();
  const view = parseDiaryParams(params, today);
  const go = (next: DiaryView, replace = false) =>
    setParams(toDiaryParams(next, today), { replace });
  const { from, to } = monthRange(view.month);
  const diary = useQuery({
    ...diaryOptions(from, to, view.penId, view.inkId),
    placeholderData: keepPreviousData,
  });
  const titleId = useId();
  const uses = diary.data?.from === from ? diary.data.uses : [];
  const daysUsed = new Set(uses.map((u) => u.day)).size;
  const filtered = view.penId !== null || view.inkId !== null;
  const thisMonth = monthOf(today);
  const previous = monthTitle(addMonths(view.month, -1));
  const next = monthTitle(addMonths(view.month, 1));
  const written =
    daysUsed === 0
      ? filtered
        ? t`No days written (filtered)`
        : t`No days written`
      : filtered
        ? t`${plural(daysUsed, { one: '# day', other: '# days' })} written (filtered)`
        : t`${plural(daysUsed, { one: '# day', other: '# days' })} written`;

  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs
        items={[
          { label: t`Home`, to: '/' },
          { label: t`My Pens`, to: '/pens' },
          { label: t`Diary` },
        ]}
      />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl sm:text-4xl">
          <Trans>Diary</Trans>
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/pens" className={buttonClass('secondary', 'sm')}>
            <Trans>My Pens</Trans>
          </Link>
          <Link to="/year" className={buttonClass('secondary', 'sm')}>
            <Trans>Year in Ink</Trans>
          </Link>
        </div>
      </div>
      <div className="mt-5">
        <Filters view={view} onChange={(next) => go(next)} today={today} uses={uses} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section
          aria-labelledby={titleId}
          className="rounded-2xl border border-rule bg-surface p-3 sm:p-5"
        >
          <div className="mb-3 flex items-center justify-between gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Previous month, ${previous}`}
              onClick={() => go({ ...view, month: addMonths(view.month, -1), day: null })}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">
                <Trans>Previous</Trans>
              </span>
            </Button>
            <div className="text-center">
              <h2 id={titleId} className="text-xl" aria-live="polite">
                {monthTitle(view.month)}
              </h2>
              <p className="text-sm text-muted">
                {diary.isFetching ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Spinner className="size-3.5 text-primary" /> <Trans>Loading...</Trans>
                  </span>
                ) : (
                  written
                )}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Next month, ${next}`}
              disabled={view.month >= thisMonth}
              onClick={() => go({ ...view, month: addMonths(view.month, 1), day: null })}
            >
              <span className="hidden sm:inline">
                <Trans>Next</Trans>
              </span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
          {diary.isError ? (
            <SectionError
              what={t`Your diary`}
              title={t`Your diary could not be loaded.`}
              error={diary.error}
              onRetry={() => void diary.refetch()}
            />
          ) : (
            <div aria-busy={diary.isFetching}>
              <DiaryCalendar
                month={view.month}
                uses={uses}
                today={today}
                selected={view.day}
                labelledBy={titleId}
                onSelect={(day) => go({ ...view, day }, true)}
                onMonth={(month) => go({ ...view, month, day: null })}
              />
            </div>
          )}
          {view.month !== thisMonth && (
            <p className="mt-2 text-center">
              <Button
                variant="quiet"
                size="sm"
                onClick={() => go({ ...view, month: thisMonth, day: null })}
              >
                <Trans>Back to this month</Trans>
              </Button>
            </p>
          )}
          <p className="mt-2 text-xs text-muted">
            <Trans>Arrow keys move between days, Page Up and Page Down between months.</Trans>
          </p>
        </section>
        {view.day ? (
          <DayMarks day={view.day} uses={uses.filter((u) => u.day === view.day)} />
        ) : (
          <p className="rounded-2xl border border-dashed border-rule p-5 text-muted">
            <Trans>Choose a day to see what you wrote with, and its notes.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * /diary: the member's days as a month calendar, each day with the swabs of the inks used,
 * filtered by pen and ink; the month, filters and chosen day live in the address
 * (diary-params.ts). Visitors are asked to sign in.
 */
export default function DiaryPage() {
  const { t } = useLingui();
  const { data: user, isPending, isError } = useCurrentUser();
  useHead(t`Diary`, t`The days you wrote, with which pen and ink.`);
  if (isPending) return <PageSpinner />;
  if (!user) {
    return (
      <SignInPage
        title={t`Diary`}
        path="/diary"
        failed={isError}
        text={t`Sign in to see the days you wrote, with which pen and ink.`}
      />
    );
  }
  return <Diary />;
}
