import { describe, expect, it } from 'vitest';
import { compact, editDistance } from './ink-names.ts';

describe('ink names as people write them', () => {
  it('measures edit distance, stopping early', () => {
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abc', 'abc', 0)).toBe(0);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3); // more than max: max + 1
  });

  it('compacts a name: no case, accents, punctuation or spaces', () => {
    expect(compact('Kon-Peki')).toBe('konpeki');
    expect(compact('Éclat de Saphir')).toBe('eclatdesaphir');
  });
});
