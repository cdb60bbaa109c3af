import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumber, foundText, imageCountText } from './format.ts';

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
});
