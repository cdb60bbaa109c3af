import { OIDC_CALLBACK_ERRORS } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/lib/i18n.ts';
import { OIDC_UNKNOWN_ERROR, oidcErrorText } from './oauth-callback.tsx';
import { recoveryToken } from './reset-password.tsx';

describe('provider sign-in errors', () => {
  it('has a sentence of its own for every error the server sends', () => {
    const texts = OIDC_CALLBACK_ERRORS.map(oidcErrorText);
    for (const t of texts) expect(t).not.toBe(i18n._(OIDC_UNKNOWN_ERROR));
    expect(new Set(texts).size).toBe(OIDC_CALLBACK_ERRORS.length);
  });
  it('says something plain for an unknown one', () => {
    expect(oidcErrorText('toString')).toBe(i18n._(OIDC_UNKNOWN_ERROR));
    expect(oidcErrorText('weird')).toBe(i18n._(OIDC_UNKNOWN_ERROR));
  });
});

describe('the reset token', () => {
  it('comes from the hash of a reset link, or the query of an older one', () => {
    expect(recoveryToken('', '#access_token=abc&type=recovery')).toBe('abc');
    expect(recoveryToken('?token=old&type=recovery', '')).toBe('old');
    expect(recoveryToken('', '')).toBeNull();
  });
});
