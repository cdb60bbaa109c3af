import { formatNumberIn, i18n, type Locale } from './i18n.ts';

/*
 * "yesterday", "3 hours ago", "in 2 weeks" (and 昨日, vor 3 Stunden): what
 * Intl.RelativeTimeFormat(locale, { numeric: 'auto' }) writes in the site's three languages,
 * written out here. The first such formatter a page makes loads the locale's data, about 22 ms
 * on a fast machine and four times that on a mid-range phone, and the ink page's comments drew
 * one in a single task while the page became live (ADR 076). relative-words.test.ts compares
 * every unit and amount with Intl's own words, language by language.
 */

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

type Words = {
  /** The words for -2..2 of a unit, where the language has a word (null: it counts). */
  named: Record<RelativeUnit, (string | null)[]>;
  /** A counted amount: `n` written already, `ago` for the past. */
  counted: (n: string, size: number, unit: RelativeUnit, ago: boolean) => string;
};

const EN_UNIT = (size: number, unit: RelativeUnit) => `${unit}${size === 1 ? '' : 's'}`;
const JA_UNIT: Record<RelativeUnit, string> = {
  second: '秒',
  minute: '分',
  hour: '時間',
  day: '日',
  week: '週間',
  month: 'か月',
  year: '年',
};
const DE_UNIT: Record<RelativeUnit, [one: string, many: string]> = {
  second: ['Sekunde', 'Sekunden'],
  minute: ['Minute', 'Minuten'],
  hour: ['Stunde', 'Stunden'],
  day: ['Tag', 'Tagen'],
  week: ['Woche', 'Wochen'],
  month: ['Monat', 'Monaten'],
  year: ['Jahr', 'Jahren'],
};

const WORDS: Record<Locale, Words> = {
  en: {
    named: {
      second: [null, '1 second ago', 'now', 'in 1 second', null],
      minute: [null, '1 minute ago', 'this minute', 'in 1 minute', null],
      hour: [null, '1 hour ago', 'this hour', 'in 1 hour', null],
      day: [null, 'yesterday', 'today', 'tomorrow', null],
      week: [null, 'last week', 'this week', 'next week', null],
      month: [null, 'last month', 'this month', 'next month', null],
      year: [null, 'last year', 'this year', 'next year', null],
    },
    counted: (n, size, unit, ago) =>
      ago ? `${n} ${EN_UNIT(size, unit)} ago` : `in ${n} ${EN_UNIT(size, unit)}`,
  },
  ja: {
    named: {
      second: [null, null, '今', null, null],
      minute: [null, null, '1 分以内', null, null],
      hour: [null, null, '1 時間以内', null, null],
      day: ['一昨日', '昨日', '今日', '明日', '明後日'],
      week: [null, '先週', '今週', '来週', null],
      month: [null, '先月', '今月', '来月', null],
      year: [null, '昨年', '今年', '来年', null],
    },
    counted: (n, _size, unit, ago) => `${n} ${JA_UNIT[unit]}${ago ? '前' : '後'}`,
  },
  de: {
    named: {
      second: [null, null, 'jetzt', null, null],
      minute: [null, null, 'in dieser Minute', null, null],
      hour: [null, null, 'in dieser Stunde', null, null],
      day: ['vorgestern', 'gestern', 'heute', 'morgen', 'übermorgen'],
      week: [null, 'letzte Woche', 'diese Woche', 'nächste Woche', null],
      month: [null, 'letzten Monat', 'diesen Monat', 'nächsten Monat', null],
      year: [null, 'letztes Jahr', 'dieses Jahr', 'nächstes Jahr', null],
    },
    counted: (n, size, unit, ago) =>
      `${ago ? 'vor' : 'in'} ${n} ${DE_UNIT[unit][size === 1 ? 0 : 1]}`,
  },
};

/**
 * A whole `amount` of `unit` from now (negative: past) in the page's language (or `locale`),
 * as Intl writes it.
 */
export function relativeWords(
  amount: number,
  unit: RelativeUnit,
  locale: Locale = i18n.locale,
): string {
  const whole = Math.trunc(amount) || 0; // the callers round; -0 is 'now' or 'this', as 0
  const words = WORDS[locale];
  const named = Math.abs(whole) <= 2 ? words.named[unit][whole + 2] : null;
  if (named) return named;
  const size = Math.abs(whole);
  return words.counted(formatNumberIn(locale, size), size, unit, whole < 0);
}
