import { MONTH_NAMES } from '@inklore/contract/shared/months.rules';

/*
 * Dates are written out here, not by Intl.DateTimeFormat: the first formatter a page makes
 * loads the locale's calendar data, about 24 ms on a fast machine and four times that on a
 * mid-range phone, and the ink page's Profile Details drew one while the page became live
 * (the one long task of its load that was not the page's own work). The words are Intl's own
 * for en-US (format.test.ts compares them, date by date), in the visitor's time zone as Intl's.
 */

function localDate(iso: string): Date | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 'MMMM d, yyyy', e.g. November 22, 2026 (spec §2 Profile Details). */
export function formatLongDate(iso: string): string {
  const d = localDate(iso);
  return d ? `${MONTH_NAMES[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}` : '';
}

/** 'MMM d, yyyy', e.g. Nov 22, 2026: the month's first three letters, as en-US writes them. */
export function formatShortDate(iso: string): string {
  const d = localDate(iso);
  return d ? `${MONTH_NAMES[d.getMonth()]?.slice(0, 3)} ${d.getDate()}, ${d.getFullYear()}` : '';
}
