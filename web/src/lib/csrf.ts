import { CSRF_HEADER, setCsrfToken } from './csrf-token.ts';

const CSRF_ENDPOINT = '/api/auth/csrf-token';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Fetches and stores a fresh anti-forgery token (null, with a warning, when none could be had).
 * Apart from api-client.ts, which imports it with the first mutating call.
 */
export async function fetchFreshCsrfToken(): Promise<string | null> {
  try {
    const res = await fetch(CSRF_ENDPOINT, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    const fromHeader = res.headers.get(CSRF_HEADER);
    if (res.ok) {
      const body: unknown = await res.json().catch(() => null);
      const token =
        isRecord(body) && typeof body.csrfToken === 'string' ? body.csrfToken : fromHeader;
      if (token) {
        setCsrfToken(token);
        return token;
      }
    }
  } catch {
    // fall through to the warning
  }
  console.warn('No anti-forgery token could be fetched; sending the request without one.');
  return null;
}
