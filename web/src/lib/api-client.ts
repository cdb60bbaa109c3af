/**
 * The one way the web app talks to the API (product spec §7, §8):
 * - every call carries credentials (the session cookie);
 * - mutating calls (POST, PUT, PATCH, DELETE) send the anti-forgery token in X-CSRF-Token,
 *   fetched from GET /api/auth/csrf-token when none is stored; a token in a response header
 *   replaces the stored one; a missing token only logs a warning;
 * - 204 gives an empty result (undefined);
 * - a non-OK response becomes an ApiError whose message is 'status: message' (the server's
 *   message field, else the body text, else the status text).
 */

import { CSRF_HEADER, getCsrfToken, setCsrfToken } from './csrf-token.ts';
import { i18n } from './i18n.ts';

export { CSRF_HEADER, getCsrfToken, setCsrfToken };

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export class ApiError extends Error {
  readonly status: number;
  /** The server's machine-readable code, when it sent one. */
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;
  /** The server's message without the status prefix. */
  readonly serverMessage: string;
  /** The parsed error body (or its text), for the rare screens that show it in full. */
  readonly payload: unknown;

  constructor(
    status: number,
    serverMessage: string,
    extra: {
      code?: string | undefined;
      fields?: Record<string, string> | undefined;
      payload?: unknown;
    } = {},
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = extra.code;
    this.fields = extra.fields;
    this.payload = extra.payload;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds `/path?a=1&b=x&b=y`: arrays become repeated parameters; empty values are left out. */
export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue]; // a non-array is one value
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      params.append(key, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Fetches and stores a fresh anti-forgery token (null, with a warning, when none could be had):
 * src/lib/csrf.ts, loaded with the first mutating call (a visit that only reads never needs it).
 * Exported for the one mutating call not made through `apiRequest`: uploads whose progress is
 * watched through XMLHttpRequest (features/gallery/api/upload.ts), which must send the same.
 */
export async function fetchCsrfToken(): Promise<string | null> {
  const { fetchFreshCsrfToken } = await import('./csrf.ts');
  return fetchFreshCsrfToken();
}

/**
 * The ApiError for a non-OK response (exported for the XMLHttpRequest uploads too), its
 * sentences in `locale`: the page's language when the call was made (ADR 084).
 */
export async function errorFromResponse(
  res: Response,
  locale: string = i18n.locale,
): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let payload: unknown = text;
  let message = text.trim();
  let code: string | undefined;
  let fields: Record<string, string> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    payload = parsed;
    if (isRecord(parsed)) {
      if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
      if (typeof parsed.code === 'string') code = parsed.code;
      if (isRecord(parsed.fields)) {
        fields = Object.fromEntries(
          Object.entries(parsed.fields).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        );
      }
    }
  } catch {
    // not JSON: the body text is the message
  }
  // the server's sentences in the page's language (ADR 084); the payload keeps its English
  if (locale !== 'en') {
    try {
      const { loadSentences, localSentence } = await import('./sentences.ts');
      await loadSentences(locale);
      message = localSentence(message, locale);
      if (fields) {
        const inLocale = ([k, v]: [string, string]): [string, string] => [
          k,
          localSentence(v, locale),
        ];
        fields = Object.fromEntries(Object.entries(fields).map(inLocale));
      }
    } catch {
      // the words did not load (offline, a build replaced): the English answer as sent
    }
  }
  return new ApiError(res.status, message || res.statusText || 'Request failed', {
    code,
    fields,
    payload,
  });
}

/**
 * Who sends the app's requests: the browser's fetch, or, while the server renders a page
 * (src/ssr/entry-server.tsx), the server itself, which answers its own API in-process.
 */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport | null = null;

export function setTransport(next: Transport | null): void {
  transport = next;
}

export type RequestOptions = {
  query?: Query | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** More request headers (the offline queue's If-Match). */
  headers?: Record<string, string>;
};

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  opts: RequestOptions = {},
): Promise<T> {
  // the page's language, for what the server writes out (mails; ADR 081) and its refusals
  // (ADR 084): read now, as a page drawn on the server may be another language's after an await
  const locale = i18n.locale;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': locale,
    ...opts.headers,
  };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (MUTATING.has(method)) {
    const token = getCsrfToken() ?? (await fetchCsrfToken());
    if (token) headers[CSRF_HEADER] = token;
  }
  const init: RequestInit = { method, credentials: 'include', headers };
  if (opts.body !== undefined) init.body = JSON.stringify(opts.body);
  if (opts.signal) init.signal = opts.signal;

  const res = await (transport ?? fetch)(buildUrl(path, opts.query), init);
  const fresh = res.headers.get(CSRF_HEADER);
  if (fresh) setCsrfToken(fresh);

  if (!res.ok) throw await errorFromResponse(res, locale);
  if (res.status === 204) return undefined as T; // spec §7: a 204 gives an empty result
  const text = await res.text();
  if (!text) return undefined as T; // an empty body is an empty result too
  // The server serialises every response through the contract's zod schema, so the body has
  // the type the caller names; parsing it again here would ship zod to every visitor.
  return JSON.parse(text) as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    apiRequest<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, { body }),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/**
 * The text to show for an error. A message about inappropriate content is shown with the
 * full error payload appended (spec §8), so the person sees exactly what was refused.
 */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.message.toLowerCase().includes('inappropriate content')) {
      const extra = typeof err.payload === 'string' ? err.payload : JSON.stringify(err.payload);
      return `${err.message} ${extra}`;
    }
    return err.message;
  }
  if (err instanceof Error) return err.message;
  return String(err);
}

export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}
