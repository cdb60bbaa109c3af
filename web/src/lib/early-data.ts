import { ApiError } from './api-client.ts';

/**
 * Data that /page-shell.js (src/page-shells/show-page-shell.ts) asked for before the app's
 * code arrived (an ink or a story on its own page). The first query for that address takes
 * the answer instead of asking again; afterwards queries fetch as usual.
 */
declare global {
  interface Window {
    __inkloreEarly?: Record<string, Promise<Response> | undefined>;
  }
}

export function takeEarly(url: string): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const store = window.__inkloreEarly;
  const pending = store?.[url];
  if (!store || !pending) return null;
  Reflect.deleteProperty(store, url);
  return pending;
}

/** The early answer as JSON, or null when there is none (then the caller fetches itself). */
export async function earlyJson<T>(url: string): Promise<T | null> {
  const pending = takeEarly(url);
  if (!pending) return null;
  const res = await pending.catch(() => null);
  if (!res) return null; // the early request failed to leave: fetch normally
  const text = await res.text();
  if (!res.ok) {
    let message = text || res.statusText;
    try {
      const body: unknown = JSON.parse(text);
      if (typeof body === 'object' && body !== null) {
        const m: unknown = Reflect.get(body, 'message');
        if (typeof m === 'string' && m) message = m;
      }
    } catch {
      // not JSON
    }
    throw new ApiError(res.status, message, { payload: text });
  }
  return JSON.parse(text) as T; // the server answers with the contract's shape for this address
}
