import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  SOCIAL_MESSAGES,
} from '@inklore/contract/social/social.rules';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/lib/i18n.ts';
import { NOTIFICATION_KIND_WORDS, SOCIAL_WORDS } from './words.ts';

describe('the social words', () => {
  it("say each notification kind in the contract's English", () => {
    expect(Object.keys(NOTIFICATION_KIND_WORDS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const kind of NOTIFICATION_KINDS) {
      expect(i18n._(NOTIFICATION_KIND_WORDS[kind])).toBe(NOTIFICATION_KIND_LABELS[kind]);
    }
  });

  it("say each message in the contract's English", () => {
    for (const [key, words] of Object.entries(SOCIAL_WORDS)) {
      expect(i18n._(words)).toBe(SOCIAL_MESSAGES[key as keyof typeof SOCIAL_WORDS]);
    }
  });
});
