import { describe, expect, it } from 'vitest';
import { formatNumber, foundText, imageCountText } from './format.ts';
import { formatLongDate, formatShortDate } from './dates.ts';

describe('formatting', () => {
  it("writes dates as 'MMMM d, yyyy'", () => {
    expect(formatLongDate('2026-11-02T12:00:00.000Z')).toBe('November 2, 2026');
    expect(formatLongDate('not a date')).toBe('');
    expect(formatShortDate('not a date')).toBe('');
  });

  it('writes the words Intl writes for en-US, every day of two years and each hour of a day', () => {
    const long = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    const short = new Intl.DateTimeFormat('en-US', {
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
      expect(formatLongDate(iso), iso).toBe(long.format(t));
      expect(formatShortDate(iso), iso).toBe(short.format(t));
    }
  });

  it('groups thousands', () => {
    expect(formatNumber(828)).toBe('828');
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234)).toBe('-1,234');
  });

  it('counts inks and images with the spec texts', () => {
    expect(foundText(1)).toBe('Found 1 ink');
    expect(foundText(828)).toBe('Found 828 inks');
    expect(imageCountText(0)).toBe('No images in gallery');
    expect(imageCountText(1)).toBe('1 image in gallery');
    expect(imageCountText(5)).toBe('5 images in gallery');
  });
});
