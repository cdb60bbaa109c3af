import { MONTH_NAMES } from '@inklore/contract/shared/months.rules';
import { describe, expect, it } from 'vitest';
import { formatDay, formatMonth, monthName, weekdayNames } from './dates.ts';

const intl = (locale: string, options: Intl.DateTimeFormatOptions, m: number, day = 1) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, m, day)),
  );

describe("the months' names", () => {
  it("are the contract's in English: long, three letters, one", () => {
    MONTH_NAMES.forEach((name, m) => {
      expect(monthName(m, 'long', 'en')).toBe(name);
      expect(monthName(m, 'short', 'en')).toBe(name.slice(0, 3));
      expect(monthName(m, 'narrow', 'en')).toBe(name.charAt(0));
    });
  });

  it("are Intl's in Japanese and German", () => {
    for (let m = 0; m < 12; m++) {
      expect(monthName(m, 'long', 'ja')).toBe(intl('ja', { month: 'long' }, m));
      expect(monthName(m, 'short', 'ja')).toBe(intl('ja', { month: 'short' }, m));
      expect(monthName(m, 'narrow', 'ja')).toBe(intl('ja', { month: 'narrow' }, m));
      expect(monthName(m, 'long', 'de')).toBe(intl('de', { month: 'long' }, m));
      expect(monthName(m, 'narrow', 'de')).toBe(intl('de', { month: 'narrow' }, m));
    }
    // short as a date writes it (formatShortDate's)
    expect(monthName(8, 'short', 'de')).toBe('Sept.');
    expect(monthName(2, 'short', 'de')).toBe('März');
  });

  it('are nothing for a month that is not one', () => {
    expect(monthName(12)).toBe('');
    expect(monthName(Number.NaN, 'long', 'ja')).toBe('');
  });
});

describe("the diary's days and months", () => {
  it('write a day with its year or without', () => {
    expect(formatDay('2026-11-02', true, 'en')).toBe('2 November 2026');
    expect(formatDay('2026-11-02', false, 'en')).toBe('2 November');
    expect(formatDay('2026-11-02', true, 'ja')).toBe(
      intl('ja', { year: 'numeric', month: 'long', day: 'numeric' }, 10, 2),
    );
    expect(formatDay('2026-11-02', false, 'ja')).toBe(
      intl('ja', { month: 'long', day: 'numeric' }, 10, 2),
    );
    expect(formatDay('2026-11-02', true, 'de')).toBe(
      intl('de', { year: 'numeric', month: 'long', day: 'numeric' }, 10, 2),
    );
    expect(formatDay('2026-11-02', false, 'de')).toBe(
      intl('de', { month: 'long', day: 'numeric' }, 10, 2),
    );
  });

  it('write a month with its year', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-11', 'ja')).toBe(intl('ja', { year: 'numeric', month: 'long' }, 10));
    expect(formatMonth('2026-11', 'de')).toBe(intl('de', { year: 'numeric', month: 'long' }, 10));
  });
});

describe("the week's days", () => {
  it("are Intl's, Monday first", () => {
    for (const locale of ['en', 'ja', 'de'] as const) {
      weekdayNames(locale).forEach(([short, long], i) => {
        // 2 November 2026 is a Monday
        expect(long).toBe(intl(locale, { weekday: 'long' }, 10, 2 + i));
        expect(short).toBe(intl(locale, { weekday: 'short' }, 10, 2 + i).replace('.', ''));
      });
    }
  });
});
