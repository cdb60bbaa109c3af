import { describe, expect, it } from 'vitest';
import { SENTENCES_DE } from './de.ts';
import { SENTENCES_JA } from './ja.ts';
import {
  fillSentence,
  findSentence,
  placeholdersOf,
  translateSentence,
  type SentenceTable,
} from './match.ts';
import { SENTENCES, type SentenceKey } from './sentences.ts';

const keys = Object.keys(SENTENCES) as SentenceKey[];
const tables: [string, SentenceTable][] = [
  ['ja', SENTENCES_JA],
  ['de', SENTENCES_DE],
];

describe('the catalogue of server sentences (ADR 084)', () => {
  it.each(tables)(
    '%s writes every sentence, with the same placeholders, and nothing else',
    (_, table) => {
      expect(Object.keys(table).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        expect({ key, names: placeholdersOf(table[key]) }).toEqual({
          key,
          names: placeholdersOf(SENTENCES[key]),
        });
        expect(table[key].trim(), key).not.toBe('');
      }
    },
  );

  it('keys are lowercase area.name, each sentence written once', () => {
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9_]*\.[a-z0-9_.]+$/);
    const texts = Object.values(SENTENCES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('finds every sentence, with its values, from the English the server sends', () => {
    for (const key of keys) {
      const values = Object.fromEntries(
        placeholdersOf(SENTENCES[key]).map((n, i) => [n, `v${i}x`]),
      );
      const sent = fillSentence(SENTENCES[key], values);
      expect({ sent, found: findSentence(sent) }).toEqual({ sent, found: { key, values } });
    }
  });

  it('a placeholder said twice is the same text both times; values may hold the words around them', () => {
    expect(findSentence('Invalid colour: colour is not a known parameter')).toEqual({
      key: 'request.invalid_unknown_parameter',
      values: { param: 'colour' },
    });
    // two different names are not that sentence
    expect(findSentence('Invalid a: b is not a known parameter')?.key).not.toBe(
      'request.invalid_unknown_parameter',
    );
    const odd = 'x: y';
    const sent = fillSentence(SENTENCES['request.invalid_unknown_parameter'], { param: odd });
    expect(findSentence(sent)).toEqual({
      key: 'request.invalid_unknown_parameter',
      values: { param: odd },
    });
  });

  it('does not try its patterns on a text far longer than any sentence (their cost grows with its square)', () => {
    // it would be "Invalid {field}: {problem}" if it were tried
    expect(findSentence(`Invalid ${'a'.repeat(3000)}: b`)).toBeNull();
    expect(findSentence('Invalid a: b')?.key).toBe('request.invalid_field');
  });

  it('every placeholder sits between words of its own, so a sentence cannot match any text', () => {
    for (const key of keys) {
      const literal = SENTENCES[key].replace(/\{[a-zA-Z0-9]+\}/g, '').trim();
      expect({ key, long: literal.length >= 6 }).toEqual({ key, long: true });
    }
  });

  it('writes a sentence in Japanese and German, and a sentence inside another too', () => {
    const sent = 'Invalid field: The request is not valid.';
    expect(translateSentence(sent, SENTENCES_DE)).toBe(
      fillSentence(SENTENCES_DE['request.invalid_field'], {
        field: 'field',
        problem: SENTENCES_DE['request.not_valid'],
      }),
    );
    expect(translateSentence('The request is not valid.', SENTENCES_JA)).toBe(
      SENTENCES_JA['request.not_valid'],
    );
    // a text the catalogue lacks stays as it is
    expect(translateSentence('Something else entirely.', SENTENCES_JA)).toBe(
      'Something else entirely.',
    );
    expect(findSentence('Something else entirely.')).toBeNull();
  });
});
