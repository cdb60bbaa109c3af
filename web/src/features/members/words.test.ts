import { MEMBER_MESSAGES } from '@inklore/contract/members/members.rules';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/lib/i18n.ts';
import { MEMBER_WORDS } from './words.ts';

describe("the members' words", () => {
  it("say each message in the contract's English", () => {
    for (const [key, words] of Object.entries(MEMBER_WORDS)) {
      expect(i18n._(words)).toBe(MEMBER_MESSAGES[key as keyof typeof MEMBER_WORDS]);
    }
  });
});
