import { ALREADY_IN_COLLECTION } from '@inklore/contract/shared/members.rules';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/lib/i18n.ts';
import { ALREADY_IN_COLLECTION_WORDS } from './words.ts';

describe("the collections' words", () => {
  it("say the contract's English", () => {
    expect(ALREADY_IN_COLLECTION_WORDS.message).toBe(ALREADY_IN_COLLECTION);
    expect(i18n._(ALREADY_IN_COLLECTION_WORDS)).toBe(ALREADY_IN_COLLECTION);
  });
});
