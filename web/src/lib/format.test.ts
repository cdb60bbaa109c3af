import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  formatNumber,
  formatRelative,
  foundText,
  imageCountText,
} from './format.ts';

describe('formatting', () => {
  it("writes dates as 'MMMM d, yyyy'", () => {
    expect(formatLongDate('2026-11-02T12:00:00.000Z')).toBe('November 2, 2026');
    expect(formatLongDate('not a date')).toBe('');
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

  it('says how long ago in words', () => {
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(formatRelative(ago(5_000), now)).toBe('just now');
    expect(formatRelative(ago(-5_000), now)).toBe('just now');
    expect(formatRelative(ago(60_000), now)).toBe('1 minute ago');
    expect(formatRelative(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelative(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelative(ago(86_400_000), now)).toBe('yesterday');
    expect(formatRelative(ago(3 * 86_400_000), now)).toBe('3 days ago');
    expect(formatRelative(ago(14 * 86_400_000), now)).toBe('2 weeks ago');
    expect(formatRelative(ago(400 * 86_400_000), now)).toBe('last year');
    expect(formatRelative('nonsense', now)).toBe('');
  });
});
