import {
  INVENTORY_KIND_LABELS,
  INVENTORY_KINDS,
  INVENTORY_STATUS_LABELS,
  INVENTORY_STATUSES,
} from '@inklore/contract/shared/members.rules';
import { describe, expect, it } from 'vitest';
import {
  INVENTORY_KIND_IN_SENTENCE,
  INVENTORY_KIND_WORDS,
  INVENTORY_STATUS_IN_SENTENCE,
  INVENTORY_STATUS_WORDS,
  kindInSentence,
  kindWord,
  statusInSentence,
  statusWord,
} from './inventory-words.ts';

describe("the ink-ventory's words", () => {
  it("say each status in the contract's English", () => {
    expect(Object.keys(INVENTORY_STATUS_WORDS).sort()).toEqual([...INVENTORY_STATUSES].sort());
    for (const status of INVENTORY_STATUSES) {
      const english = INVENTORY_STATUS_LABELS[status];
      expect(INVENTORY_STATUS_WORDS[status].message).toBe(english);
      expect(statusWord(status)).toBe(english);
      expect(INVENTORY_STATUS_IN_SENTENCE[status].message).toBe(english.toLowerCase());
      expect(statusInSentence(status)).toBe(english.toLowerCase());
    }
  });

  it("say each kind in the contract's English", () => {
    expect(Object.keys(INVENTORY_KIND_WORDS).sort()).toEqual([...INVENTORY_KINDS].sort());
    for (const kind of INVENTORY_KINDS) {
      const english = INVENTORY_KIND_LABELS[kind];
      expect(INVENTORY_KIND_WORDS[kind].message).toBe(english);
      expect(kindWord(kind)).toBe(english);
      expect(INVENTORY_KIND_IN_SENTENCE[kind].message).toBe(english.toLowerCase());
      expect(kindInSentence(kind)).toBe(english.toLowerCase());
    }
  });
});
