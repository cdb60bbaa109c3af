import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { encodePageState, hydratePageState } from './page-state.ts';
import { createQueryClient } from './query-client.ts';

/** The state a server-drawn page carries: an answer, a failed answer, an infinite list's pages. */
async function serverState(): Promise<string> {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await server.query({ queryKey: ['ink', 1], queryFn: () => ({ name: 'Kon-peki' }) });
  await server
    .query({
      queryKey: ['ink', 2],
      queryFn: () => Promise.reject(new ApiError(404, 'Ink not found', { code: 'not_found' })),
    })
    .catch(() => undefined);
  await server.infiniteQuery({
    queryKey: ['inks'],
    queryFn: () => ({ items: ['Kon-peki'] }),
    initialPageParam: 0,
  });
  return encodePageState(
    dehydrate(server, {
      shouldDehydrateQuery: (q) =>
        q.state.status === 'success' || q.state.error instanceof ApiError,
    }),
  );
}

describe("a server-drawn page's state", () => {
  it('fills the cache with the answers and failures the page was drawn with', async () => {
    const json = await serverState();
    // escaped for a <script> element: no text can close it
    expect(json).not.toContain('<');
    const client = createQueryClient();
    const mutations = vi.spyOn(client, 'getMutationCache');
    const filled = hydratePageState(client, json);

    const cache = client.getQueryCache();
    const [ink, missing, list] = [['ink', 1], ['ink', 2], ['inks']].map((key) =>
      cache.find({ queryKey: key, exact: true }),
    );
    expect(filled).toEqual(new Set([ink?.queryHash, missing?.queryHash, list?.queryHash]));
    expect(ink?.state).toMatchObject({
      status: 'success',
      fetchStatus: 'idle',
      data: { name: 'Kon-peki' },
    });
    expect(ink?.state.dataUpdatedAt).toBeGreaterThan(0);
    // a failure is an ApiError again, so the page draws the same "not found"
    expect(missing?.state.status).toBe('error');
    expect(missing?.state.error).toBeInstanceOf(ApiError);
    expect(missing?.state.error).toMatchObject({ status: 404, code: 'not_found' });
    // an infinite list stays one (its next pages are asked for as such)
    expect(list?.queryType).toBe('infinite');
    expect(list?.state.data).toEqual({ pages: [{ items: ['Kon-peki'] }], pageParams: [0] });
    // the client's defaults apply, so the answers are fresh and not asked for again
    expect(ink?.isStale()).toBe(false);
    // no MutationCache is made for it (ADR 082)
    expect(mutations).not.toHaveBeenCalled();
  });
});
