import { REQUEST_STATE_LABELS, REQUEST_STATES } from '@inklore/contract/members/members.rules';
import { describe, expect, it } from 'vitest';
import { REQUEST_STATE_WORDS, requestStateWord } from './request-words.ts';

describe("the sample requests' words", () => {
  it("say each state in the contract's English", () => {
    expect(Object.keys(REQUEST_STATE_WORDS).sort()).toEqual([...REQUEST_STATES].sort());
    for (const state of REQUEST_STATES) {
      expect(REQUEST_STATE_WORDS[state].message).toBe(REQUEST_STATE_LABELS[state]);
      expect(requestStateWord(state)).toBe(REQUEST_STATE_LABELS[state]);
    }
  });
});
