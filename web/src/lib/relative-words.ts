import { formatNumber } from './format.ts';

/*
 * "yesterday", "3 hours ago", "in 2 weeks": what Intl.RelativeTimeFormat('en', { numeric:
 * 'auto' }) writes, written out here. The first such formatter a page makes loads the locale's
 * data, about 22 ms on a fast machine and four times that on a mid-range phone, and the ink
 * page's comments drew one in a single task while the page became live.
 * relative-words.test.ts compares every unit and amount with Intl's own words.
 */

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** The words numeric: 'auto' uses for -1, 0 and 1 of a unit, where it has them. */
const NAMED: Partial<Record<RelativeUnit, [string, string, string]>> = {
  second: ['1 second ago', 'now', 'in 1 second'],
  minute: ['1 minute ago', 'this minute', 'in 1 minute'],
  hour: ['1 hour ago', 'this hour', 'in 1 hour'],
  day: ['yesterday', 'today', 'tomorrow'],
  week: ['last week', 'this week', 'next week'],
  month: ['last month', 'this month', 'next month'],
  year: ['last year', 'this year', 'next year'],
};

/** A whole `amount` of `unit` from now (negative: past) in English words, as Intl writes them. */
export function relativeWords(amount: number, unit: RelativeUnit): string {
  const whole = Math.trunc(amount) || 0; // the callers round; -0 is 'now' or 'this', as 0
  const named = NAMED[unit];
  if (named && whole >= -1 && whole <= 1) return named[whole + 1] ?? '';
  const size = Math.abs(whole);
  const words = `${formatNumber(size)} ${unit}${size === 1 ? '' : 's'}`;
  return whole < 0 ? `${words} ago` : `in ${words}`;
}
