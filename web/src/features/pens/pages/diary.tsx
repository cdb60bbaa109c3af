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
import { formatNumber, plural } from '#src/lib/format.ts';
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
  const pens = useQuery(pensOptions('all', today));
  const inkings = useInfiniteQuery(inkingsOptions('all', today));
  const penId = useId();
  const inkId = useId();
  const inks = inkOptions([inkings.data?.pages.flat() ?? [], uses]);
  const chosenInkKnown = view.inkId === null || inks.some((i) => i.id === view.inkId);
  const chosenPenKnown = view.penId === null || (pens.data ?? []).some((p) => p.id === view.penId);
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={penId} className="text-sm font-medium">
          Pen
        </label>
        <select
          id={penId}
          value={view.penId ?? ''}
          onChange={(e) =>
            onChange({ ...view, penId: e.target.value ? Number(e.target.value) : null, day: null })
          }
          className={cn(inputClass, 'h-10 w-full pr-8 text-sm sm:w-64')}
        >
          <option value="">All pens</option>
          {!chosenPenKnown && <option value={view.penId ?? ''}>Pen {view.penId}</option>}
          {(pens.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {penName(p)}
              {p.nibSize ? ` (${p.nibSize})` : ''}
              {p.archived ? ', archived' : ''}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={inkId} className="text-sm font-medium">
          Ink
        </label>
        <select
          id={inkId}
          value={view.inkId ?? ''}
          onChange={(e) =>
            onChange({ ...view, inkId: e.target.value ? Number(e.target.value) : null, day: null })
          }
          className={cn(inputClass, 'h-10 w-full pr-8 text-sm sm:w-64')}
        >
          <option value="">All inks</option>
          {!chosenInkKnown && <option value={view.inkId ?? ''}>Ink {view.inkId}</option>}
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
          Clear filters
        </Button>
      )}
    </div>
  );
}

function Diary() {
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

  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs
        items={[{ label: 'Home', to: '/' }, { label: 'My Pens', to: '/pens' }, { label: 'Diary' }]}
      />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl sm:text-4xl">Diary</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/pens" className={buttonClass('secondary', 'sm')}>
            My Pens
          </Link>
          <Link to="/year" className={buttonClass('secondary', 'sm')}>
            Year in Ink
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
              aria-label={`Previous month, ${monthTitle(addMonths(view.month, -1))}`}
              onClick={() => go({ ...view, month: addMonths(view.month, -1), day: null })}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">Previous</span>
            </Button>
            <div className="text-center">
              <h2 id={titleId} className="text-xl" aria-live="polite">
                {monthTitle(view.month)}
              </h2>
              <p className="text-sm text-muted">
                {diary.isFetching ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Spinner className="size-3.5 text-primary" /> Loading...
                  </span>
                ) : (
                  `${daysUsed === 0 ? 'No days' : `${formatNumber(daysUsed)} ${plural(daysUsed, 'day', 'days')}`} written${filtered ? ' (filtered)' : ''}`
                )}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Next month, ${monthTitle(addMonths(view.month, 1))}`}
              disabled={view.month >= thisMonth}
              onClick={() => go({ ...view, month: addMonths(view.month, 1), day: null })}
            >
              <span className="hidden sm:inline">Next</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
          {diary.isError ? (
            <SectionError
              what="Your diary"
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
                Back to this month
              </Button>
            </p>
          )}
          <p className="mt-2 text-xs text-muted">
            Arrow keys move between days, Page Up and Page Down between months.
          </p>
        </section>
        {view.day ? (
          <DayMarks day={view.day} uses={uses.filter((u) => u.day === view.day)} />
        ) : (
          <p className="rounded-2xl border border-dashed border-rule p-5 text-muted">
            Choose a day to see what you wrote with, and its notes.
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
  const { data: user, isPending, isError } = useCurrentUser();
  useHead('Diary', 'The days you wrote, with which pen and ink.');
  if (isPending) return <PageSpinner />;
  if (!user) {
    return (
      <SignInPage
        title="Diary"
        path="/diary"
        failed={isError}
        text="Sign in to see the days you wrote, with which pen and ink."
      />
    );
  }
  return <Diary />;
}
