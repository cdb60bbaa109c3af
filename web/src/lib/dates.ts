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

/**
 * A month's name (0 for January) as the page's language writes it: long (November, 11月,
 * November), short (Nov, 11月, Nov.) or narrow, a letter for the tightest places (N, 11月, N).
 */
export function monthName(
  m: number,
  form: 'long' | 'short' | 'narrow' = 'long',
  locale: Locale = i18n.locale,
): string {
  if (!(m >= 0 && m <= 11)) return '';
  if (locale === 'ja') return `${m + 1}月`;
  const long = (locale === 'de' ? DE_MONTHS : MONTH_NAMES)[m] ?? '';
  if (form === 'narrow') return long.charAt(0);
  if (form === 'short') return locale === 'de' ? (DE_SHORT[m] ?? '') : long.slice(0, 3);
  return long;
}

/** The week's days, Monday first, short and long, as the page's language writes them. */
const WEEKDAYS: Record<Locale, readonly (readonly [short: string, long: string])[]> = {
  en: [
    ['Mon', 'Monday'],
    ['Tue', 'Tuesday'],
    ['Wed', 'Wednesday'],
    ['Thu', 'Thursday'],
    ['Fri', 'Friday'],
    ['Sat', 'Saturday'],
    ['Sun', 'Sunday'],
  ],
  ja: [
    ['月', '月曜日'],
    ['火', '火曜日'],
    ['水', '水曜日'],
    ['木', '木曜日'],
    ['金', '金曜日'],
    ['土', '土曜日'],
    ['日', '日曜日'],
  ],
  de: [
    ['Mo', 'Montag'],
    ['Di', 'Dienstag'],
    ['Mi', 'Mittwoch'],
    ['Do', 'Donnerstag'],
    ['Fr', 'Freitag'],
    ['Sa', 'Samstag'],
    ['So', 'Sonntag'],
  ],
};

/** The week's days, Monday first: [short, long] (Mon, Monday; 月, 月曜日; Mo, Montag). */
export function weekdayNames(
  locale: Locale = i18n.locale,
): readonly (readonly [short: string, long: string])[] {
  return WEEKDAYS[locale];
}

/**
 * A calendar day ('YYYY-MM-DD', no time zone: the diary's days) written out, with its year or
 * without: 12 November 2026 (English as the diary has always written it, day first);
 * 2026年11月12日; 12. November 2026.
 */
export function formatDay(day: string, withYear = true, locale: Locale = i18n.locale): string {
  const year = day.slice(0, 4);
  const m = Number(day.slice(5, 7)) - 1;
  const d = Number(day.slice(8, 10));
  const month = monthName(m, 'long', locale);
  if (locale === 'ja') return withYear ? `${year}年${month}${d}日` : `${month}${d}日`;
  const dayMonth = locale === 'de' ? `${d}. ${month}` : `${d} ${month}`;
  return withYear ? `${dayMonth} ${year}` : dayMonth;
}

/** A month of a year ('YYYY-MM'): November 2026; 2026年11月; November 2026. */
export function formatMonth(month: string, locale: Locale = i18n.locale): string {
  const year = month.slice(0, 4);
  const name = monthName(Number(month.slice(5, 7)) - 1, 'long', locale);
  return locale === 'ja' ? `${year}年${name}` : `${name} ${year}`;
}

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

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The browser's local calendar day of `now`: '2026-11-22' (never the UTC day of
 * `toISOString()`: at 23:30 in New York it is still today there).
 */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
}
