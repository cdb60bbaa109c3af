import { Email, Password, Username } from '@inklore/contract/auth/auth';
import { SENTENCES_DE } from '@inklore/contract/sentences/de';
import { SENTENCES_JA } from '@inklore/contract/sentences/ja';
import { describe, expect, it } from 'vitest';
import { messages as english } from '#src/locales/en.po';
import { i18n } from '#src/lib/i18n.ts';
import { loadSentences } from '#src/lib/sentences.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { messageOf } from '#src/lib/failure.ts';
import { check, splitServerError } from './form.ts';

describe('inline checks use the contract messages', () => {
  it('says what is wrong, or nothing', () => {
    expect(check(Password, 'short')).toBe('Use at least 10 characters.');
    expect(check(Password, 'long enough now')).toBeUndefined();
    expect(check(Username, 'a b c')).toBe(
      'Use letters, digits, dots, dashes and underscores only in a username.',
    );
    expect(check(Email, 'nope')).toBe('Enter a valid email address, like name@example.com.');
    expect(check(Email, ' ada@example.org ')).toBeUndefined();
  });
});

describe("inline checks in the page's language (ADR 084)", () => {
  it('a Japanese or German page says it in its language once its sentences are loaded', async () => {
    for (const [locale, table] of [
      ['ja', SENTENCES_JA],
      ['de', SENTENCES_DE],
    ] as const) {
      i18n.activate(locale, {});
      try {
        await loadSentences(locale);
        expect(check(Email, 'nope')).toBe(table['auth.email_invalid']);
        expect(check(Password, 'short')).toBe(table['auth.password_too_short']);
      } finally {
        i18n.activate('en', english);
      }
    }
    expect(check(Email, 'nope')).toBe('Enter a valid email address, like name@example.com.');
  });
});

describe("the server's answers on a form", () => {
  it('puts field messages on their fields', () => {
    const err = new ApiError(409, 'This username is taken. Try another.', {
      code: 'conflict',
      fields: { username: 'This username is taken. Try another.' },
    });
    expect(splitServerError(err, ['email', 'username', 'password'])).toEqual({
      fields: { username: 'This username is taken. Try another.' },
      form: null,
    });
  });
  it('puts a message for a field the form lacks, or none, on the whole form', () => {
    const unknown = new ApiError(400, 'Bad', { fields: { other: 'Other is wrong.' } });
    expect(splitServerError(unknown, ['email'])).toEqual({ fields: {}, form: 'Other is wrong.' });
    const plain = new ApiError(429, 'Too many attempts. Try again in 20 seconds.');
    expect(splitServerError(plain, ['email'])).toEqual({
      fields: {},
      form: 'Too many attempts. Try again in 20 seconds.',
    });
  });
  it('never shows a server failure or a network error as if it were advice', () => {
    expect(messageOf(new ApiError(500, 'Internal error'), 'Fallback.')).toBe('Fallback.');
    expect(messageOf(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
    expect(messageOf(new ApiError(401, 'That email, username or password is not right.'))).toBe(
      'That email, username or password is not right.',
    );
  });
});
