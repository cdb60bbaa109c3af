import { describe, expect, it } from 'vitest';
import { BADGE_WORDS, badgeWords } from './badge-words.ts';
import { BADGES } from './badges.ts';

describe("the badges' words in every language", () => {
  it.each(Object.entries(BADGE_WORDS))(
    '%s names every badge and its rule, each name once',
    (_, words) => {
      expect(Object.keys(words).sort()).toEqual(BADGES.map((b) => b.id).sort());
      const names = Object.values(words).map((w) => w.name);
      expect(new Set(names).size).toBe(BADGES.length);
      for (const w of Object.values(words)) {
        expect(w.name.trim()).not.toBe('');
        expect(w.rule.trim()).not.toBe('');
      }
    },
  );

  it("gives the badge's own English in English, and for a badge a language does not know", () => {
    const [first] = BADGES;
    if (!first) throw new Error('no badges');
    expect(badgeWords(first, 'en')).toEqual({ name: first.name, rule: first.rule });
    expect(badgeWords(first, 'ja')).toEqual(BADGE_WORDS.ja[first.id]);
    const unknown = { id: 'not-a-badge', name: 'Unknown', rule: 'No rule.' };
    expect(badgeWords(unknown, 'de')).toEqual({ name: 'Unknown', rule: 'No rule.' });
  });
});
