import { TOKEN_SCOPE_LABELS, TOKEN_SCOPES } from '@inklore/contract/tokens/tokens.rules';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/lib/i18n.ts';
import { TOKEN_SCOPE_WORDS } from './words.ts';

describe("the access tokens' words", () => {
  it("say each scope in the contract's English", () => {
    expect(Object.keys(TOKEN_SCOPE_WORDS).sort()).toEqual([...TOKEN_SCOPES].sort());
    for (const scope of TOKEN_SCOPES) {
      expect(TOKEN_SCOPE_WORDS[scope].message).toBe(TOKEN_SCOPE_LABELS[scope]);
      expect(i18n._(TOKEN_SCOPE_WORDS[scope])).toBe(TOKEN_SCOPE_LABELS[scope]);
    }
  });
});
