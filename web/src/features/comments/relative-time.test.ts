import { describe, expect, it } from 'vitest';
import { formatRelative } from './relative-time.ts';

describe('relative time', () => {
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
