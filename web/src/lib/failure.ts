import { t } from '@lingui/core/macro';
import { ApiError } from './api-client.ts';

/** What a failed action says: its toast title, its fallback text, and its words for a 401. */
export type FailureWords = {
  title?: string;
  fallback: string;
  signedOut?: { title: string; description: string };
};

export type Failure = { title: string; description: string; signedOut: boolean };

/** Spec §8: a 401 on a member action means the session ended. */
export const signedOutWords = () => ({
  title: t`Unauthorized`,
  description: t`You are logged out. Logging in again...`,
});

export function isSignedOut(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

/** Spec §8: a failed action's toast gives the server's message for a 4xx, else the fallback. */
export function failureText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.serverMessage
    ? err.serverMessage
    : fallback;
}

/**
 * The inline text for a failed call (a form's alert, a button's note): the server's own words
 * without the status, else the fallback; an unreachable server says so.
 */
export function messageOf(
  err: unknown,
  fallback = t`Something went wrong. Please try again.`,
): string {
  if (err instanceof ApiError) {
    if (err.status === 0 || err.status >= 500) return fallback;
    return err.serverMessage || fallback;
  }
  if (err instanceof TypeError)
    return t`Inklore could not be reached. Check your connection and try again.`;
  return fallback;
}

/** The toast for a failed action: the session ended (a 401), or what went wrong. */
export function describeFailure(err: unknown, words: FailureWords): Failure {
  if (isSignedOut(err)) return { ...(words.signedOut ?? signedOutWords()), signedOut: true };
  return {
    title: words.title ?? t`Error`,
    description: failureText(err, words.fallback),
    signedOut: false,
  };
}
