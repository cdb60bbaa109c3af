import {
  ACTION_TRUST,
  RESTRICTION_TEXT,
  RESTRICTIONS,
  VERIFY_TO,
  type TrustedAction,
} from '@inklore/contract/trust/trust.rules';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/lib/i18n.ts';
import { RESTRICTION_WORDS, VERIFY_TO_WORDS } from './trust-words.ts';

describe("the trust rules' words", () => {
  it("ask to verify for each action in the contract's English", () => {
    const actions = Object.keys(ACTION_TRUST) as TrustedAction[];
    expect(Object.keys(VERIFY_TO_WORDS).sort()).toEqual([...actions].sort());
    for (const action of actions) {
      expect(i18n._(VERIFY_TO_WORDS[action])).toBe(VERIFY_TO[action]);
    }
  });

  it("say each restriction in the contract's English", () => {
    expect(Object.keys(RESTRICTION_WORDS).sort()).toEqual([...RESTRICTIONS].sort());
    for (const restriction of RESTRICTIONS) {
      expect(i18n._(RESTRICTION_WORDS[restriction])).toBe(RESTRICTION_TEXT[restriction]);
    }
  });
});
