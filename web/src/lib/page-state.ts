import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * The data a server-rendered page was drawn with, carried in the HTML
 * (<script type="application/json" id="inklore-state">) so the app hydrates with the very
 * same answers instead of asking again. A failed answer (a missing ink's 404) travels as its
 * status and message and becomes an ApiError again, so the page draws the same "not found".
 */
export const PAGE_STATE_ID = 'inklore-state';

type WireError = { apiError: { status: number; message: string; code?: string | undefined } };

function isWireError(value: unknown): value is WireError {
  if (typeof value !== 'object' || value === null) return false;
  const inner: unknown = Reflect.get(value, 'apiError');
  return (
    typeof inner === 'object' && inner !== null && typeof Reflect.get(inner, 'status') === 'number'
  );
}

/** The state as JSON for a <script> element: `<` escaped so no text can close the element. */
export function encodePageState(state: DehydratedState): string {
  const wire = {
    ...state,
    queries: state.queries.map((q) => {
      const error: unknown = q.state.error;
      if (!(error instanceof ApiError)) return q;
      const apiError = { status: error.status, message: error.serverMessage, code: error.code };
      return { ...q, state: { ...q.state, error: { apiError } } };
    }),
  };
  return JSON.stringify(wire)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/** Puts the server's answers into the client's cache; returns the keys it filled. */
export function hydratePageState(client: QueryClient, json: string): Set<string> {
  const state = JSON.parse(json) as DehydratedState; // written by encodePageState on our server
  for (const q of state.queries) {
    const error: unknown = q.state.error;
    if (isWireError(error)) {
      const { status, message, code } = error.apiError;
      Reflect.set(q.state, 'error', new ApiError(status, message, { code }));
    }
  }
  // TanStack's hydrate(), less what a page's state never holds (mutations, pending queries'
  // promises, a query already in the cache: the cache is empty when the app starts). hydrate()
  // asks for the client's MutationCache, which the browser's build makes only when a mutation
  // needs it, so mutations' code stays out of every first load (ADR 082)
  const cache = client.getQueryCache();
  for (const q of state.queries)
    cache.build(
      client,
      { queryKey: q.queryKey, queryHash: q.queryHash, meta: q.meta, _type: q.queryType },
      { ...q.state, fetchStatus: 'idle' },
    );
  return new Set(state.queries.map((q) => q.queryHash));
}
