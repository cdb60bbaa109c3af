import { describe, expect, it } from 'vitest';
import { timeAgo } from './time.ts';

const now = Date.parse('2026-11-20T12:00:00.000Z');
const ago = (seconds: number) => timeAgo(new Date(now - seconds * 1000).toISOString(), now);

describe('timeAgo', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(ago(20)).toBe('just now');
    expect(ago(120)).toBe('2 minutes ago');
    expect(ago(3 * 3600)).toBe('3 hours ago');
    expect(ago(26 * 3600)).toBe('yesterday');
    expect(ago(3 * 86400)).toBe('3 days ago');
    expect(ago(14 * 86400)).toBe('2 weeks ago');
    expect(ago(60 * 86400)).toBe('2 months ago');
    expect(ago(800 * 86400)).toBe('2 years ago');
  });

  it('says nothing of a date it cannot read', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});
