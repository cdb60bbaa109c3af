import { vi } from 'vitest';

/**
 * The server of the web tests (not app code): the browser's fetch, answering by method and
 * path, and a record of what was sent.
 */

export type Answer = { status: number; body?: unknown };
export type Sent = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The X-CSRF-Token header, as the API client sends it on a change. */
  csrf: string | null;
};
/** An answer; a list, answered once each in turn (then a 500); or an answer made from the request. */
export type Route = Answer | Answer[] | ((sent: Sent) => Answer);

/**
 * Stubs fetch: `routes` keyed 'METHOD /path' answer; anything else is a 404 with a message.
 * Returns every request, in order.
 */
export function answerBy(routes: Record<string, Route>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(href, 'http://localhost');
      const method = init.method ?? 'GET';
      const one: Sent = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        csrf: new Headers(init.headers).get('X-CSRF-Token'),
      };
      sent.push(one);
      const route = routes[`${method} ${url.pathname}`];
      const answer =
        typeof route === 'function'
          ? route(one)
          : Array.isArray(route)
            ? (route.shift() ?? { status: 500 })
            : (route ?? { status: 404, body: { message: 'Not found' } });
      return Promise.resolve(
        new Response(
          answer.body === undefined || answer.status === 204 ? null : JSON.stringify(answer.body),
          { status: answer.status, headers: { 'content-type': 'application/json' } },
        ),
      );
    }),
  );
  return sent;
}
