import { describe, expect, it } from 'vitest';
import { cleanName, nameProblem, textProblem } from './text.rules.ts';

describe('the one text rule', () => {
  it('takes writing in any script, emoji, tabs and line breaks', () => {
    for (const s of ['', 'Kon-peki', '色彩雫', 'Zoë', 'line\nbreak\r\n\ttab', '🖋️ 👩‍🎨', 'עברית'])
      expect(textProblem(s), JSON.stringify(s)).toBeNull();
  });
  it('refuses control characters and lone surrogates', () => {
    for (const s of ['\u0000', 'a\u0001', '\u001b[31m', '\u007f', '\u0085', 'a\ud800', '\udfffa'])
      expect(textProblem(s), JSON.stringify(s)).not.toBeNull();
  });
  it('cleans a name written elsewhere down to what the rule accepts', () => {
    expect(cleanName('  Ada\u200b Love\u202elace\n ')).toBe('Ada Love lace');
    expect(cleanName('\u200b\u0000')).toBeNull();
    const cleaned = cleanName('a\u0000\ud800b\u2066c') ?? '';
    expect(nameProblem(cleaned)).toBeNull();
  });
  it('names also refuse line breaks, direction controls and invisible characters', () => {
    for (const s of ['Zoë 山田', 'Ōkubo', "O'Brien-Smith"])
      expect(nameProblem(s), JSON.stringify(s)).toBeNull();
    for (const s of [
      'admin\u200b',
      '\u202eadmin',
      'a\u2066b',
      'a\ufeffb',
      'a\u00adb',
      'a\nb',
      'a\u034fb',
      '\u3164',
    ])
      expect(nameProblem(s), JSON.stringify(s)).not.toBeNull();
  });
});
