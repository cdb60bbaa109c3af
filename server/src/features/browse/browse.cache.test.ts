import type { InkListResponse } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSyntheticInks, createTestApp, json, type TestContext } from '../../../test/helpers.ts';
import { InkJsonCache, inkJsonCache, readOncePerTurn, ResponseCache } from './browse.cache.ts';
import { fillPresentedInks } from './browse.service.ts';
import { sql } from 'kysely';
import { PRESENTED_COLUMNS } from '#src/shared/ink-records/ink-records.queries.ts';

const body = (s: string) => Buffer.from(s);

describe('readOncePerTurn', () => {
  const db = {}; // any object: reads are shared per database

  it('reads once for the requests of one turn, after they all asked', async () => {
    let value = 1;
    let reads = 0;
    const read = () => {
      reads++;
      return Promise.resolve(value);
    };
    const first = readOncePerTurn(db, read);
    // a change committed after the first asked but before the read is sent is seen by it
    value = 2;
    const second = readOncePerTurn(db, read);
    expect(await Promise.all([first, second])).toEqual([2, 2]);
    expect(reads).toBe(1);
  });

  it('reads again for a request that asks after the read was sent', async () => {
    let value = 1;
    let reads = 0;
    const read = () => {
      reads++;
      const seen = value; // what the database holds when the read is sent
      return new Promise<number>((resolve) => setTimeout(() => resolve(seen), 5));
    };
    const first = readOncePerTurn(db, read);
    await new Promise((r) => setImmediate(r)); // the first read is sent
    value = 2; // committed before the next request arrives
    const second = readOncePerTurn(db, read);
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(reads).toBe(2);
  });

  it('passes a failed read to every request that joined it', async () => {
    const read = () => Promise.reject(new Error('gone'));
    const both = [readOncePerTurn(db, read), readOncePerTurn(db, read)];
    for (const p of both) await expect(p).rejects.toThrow('gone');
  });
});

describe('InkJsonCache', () => {
  const ink = (id: number) => `{"id":${id},"name":"${'x'.repeat(90)}"`; // 100 bytes or so

  it('keeps what fits its bound in bytes, the least recently used out first', () => {
    const cache = new InkJsonCache(2000); // young generation: 1000 bytes, about 10 inks
    cache.moveTo(1, 'all');
    for (let id = 1; id <= 25; id++) cache.store(cache.epoch, id, ink(id));
    const held = cache.lookup(
      1,
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    const kept = held.flatMap((json, i) => (json === undefined ? [] : [i + 1]));
    // the newest ones stay, the first ones went, and never more than the bound holds
    expect(kept).toContain(25);
    expect(kept).not.toContain(1);
    expect(kept.length).toBeLessThanOrEqual(20);
    expect(kept.length).toBeGreaterThanOrEqual(5);
  });

  it('holds every ink of a catalogue when the bound allows', () => {
    const cache = new InkJsonCache(10 * 1024 * 1024);
    cache.moveTo(1, 'all');
    for (let id = 1; id <= 20_000; id++) cache.store(cache.epoch, id, ink(id));
    const ids = Array.from({ length: 20_000 }, (_, i) => i + 1);
    expect(cache.lookup(1, ids).every((json, i) => json === ink(i + 1))).toBe(true);
  });

  it('keeps and answers entries of its own version only', () => {
    const cache = new InkJsonCache();
    cache.moveTo(0, 'all');
    const before = cache.epoch;
    cache.moveTo(1, 'all');
    cache.store(cache.epoch, 7, ink(7));
    cache.store(before, 8, ink(8)); // read before the cache moved: not kept
    expect(cache.lookup(1, [7, 8])).toEqual([ink(7), undefined]);
    expect(cache.lookup(2, [7])).toEqual([undefined]); // not moved there yet
    expect(cache.lookup(1, [7])).toEqual([ink(7)]);
  });

  it('keeps nothing read before a move, even one back to a version it held', () => {
    const cache = new InkJsonCache();
    cache.moveTo(5, 'all');
    const read = cache.epoch; // a read of ink 9 begins here
    // a move that failed half-way is followed by one that empties the cache at version 5 again
    cache.moveTo(5, 'all');
    cache.store(read, 9, ink(9));
    expect(cache.lookup(5, [9])).toEqual([undefined]);
  });

  it('moved to a new version, drops the inks that changed and keeps the others', () => {
    const cache = new InkJsonCache(10_000); // young generation: 5,000 bytes
    cache.moveTo(1, 'all');
    const first = cache.epoch;
    for (let id = 1; id <= 60; id++) cache.store(first, id, ink(id)); // both generations
    const before = cache.bytes;
    cache.moveTo(2, [3, 55, 999]);
    expect(cache.version).toBe(2);
    expect(cache.lookup(2, [3, 4, 54, 55, 56])).toEqual([
      undefined,
      ink(4),
      ink(54),
      undefined,
      ink(56),
    ]);
    expect(cache.bytes).toBeLessThan(before);
    cache.store(first, 3, ink(3)); // read before the move: not kept
    expect(cache.lookup(2, [3])).toEqual([undefined]);
    cache.moveTo(3, 'all');
    expect(cache.lookup(3, [4])).toEqual([undefined]);
    expect(cache.bytes).toBe(0);
  });
});

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

  it('with keepOnSecondAsk, keeps an answer from its second ask only', async () => {
    const cache = new ResponseCache(100, 1_000_000, { keepOnSecondAsk: true });
    let computed = 0;
    const compute = () => {
      computed++;
      return Promise.resolve(body('a'));
    };
    await cache.get(1, 'once', compute);
    expect(cache.size).toBe(0); // asked once: answered, not kept
    await cache.get(1, 'k', compute);
    await cache.get(1, 'k', compute);
    expect(cache.size).toBe(1);
    await cache.get(1, 'k', compute);
    expect(computed).toBe(3);
    expect(cache.hits).toBe(1);
    // concurrent first asks still share one computation
    const [x, y] = await Promise.all([
      cache.get(1, 'pair', compute),
      cache.get(1, 'pair', compute),
    ]);
    expect([x.toString(), y.toString(), computed]).toEqual(['a', 'a', 4]);
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

  it('reads again only the inks that changed since the catalogue moved (ADR 070)', async () => {
    const page = '?brand=Diamine&limit=6';
    const first = await list(page);
    expect(first.data).toHaveLength(6);
    const cache = inkJsonCache(t.db);
    const changed = first.data[2];
    await t.db
      .updateTable('inks')
      .set({ description: 'Written straight to the database.' })
      .where('id', '=', changed?.id ?? 0)
      .execute();
    const misses = cache.misses;
    const again = await list(page);
    expect(again.data[2]?.description).toBe('Written straight to the database.');
    expect(again.data.filter((ink, i) => i !== 2)).toEqual(first.data.filter((ink, i) => i !== 2));
    // the five that did not change came from the cache; the changed one was read again
    expect(cache.misses - misses).toBe(1);

    // an ink deleted outright (no feature does) leaves no row to read: every entry goes
    const [gone] = await addSyntheticInks(t.db, 1, 35);
    await t.db
      .deleteFrom('inks')
      .where('id', '=', gone?.id ?? 0)
      .execute();
    const before = cache.misses;
    expect((await list(page)).data).toEqual(again.data);
    expect(cache.misses - before).toBe(6);
  });

  it('marks an ink changed when any column it is presented from is written', async () => {
    const { rows } =
      t.db.kind === 'postgres'
        ? await sql<{ def: string }>`
            select pg_get_triggerdef(oid) as def from pg_trigger where tgname = 'inks_sort_seq'`.execute(
            t.db,
          )
        : await sql<{ def: string }>`
            select sql as def from sqlite_master where name = 'inks_sort_seq_au'`.execute(t.db);
    const def = rows[0]?.def ?? '';
    const watched = /update of (.*?) on /i.exec(def)?.[1]?.split(/,\s*/) ?? [];
    expect(PRESENTED_COLUMNS.filter((c) => c !== 'id' && !watched.includes(c))).toEqual([]);
  });

  it('compresses by bytes, not letters: a short page in kanji gets its compressed ETag', async () => {
    const first = (await list('?brand=Diamine&limit=1')).data[0];
    const id = first?.id ?? 0;
    const get = (gzip: boolean) =>
      t.app.inject({
        method: 'GET',
        url: '/api/inks?brand=Diamine&limit=1',
        headers: gzip ? { 'accept-encoding': 'gzip' } : {},
      });
    await t.db.updateTable('inks').set({ description: '' }).where('id', '=', id).execute();
    const base = (await get(false)).body.length;
    // fewer than 1,024 letters, more than 1,024 bytes
    const kanji = 1023 - base;
    expect(base + 3 * kanji).toBeGreaterThanOrEqual(1024);
    await t.db
      .updateTable('inks')
      .set({ description: '藍'.repeat(kanji) })
      .where('id', '=', id)
      .execute();
    const plain = await get(false);
    expect(plain.body.length).toBeLessThan(1024);
    expect(Buffer.byteLength(plain.body)).toBeGreaterThanOrEqual(1024);
    const zipped = await get(true);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    // each coding has its own tag (ADR 030)
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
  });

  it('presents every live ink ahead, and a page then reads none', async () => {
    const live = await t.db
      .selectFrom('inks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(await fillPresentedInks(t.db, 100)).toBe(live.n);
    const cache = inkJsonCache(t.db);
    const misses = cache.misses;
    const page = await list('?sort=newest&limit=48&page=2');
    expect(page.data).toHaveLength(48);
    expect(cache.misses).toBe(misses);
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
