import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { YearInInk } from '@inklore/contract';
import { pathOf } from '@inklore/contract/pages/pages.rules';
import { yearSpan } from '@inklore/contract/pens/year.rules';
import { formatDay } from '#src/lib/dates.ts';

/**
 * What the Year in Ink pages say and link to (ADR 057), as pure functions the tests read:
 * the year an address names, the years the picker offers, the strip in words, the addresses
 * of a shared year and its card.
 */

/** The year of /year/{year}: four digits from 1900 to next year, else null (not a page). */
export function parseYear(param: string | undefined, thisYear: number): number | null {
  if (param === undefined || param === '') return thisYear;
  if (!/^\d{4}$/.test(param)) return null;
  const year = Number(param);
  return year >= 1900 && year <= thisYear + 1 ? year : null;
}

/** The picker's years: those with diary days, this year, and the one shown; newest first. */
export function pickerYears(years: readonly number[], thisYear: number, shown: number): number[] {
  return [...new Set([thisYear, shown, ...years])].sort((a, b) => b - a);
}

/** Whether the figures stop before the year's end (the year is under way). */
export function isSoFar(figures: Pick<YearInInk, 'year' | 'through'>): boolean {
  return figures.through < yearSpan(figures.year).to;
}

/** '1 January to 29 November 2026', or 'The whole of 2025'. */
export function spanText(figures: Pick<YearInInk, 'year' | 'through'>): string {
  // the year as written, not a number to format
  const year = String(figures.year);
  if (!isSoFar(figures)) return t`The whole of ${year}`;
  const from = formatDay(yearSpan(figures.year).from, false);
  const to = formatDay(figures.through, true);
  return t`${from} to ${to}`;
}

/** The strip in words: how many inks, in which order, from which to which. */
export function stripSummary(colors: YearInInk['colors']): string {
  const first = colors[0]?.ink;
  const last = colors.at(-1)?.ink;
  if (!first || !last) return t`No colours yet: no days written this year.`;
  const name = first.name;
  const brand = first.brand;
  if (colors.length === 1) return t`One ink: ${name} by ${brand}.`;
  const count = colors.length;
  const lastName = last.name;
  return t`${plural(count, { one: '# ink', other: '# inks' })} in hue order, from ${name} to ${lastName}, the neutrals last. Each is as wide as its days.`;
}

/** "12 days" */
export function daysText(n: number): string {
  return t`${plural(n, { one: '# day', other: '# days' })}`;
}

/** A year not shared yet has no public page (the contract's YEAR_MESSAGES.shareFirst). */
export const SHARE_FIRST: MessageDescriptor = msg`Share the year to get its public page and link preview.`;

/** A shared year's public page. */
export function sharedYearPath(username: string, year: number): string {
  return pathOf({ page: 'userYear', username, year: String(year) });
}

/** A shared year's link-preview card (drawn by the server; `version` makes a new address when it changes). */
export function yearCardPath(username: string, year: number, version?: string): string {
  const path = `/preview/year/${encodeURIComponent(username)}/${year}.png`;
  return version ? `${path}?v=${encodeURIComponent(version)}` : path;
}
