import type { LoginAnswer } from './api/auth.ts';

/**
 * The sign-in page's steps: the password, then (for accounts with two-factor sign-in) a code,
 * or the "forgot your password" detour. Pure, so the order of steps is tested on its own.
 */
export type LoginState =
  | { step: 'credentials'; notice: string | null }
  | { step: 'totp' }
  | { step: 'forgot'; email: string }
  | { step: 'forgotSent'; email: string }
  | { step: 'done' };

export type LoginEvent =
  | { type: 'passwordAccepted'; answer: LoginAnswer }
  | { type: 'codeAccepted' }
  /** The pending sign-in ended (expired, or too many wrong codes): start again. */
  | { type: 'pendingExpired'; message: string }
  | { type: 'forgot'; email: string }
  | { type: 'resetLinkSent'; email: string }
  | { type: 'back' };

export const initialLoginState = (
  step: 'credentials' | 'totp' | 'forgot' = 'credentials',
): LoginState =>
  step === 'totp'
    ? { step: 'totp' }
    : step === 'forgot'
      ? { step: 'forgot', email: '' }
      : { step: 'credentials', notice: null };

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'passwordAccepted':
      if (state.step !== 'credentials') return state;
      return 'totpRequired' in event.answer ? { step: 'totp' } : { step: 'done' };
    case 'codeAccepted':
      return state.step === 'totp' ? { step: 'done' } : state;
    case 'pendingExpired':
      return state.step === 'totp' ? { step: 'credentials', notice: event.message } : state;
    case 'forgot':
      return state.step === 'credentials' ? { step: 'forgot', email: event.email } : state;
    case 'resetLinkSent':
      return state.step === 'forgot' ? { step: 'forgotSent', email: event.email } : state;
    case 'back':
      return state.step === 'done' ? state : { step: 'credentials', notice: null };
  }
}

/** Any origin serves to resolve `next` against: only whether the result stays on it counts. */
const HERE = 'https://inklore.invalid';

/**
 * Where to go after signing in: a path on this site from ?next=, else home. `next` is
 * resolved as the browser would resolve it (which drops tabs and newlines, so
 * "/\t/evil.test/" means "//evil.test/") and followed only when the result stays on this
 * origin; what is followed is the resolved path, never the text as given.
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return '/';
  }
  if (url.origin !== HERE || url.pathname.startsWith('//')) return '/';
  if (/^\/(login|signup|oauth-callback|reset-password|verify-email)(\/|$)/.test(url.pathname))
    return '/';
  return url.pathname + url.search + url.hash;
}

/** The forgotten-password field is prefilled when what was typed looks like an email. */
export function emailGuess(login: string): string {
  const v = login.trim();
  return v.includes('@') ? v : '';
}
