import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@inklore/contract';
import {
  emailGuess,
  initialLoginState,
  loginReducer,
  nextPath,
  type LoginState,
} from './login-flow.ts';

const user = { id: 1, username: 'ada' } as CurrentUser; // only the shape's presence matters here

describe('the sign-in steps', () => {
  const start = initialLoginState();

  it('signs in at once when the password is enough', () => {
    expect(loginReducer(start, { type: 'passwordAccepted', answer: user })).toEqual({
      step: 'done',
    });
  });

  it('asks for a code when the account has two-factor sign-in, then finishes', () => {
    const totp = loginReducer(start, { type: 'passwordAccepted', answer: { totpRequired: true } });
    expect(totp).toEqual({ step: 'totp' });
    expect(loginReducer(totp, { type: 'codeAccepted' })).toEqual({ step: 'done' });
  });

  it('goes back to the password with the reason when the pending sign-in ended', () => {
    const totp: LoginState = { step: 'totp' };
    expect(
      loginReducer(totp, { type: 'pendingExpired', message: 'Your sign-in has expired.' }),
    ).toEqual({ step: 'credentials', notice: 'Your sign-in has expired.' });
    expect(loginReducer(totp, { type: 'back' })).toEqual({ step: 'credentials', notice: null });
  });

  it('takes the forgotten-password detour and back', () => {
    const forgot = loginReducer(start, { type: 'forgot', email: 'ada@example.org' });
    expect(forgot).toEqual({ step: 'forgot', email: 'ada@example.org' });
    const sent = loginReducer(forgot, { type: 'resetLinkSent', email: 'ada@example.org' });
    expect(sent).toEqual({ step: 'forgotSent', email: 'ada@example.org' });
    expect(loginReducer(sent, { type: 'back' })).toEqual({ step: 'credentials', notice: null });
    expect(initialLoginState('forgot')).toEqual({ step: 'forgot', email: '' });
  });

  it('ignores events that do not belong to the current step', () => {
    expect(loginReducer(start, { type: 'codeAccepted' })).toBe(start);
    expect(loginReducer(start, { type: 'resetLinkSent', email: 'x@y.z' })).toBe(start);
    const totp: LoginState = { step: 'totp' };
    expect(loginReducer(totp, { type: 'passwordAccepted', answer: user })).toBe(totp);
    const done: LoginState = { step: 'done' };
    expect(loginReducer(done, { type: 'back' })).toBe(done);
  });
});

describe('where signing in leads', () => {
  it('follows a same-site ?next= path', () => {
    expect(nextPath('?next=%2Fprofile')).toBe('/profile');
    expect(nextPath('?next=/ink/12?x=1')).toBe('/ink/12?x=1');
  });
  it('goes home otherwise, never to another site or back to an account page', () => {
    expect(nextPath('')).toBe('/');
    expect(nextPath('?next=https://evil.example')).toBe('/');
    expect(nextPath('?next=//evil.example')).toBe('/');
    expect(nextPath('?next=/\\evil.example')).toBe('/');
    expect(nextPath('?next=/login')).toBe('/');
    expect(nextPath('?next=/oauth-callback?status=success')).toBe('/');
  });
  it('resolves ?next= as a browser would: tabs, newlines and backslashes never lead off the site', () => {
    for (const evil of [
      '/%09/evil.test/',
      '/%0a/evil.test/',
      '/%0d/evil.test/',
      '/%0d%0a/evil.test/',
      '%2F%09%2Fevil.test',
      '/%5C/evil.test',
      '/%09%5Cevil.test',
      '/%2F/evil.test',
      '/.//evil.test',
      '/%E2%80%8B/evil.test',
      'javascript:alert(1)',
      '/%09/login',
    ]) {
      const to = nextPath(`?next=${evil}`);
      expect(new URL(to, 'https://inklore.example').origin, evil).toBe('https://inklore.example');
      expect(to.startsWith('//'), evil).toBe(false);
    }
    expect(nextPath('?next=/%09/evil.test/')).toBe('/');
    expect(nextPath('?next=%2Fbrowse%3Fq%3Dblue%23top')).toBe('/browse?q=blue#top');
  });
  it('prefills the reset form only with what looks like an email', () => {
    expect(emailGuess(' ada@example.org ')).toBe('ada@example.org');
    expect(emailGuess('ada')).toBe('');
  });
});
