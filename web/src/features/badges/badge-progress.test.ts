import type { Badge } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { fraction, nextBadges, progressText } from './badge-progress.ts';

function badge(
  id: string,
  measure: Badge['measure'],
  target: number,
  progress: number | null,
  held: boolean | null = progress === null ? null : progress >= target,
): Badge {
  return { id, name: id, rule: `${id} rule`, measure, target, holders: 0, held, progress };
}

describe('badge progress', () => {
  it('is a fraction of the target, never past it', () => {
    expect(fraction(badge('a', 'comments', 25, 5))).toBe(0.2);
    expect(fraction(badge('a', 'comments', 25, 40))).toBe(1);
    expect(fraction(badge('a', 'comments', 25, null))).toBe(0);
    expect(progressText(badge('a', 'comments', 25, 40))).toBe('25 of 25');
  });

  it('names the next badge on each road, nearest to done first, never role badges', () => {
    const list = [
      badge('first-image', 'communityImages', 1, 1),
      badge('gallery-regular', 'communityImages', 10, 1),
      badge('sampler', 'inventoryEntries', 10, 8),
      badge('collector', 'inventoryEntries', 50, 8),
      badge('first-words', 'comments', 1, 0),
      badge('moderator', 'staffRole', 1, 0),
    ];
    expect(nextBadges(list).map((b) => b.id)).toEqual([
      'sampler',
      'gallery-regular',
      'first-words',
    ]);
  });

  it('names none for a visitor', () => {
    expect(nextBadges([badge('sampler', 'inventoryEntries', 10, null)])).toEqual([]);
  });
});
