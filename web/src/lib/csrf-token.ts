/**
 * The anti-forgery token the API client sends with every mutating call (ADR 008), kept here
 * apart from api-client.ts so that csrf.ts, which fetches a fresh one, can store it without
 * importing the client that loads it.
 */
export const CSRF_HEADER = 'X-CSRF-Token';

let storedCsrfToken: string | null = null;

/** The stored anti-forgery token (in memory: it lives as long as the page). */
export function getCsrfToken(): string | null {
  return storedCsrfToken;
}

export function setCsrfToken(token: string | null): void {
  storedCsrfToken = token;
}
