import type { InkListResponse } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestContext } from '../../../test/helpers.ts';
import { ResponseCache } from './inks.cache.ts';

const body = (s: string) => Buffer.from(s);

describe('ResponseCache', () => {
  it('answers a repeated key from memory within one version', async () => {
    const cache = new ResponseCache();
    let computed = 0;
    const compute = () => {
      computed++;
      return Promise.resolve(body('a'));
    };
    expect((await cache.get(1, 'k', compute)).toString()).toBe('a');
    expect((await cache.get(1, 'k', compute)).toString()).toBe('a');
    expect(computed).toBe(1);
    expect(cache.hits).toBe(1);
  });

  it('drops every entry when the version changes', async () => {
    const cache = new ResponseCache();
    await cache.get(1, 'k', () => Promise.resolve(body('old')));
    const fresh = await cache.get(2, 'k', () => Promise.resolve(body('new')));
    expect(fresh.toString()).toBe('new');
    expect(cache.size).toBe(1);
  });

  it('does not keep a result computed for a version that is no longer current', async () => {
    const cache = new ResponseCache();
    let release: (b: Buffer) => void = () => undefined;
    const slow = cache.get(1, 'k', () => new Promise<Buffer>((r) => (release = r)));
    await cache.get(2, 'other', () => Promise.resolve(body('v2')));
    release(body('v1'));
    expect((await slow).toString()).toBe('v1');
    const again = await cache.get(2, 'k', () => Promise.resolve(body('v2 k')));
    expect(again.toString()).toBe('v2 k');
  });

  it('shares one computation between concurrent requests for the same key', async () => {
    const cache = new ResponseCache();
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 5));
      return body('x');
    };
    const results = await Promise.all([1, 2, 3].map(() => cache.get(7, 'k', compute)));
    expect(results.map(String)).toEqual(['x', 'x', 'x']);
    expect(computed).toBe(1);
  });

  it('keeps no failed computation', async () => {
    const cache = new ResponseCache();
    await expect(cache.get(1, 'k', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect((await cache.get(1, 'k', () => Promise.resolve(body('ok')))).toString()).toBe('ok');
  });

  it('stays within its entry and byte bounds, least recently used out first', async () => {
    const cache = new ResponseCache(2, 1000);
    await cache.get(1, 'a', () => Promise.resolve(body('a')));
    await cache.get(1, 'b', () => Promise.resolve(body('b')));
    await cache.get(1, 'a', () => Promise.resolve(body('a again')));
    await cache.get(1, 'c', () => Promise.resolve(body('c')));
    expect(cache.size).toBe(2);
    let recomputed = false;
    await cache.get(1, 'b', () => {
      recomputed = true;
      return Promise.resolve(body('b'));
    });
    expect(recomputed).toBe(true);

    // 1,600 bytes hold sixteen 100-byte entries; an entry over a sixteenth is not kept.
    const small = new ResponseCache(100, 1600);
    for (let k = 0; k < 20; k++) {
      await small.get(1, String(k), () => Promise.resolve(body('x'.repeat(100))));
    }
    expect(small.size).toBe(16);
    await small.get(1, 'big', () => Promise.resolve(body('x'.repeat(101))));
    expect(small.size).toBe(16);
  });
});

describe('GET /api/inks with the response cache', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (query: string) =>
    json<InkListResponse>(await t.app.inject({ method: 'GET', url: `/api/inks${query}` }));

  it('never serves a response older than a write made straight to the database', async () => {
    const before = await list('?search=kon-peki');
    const ink = before.data[0];
    expect(ink?.name).toBe('Kon-peki');
    // The same query again is a cache hit with the same body.
    expect(await list('?search=kon%20peki')).toEqual(before);

    await t.db
      .updateTable('inks')
      .set({ rating_sum: 9, rating_count: 2 })
      .where('id', '=', ink?.id ?? 0)
      .execute();
    expect((await list('?search=kon-peki')).data[0]?.averageRating).toBe(4.5);

    await t.db
      .updateTable('inks')
      .set({ rating_sum: 0, rating_count: 0 })
      .where('id', '=', ink?.id ?? 0)
      .execute();
    expect(await list('?search=kon-peki')).toEqual(before);
  });

  it('shows a submitter under their new username after a rename', async () => {
    const at = new Date().toISOString();
    const user = await t.db
      .insertInto('users')
      .values({
        username: 'swatcher',
        username_norm: 'swatcher',
        email: 'swatcher@example.test',
        email_norm: 'swatcher@example.test',
        role: 'user',
        email_verified: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = (await list('?brand=Diamine&limit=1')).data[0];
    await t.db
      .updateTable('inks')
      .set({ submitted_by: user.id })
      .where('id', '=', first?.id ?? 0)
      .execute();
    expect((await list('?brand=Diamine&limit=1')).data[0]?.submittedBy).toEqual({
      id: user.id,
      username: 'swatcher',
    });
    await t.db
      .updateTable('users')
      .set({ username: 'swatch_master', username_norm: 'swatch_master' })
      .where('id', '=', user.id)
      .execute();
    expect((await list('?brand=Diamine&limit=1')).data[0]?.submittedBy).toEqual({
      id: user.id,
      username: 'swatch_master',
    });
  });
});
