import { MONTH_NAMES } from '@inklore/contract/shared/months.rules';

/*
 * Dates are written out here, not by Intl.DateTimeFormat: the first formatter a page makes
 * loads the locale's calendar data, about 24 ms on a fast machine and four times that on a
 * mid-range phone, and the ink page's Profile Details drew one while the page became live
 * (the one long task of its load that was not the page's own work). The words are Intl's own
 * for en-US (format.test.ts compares them, date by date), in the visitor's time zone as Intl's.
 */

function parse(iso: string): Date | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The month, day and year of a moment: in the visitor's zone, or in UTC (see LocalDate). */
function calendar(iso: string, utc: boolean): [month: string, day: number, year: number] | null {
  const d = parse(iso);
  if (!d) return null;
  const month = MONTH_NAMES[utc ? d.getUTCMonth() : d.getMonth()] ?? '';
  return utc ? [month, d.getUTCDate(), d.getUTCFullYear()] : [month, d.getDate(), d.getFullYear()];
}

/** 'MMMM d, yyyy', e.g. November 22, 2026 (spec §2 Profile Details). */
export function formatLongDate(iso: string, utc = false): string {
  const c = calendar(iso, utc);
  return c ? `${c[0]} ${c[1]}, ${c[2]}` : '';
}

/** 'MMM d, yyyy', e.g. Nov 22, 2026: the month's first three letters, as en-US writes them. */
export function formatShortDate(iso: string, utc = false): string {
  const c = calendar(iso, utc);
  return c ? `${c[0].slice(0, 3)} ${c[1]}, ${c[2]}` : '';
}
