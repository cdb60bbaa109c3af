import { describe, expect, it } from 'vitest';
import { formatNumber } from './format.ts';
import { i18n } from './i18n.ts';
import { messages as en } from '#src/locales/en.po';
import { formatLongDate, formatShortDate } from './dates.ts';

describe('formatting', () => {
  it("writes dates as 'MMMM d, yyyy'", () => {
    expect(formatLongDate('2026-11-02T12:00:00.000Z')).toBe('November 2, 2026');
    expect(formatLongDate('not a date')).toBe('');
    expect(formatShortDate('not a date')).toBe('');
  });

  it.each([
    ['en', 'en-US'],
    ['ja', 'ja'],
    ['de', 'de'],
  ] as const)(
    'writes the words Intl writes for %s, every day of two years and each hour of a day',
    (locale, tag) => {
      const long = new Intl.DateTimeFormat(tag, {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      });
      const short = new Intl.DateTimeFormat(tag, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      });
      const start = Date.UTC(2025, 0, 1, 23, 30);
      const times = [
        ...Array.from({ length: 731 }, (_, day) => start + day * 86_400_000),
        ...Array.from({ length: 24 }, (_, hour) => Date.UTC(2026, 11, 31, hour, 59)),
      ];
      for (const t of times) {
        const iso = new Date(t).toISOString();
        expect(formatLongDate(iso, false, locale), iso).toBe(long.format(t));
        expect(formatShortDate(iso, false, locale), iso).toBe(short.format(t));
      }
    },
  );

  it('groups thousands', () => {
    expect(formatNumber(828)).toBe('828');
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234)).toBe('-1,234');
  });

  it("writes the page's language's separators", () => {
    i18n.activate('de', {});
    try {
      expect(formatNumber(1234567)).toBe('1.234.567');
    } finally {
      i18n.activate('en', en);
    }
  });
});
