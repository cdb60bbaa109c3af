import { Email, Password, Username } from '@inklore/contract/auth/auth';
import { describe, expect, it } from 'vitest';
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
