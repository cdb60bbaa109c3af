import { OWN_DISCOVERY_REVIEW, OWN_IMAGE_REVIEW } from '@inklore/contract/shared/messages.rules';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/lib/i18n.ts';
import { OWN_DISCOVERY_REVIEW_WORDS, OWN_IMAGE_REVIEW_WORDS } from './words.ts';

describe("the staff console's words", () => {
  it("say a moderator's own review in the contract's English", () => {
    expect(i18n._(OWN_DISCOVERY_REVIEW_WORDS)).toBe(OWN_DISCOVERY_REVIEW);
    expect(i18n._(OWN_IMAGE_REVIEW_WORDS)).toBe(OWN_IMAGE_REVIEW);
  });
});
