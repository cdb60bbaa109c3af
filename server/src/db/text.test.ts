import { describe, expect, it } from 'vitest';
import { normalizeText, searchDocument, words } from './text.ts';

describe('normalizeText', () => {
  it('folds case and accents, drops apostrophes, turns punctuation into spaces', () => {
    expect(normalizeText('Bleu Océan')).toBe('bleu ocean');
    expect(normalizeText("Noodler's")).toBe('noodlers');
    expect(normalizeText('Noodler\u2019s')).toBe('noodlers');
    expect(normalizeText('Kon-peki')).toBe('kon peki');
    expect(normalizeText('Rohrer & Klingner')).toBe('rohrer klingner');
    expect(normalizeText('  "quoted"  OR  (x) ')).toBe('quoted or x');
    expect(normalizeText('ＢＬＵＥ')).toBe('blue');
    expect(normalizeText('!!!')).toBe('');
  });

  it('splits into words', () => {
    expect(words('J. Herbin 1670')).toEqual(['j', 'herbin', '1670']);
    expect(words(' ')).toEqual([]);
  });
});

describe('searchDocument', () => {
  it('adds the joined form of hyphenated words', () => {
    expect(searchDocument('Kon-peki').split(' ')).toEqual(['kon', 'peki', 'konpeki']);
    expect(searchDocument('Blue Black').split(' ')).toEqual(['blue', 'black']);
    expect(searchDocument(null, 'Pilot')).toBe('pilot');
  });
});
