import { PEN_KIND_LABELS, PEN_KINDS, PEN_MESSAGES } from '@inklore/contract/pens/pens.rules';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/lib/i18n.ts';
import { ARCHIVE_INKED_WORDS, PEN_KIND_WORDS, penKindWord } from './pen-words.ts';

describe("the pens' words", () => {
  it("name each kind of pen in the contract's English", () => {
    expect(Object.keys(PEN_KIND_WORDS).sort()).toEqual([...PEN_KINDS].sort());
    for (const kind of PEN_KINDS) expect(penKindWord(kind)).toBe(PEN_KIND_LABELS[kind]);
  });

  it("say why an inked pen is not archived in the contract's English", () => {
    expect(i18n._(ARCHIVE_INKED_WORDS)).toBe(PEN_MESSAGES.archiveInked);
  });
});
