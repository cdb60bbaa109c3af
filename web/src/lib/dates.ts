import { MONTH_NAMES } from '@inklore/contract/shared/months.rules';
import { i18n, type Locale } from './i18n.ts';

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

/** The month (0-11), day and year of a moment: in the visitor's zone, or in UTC (see LocalDate). */
function calendar(iso: string, utc: boolean): [month: number, day: number, year: number] | null {
  const d = parse(iso);
  if (!d) return null;
  return utc
    ? [d.getUTCMonth(), d.getUTCDate(), d.getUTCFullYear()]
    : [d.getMonth(), d.getDate(), d.getFullYear()];
}

/** German's month names, long and as Intl shortens them (März, Mai, Juni and Juli stay whole). */
const DE_MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const DE_SHORT = [
  'Jan.',
  'Feb.',
  'März',
  'Apr.',
  'Mai',
  'Juni',
  'Juli',
  'Aug.',
  'Sept.',
  'Okt.',
  'Nov.',
  'Dez.',
];

/** A date as the page's language writes it, long or short (Intl's words, without Intl). */
function written(iso: string, utc: boolean, long: boolean, locale: Locale): string {
  const c = calendar(iso, utc);
  if (!c) return '';
  const [m, day, year] = c;
  if (locale === 'ja') return `${year}年${m + 1}月${day}日`;
  if (locale === 'de') return `${day}. ${(long ? DE_MONTHS : DE_SHORT)[m] ?? ''} ${year}`;
  const month = MONTH_NAMES[m] ?? '';
  return `${long ? month : month.slice(0, 3)} ${day}, ${year}`;
}

/**
 * The long date: 'MMMM d, yyyy' in English, e.g. November 22, 2026 (spec §2 Profile Details);
 * 2026年11月22日; 22. November 2026.
 */
export function formatLongDate(iso: string, utc = false, locale: Locale = i18n.locale): string {
  return written(iso, utc, true, locale);
}

/** The short date: Nov 22, 2026; 2026年11月22日; 22. Nov. 2026. */
export function formatShortDate(iso: string, utc = false, locale: Locale = i18n.locale): string {
  return written(iso, utc, false, locale);
}
