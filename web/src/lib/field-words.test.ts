import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_FIELDS,
  CORRECTION_MESSAGES,
} from '@inklore/contract/corrections/corrections.rules';
import {
  FIELD_LABELS,
  REVISED_FIELDS,
  REVISION_KIND_LABELS,
  REVISION_KINDS,
} from '@inklore/contract/revisions/revisions.rules';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/lib/i18n.ts';
import {
  CORRECTION_SENT_WORDS,
  INK_FIELD_IN_SENTENCE,
  INK_FIELD_WORDS,
  inkFieldInSentence,
  inkFieldWord,
  REVISION_KIND_WORDS,
} from './field-words.ts';

describe("an ink's fields, history and corrections in words", () => {
  it("name each field in the contract's English", () => {
    expect(Object.keys(INK_FIELD_WORDS).sort()).toEqual([...REVISED_FIELDS].sort());
    for (const field of REVISED_FIELDS) {
      expect(inkFieldWord(field)).toBe(FIELD_LABELS[field]);
      expect(INK_FIELD_IN_SENTENCE[field].message).toBe(FIELD_LABELS[field].toLowerCase());
      expect(inkFieldInSentence(field)).toBe(FIELD_LABELS[field].toLowerCase());
    }
    for (const field of CORRECTION_FIELDS)
      expect(inkFieldWord(field)).toBe(CORRECTION_FIELD_LABELS[field]);
  });

  it('name a field the web does not know by its label', () => {
    const unknown = 'nib' as never;
    expect(inkFieldWord(unknown, 'Nib')).toBe('Nib');
    expect(inkFieldInSentence(unknown, 'Nib')).toBe('nib');
  });

  it("name each kind of revision in the contract's English", () => {
    for (const kind of REVISION_KINDS)
      expect(i18n._(REVISION_KIND_WORDS[kind])).toBe(REVISION_KIND_LABELS[kind]);
  });

  it("say a correction was sent in the contract's English", () => {
    expect(i18n._(CORRECTION_SENT_WORDS.sent)).toBe(CORRECTION_MESSAGES.sent);
    expect(i18n._(CORRECTION_SENT_WORDS.applied)).toBe(CORRECTION_MESSAGES.applied);
  });
});
