import { t } from '@lingui/core/macro';
import type { Use } from '@inklore/contract';
import { addDays, penName } from '@inklore/contract/pens/pens.rules';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { cn } from '#src/lib/cn.ts';
import { weekdayNames } from '#src/lib/dates.ts';
import {
  addMonths,
  dayAndMonth,
  monthOf,
  monthRange,
  monthWeeks,
  weekday,
  type Month,
} from '../days.ts';

/** How many swabs a day shows before "+N". */
const SWABS_SHOWN = 3;

/** The marks of each day. */
export function usesByDay(uses: readonly Use[]): Map<string, Use[]> {
  const out = new Map<string, Use[]>();
  for (const use of uses) out.set(use.day, [...(out.get(use.day) ?? []), use]);
  return out;
}

/** What a screen reader hears for a day: "12 November: used Pilot Kon-peki in Pilot Custom 74". */
export function dayLabel(day: string, uses: readonly Use[], today: string): string {
  const date = dayAndMonth(day);
  const when = day === today ? t`${date}, today` : date;
  if (uses.length === 0) return t`${when}: nothing marked`;
  const what = uses
    .map((u) => {
      const brand = u.ink.brand;
      const ink = u.ink.name;
      const pen = penName(u.pen);
      return t`used ${brand} ${ink} in ${pen}`;
    })
    .join('; ');
  return t`${when}: ${what}`;
}

/** The day a key moves to from `day`, or null for a key the calendar does not use. */
function dayAfterKey(key: string, day: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday(day));
    case 'End':
      return addDays(day, 6 - weekday(day));
    default:
      return null;
  }
}

/** The same day of another month (its last day when that month is shorter). */
function sameDayIn(day: string, month: Month): string {
  const last = monthRange(month).to;
  const wanted = `${month}-${day.slice(8, 10)}`;
  return wanted > last ? last : wanted;
}

/**
 * A month of the diary as a grid (the WAI-ARIA grid pattern): one button per day, the
 * inks' swabs on it, its words for screen readers; arrow keys move by day and week, Home and
 * End to the week's ends, Page Up and Page Down by month; Enter or a tap lists the day.
 */
export function DiaryCalendar({
  month,
  uses,
  today,
  selected,
  onSelect,
  onMonth,
  labelledBy,
}: {
  month: Month;
  uses: readonly Use[];
  today: string;
  selected: string | null;
  onSelect: (day: string) => void;
  onMonth: (month: Month) => void;
  labelledBy: string;
}) {
  const byDay = usesByDay(uses);
  const weeks = monthWeeks(month);
  const inMonth = (d: string | null) => d !== null && monthOf(d) === month;
  const start = inMonth(selected) ? selected : monthOf(today) === month ? today : `${month}-01`;
  const [active, setActive] = useState<string>(start ?? `${month}-01`);
  // a day of another month (after the month changed): the roving focus starts again
  const current = inMonth(active) ? active : (start ?? `${month}-01`);
  const grid = useRef<HTMLTableElement>(null);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const day = focusNext.current;
    if (day === null || monthOf(day) !== month) return;
    focusNext.current = null;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus();
  }, [month, active]);

  const moveTo = (day: string) => {
    focusNext.current = day;
    setActive(day);
    if (monthOf(day) !== month) onMonth(monthOf(day));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    let next = dayAfterKey(e.key, current);
    if (e.key === 'PageUp' || e.key === 'PageDown')
      next = sameDayIn(current, addMonths(month, e.key === 'PageUp' ? -1 : 1));
    if (next === null) return;
    e.preventDefault();
    moveTo(next);
  };

  return (
    <table
      ref={grid}
      role="grid"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      className="w-full table-fixed border-separate border-spacing-1"
    >
      <thead>
        <tr>
          {weekdayNames().map(([short, long]) => (
            <th key={short} scope="col" className="pb-1 text-xs font-medium text-muted">
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((day, i) =>
              day === null ? (
                <td key={`empty-${i}`} role="gridcell" aria-hidden="true" />
              ) : (
                <td key={day} role="gridcell" aria-selected={day === selected}>
                  <DayButton
                    day={day}
                    uses={byDay.get(day) ?? []}
                    today={today}
                    selected={day === selected}
                    tabbable={day === current}
                    onSelect={() => {
                      setActive(day);
                      onSelect(day);
                    }}
                  />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayButton({
  day,
  uses,
  today,
  selected,
  tabbable,
  onSelect,
}: {
  day: string;
  uses: readonly Use[];
  today: string;
  selected: boolean;
  tabbable: boolean;
  onSelect: () => void;
}) {
  const shown = uses.slice(0, SWABS_SHOWN);
  const more = uses.length - shown.length;
  return (
    <button
      type="button"
      data-day={day}
      tabIndex={tabbable ? 0 : -1}
      aria-label={dayLabel(day, uses, today)}
      onClick={onSelect}
      className={cn(
        'flex h-16 w-full cursor-pointer flex-col items-center justify-start gap-1 rounded-lg border px-0.5 pt-1 text-sm sm:h-20',
        selected
          ? 'border-primary bg-primary/10'
          : uses.length > 0
            ? 'border-rule bg-paper hover:border-primary'
            : 'border-transparent hover:border-rule',
        day > today && 'text-muted',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'grid size-6 place-items-center rounded-full font-mono text-xs',
          day === today && 'bg-primary text-on-primary',
        )}
      >
        {Number(day.slice(8, 10))}
      </span>
      {uses.length > 0 && (
        <span aria-hidden="true" className="flex flex-wrap items-center justify-center gap-0.5">
          {shown.map((u) => (
            <Swab
              key={u.id}
              hex={u.ink.colorHex}
              seed={u.ink.id}
              className="h-3.5 w-5 sm:h-5 sm:w-8"
            />
          ))}
          {more > 0 && <span className="text-[0.65rem] text-muted">+{more}</span>}
        </span>
      )}
    </button>
  );
}
