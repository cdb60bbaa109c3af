import { plural, t } from '@lingui/core/macro';
import { addDays, daysBetween } from '@inklore/contract/pens/pens.rules';
import { formatDay, formatMonth, localDay } from '#src/lib/dates.ts';

/*
 * Calendar days as the pens' calls take them: 'YYYY-MM-DD' in the member's own time (the
 * contract's pens.ts). Every day the web app sends is the browser's local day, never the UTC
 * day of `toISOString()`: at 23:30 in New York it is still today there.
 */

export { localDay };

const pad = (n: number) => String(n).padStart(2, '0');

/** A month as the diary's address writes it: '2026-11'. */
export type Month = string;

/** The month of a day: '2026-11-22' -> '2026-11'. */
export const monthOf = (day: string): Month => day.slice(0, 7);

/** Whether `raw` is a month the diary can show ('YYYY-MM', from 1900). */
export function isMonth(raw: string | null | undefined): raw is Month {
  if (!raw || !/^\d{4}-\d{2}$/.test(raw)) return false;
  const month = Number(raw.slice(5, 7));
  return raw >= '1900-01' && month >= 1 && month <= 12;
}

/** The month `n` months after `month` (before, for a negative n). */
export function addMonths(month: Month, n: number): Month {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The first and the last day of a month. */
export function monthRange(month: Month): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** 'November 2026' (in the page's language: 2026年11月). */
export function monthTitle(month: Month): string {
  return formatMonth(month);
}

/** '12 November' (the calendar's words for a day, in the page's language: 11月12日). */
export function dayAndMonth(day: string): string {
  return formatDay(day, false);
}

/** '12 November 2026' (in the page's language: 2026年11月12日). */
export function longDay(day: string): string {
  return formatDay(day, true);
}

/** Monday 0 ... Sunday 6, for a day. */
export function weekday(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The month's weeks, Monday first: each week seven days, `null` where the day belongs to the
 * month before or after.
 */
export function monthWeeks(month: Month): (string | null)[][] {
  const { from, to } = monthRange(month);
  const days = daysBetween(from, to) + 1;
  const cells: (string | null)[] = Array.from({ length: weekday(from) }, () => null);
  for (let i = 0; i < days; i++) cells.push(addDays(from, i));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** "Inked today", "Inked 1 day ago", "Inked 12 days ago". */
export function daysInkedText(inkedOn: string, today: string): string {
  const n = Math.max(0, daysBetween(inkedOn, today));
  if (n === 0) return t`Inked today`;
  return t`Inked ${plural(n, { one: '# day', other: '# days' })} ago`;
}
