import {
  hexToLab,
  labToHex,
  OFFLINE_INDEX_CAP,
  OFFLINE_INDEX_PATH,
  OfflineIndex,
  type ErrorBody,
} from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import {
  Browser,
  expectErrorShape,
  fileTestApp,
  json,
  withSession,
} from '../../../test/helpers.ts';
import { offlineIndex } from './offline-index.service.ts';

/** ADR 089: GET /api/catalogue/offline-index, the compact catalogue the offline app keeps. */

const { t, freshInk } = fileTestApp({ inks: 100 });

const visitor = () => new Browser(t.app, '10.74.0.1');

async function fetchIndex(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: OFFLINE_INDEX_PATH, headers });
}

async function index(): Promise<OfflineIndex> {
  const res = await fetchIndex();
  expect(res.statusCode, res.body).toBe(200);
  return OfflineIndex.parse(json(res));
}

function liveCount(): Promise<number> {
  return t.db
    .selectFrom('inks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
    .then((r) => r.n);
}

describe('the offline index', () => {
  it('holds every live ink as [id, brand, name, hex], by brand then name', async () => {
    const res = await fetchIndex();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // the same for everyone, revalidated before reuse
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = OfflineIndex.parse(json(res));
    expect(Object.keys(json<object>(res)).sort()).toEqual([
      'capped',
      'generatedAt',
      'inks',
      'total',
    ]);
    expect(new Date(body.generatedAt).toISOString()).toBe(body.generatedAt);
    const live = await liveCount();
    expect(live).toBeGreaterThan(100);
    expect(live).toBeLessThan(OFFLINE_INDEX_CAP);
    expect(body.total).toBe(live);
    expect(body.capped).toBe(false);
    expect(body.inks).toHaveLength(live);
    for (const ink of body.inks) {
      expect(ink).toHaveLength(4);
      expect(ink[3]).toMatch(/^[0-9a-f]{6}$/);
    }
    // each ink as the catalogue holds it
    const rows = await t.db
      .selectFrom('inks')
      .select(['id', 'brand', 'name', 'color_hex', 'consensus_l'])
      .where('deleted_at', 'is', null)
      .orderBy('brand_norm')
      .orderBy('name_norm')
      .orderBy('id')
      .execute();
    expect(body.inks.map((i) => i[0])).toEqual(rows.map((r) => r.id));
    for (const [i, r] of rows.entries()) {
      if (r.consensus_l !== null) continue;
      expect(body.inks[i]).toEqual([
        r.id,
        r.brand,
        r.name,
        r.color_hex.replace('#', '').toLowerCase(),
      ]);
    }
  });

  it('a visitor and a signed-in member get the same bytes and tag', async () => {
    const { browser } = await withSession(t);
    const [a, b] = await Promise.all([
      visitor().get(OFFLINE_INDEX_PATH),
      browser.get(OFFLINE_INDEX_PATH),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.headers['cache-control']).toBe('no-cache');
  });

  it('leaves out a deleted ink', async () => {
    const inkId = freshInk();
    const before = await index();
    expect(before.inks.some((i) => i[0] === inkId)).toBe(true);
    await t.db
      .updateTable('inks')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', inkId)
      .execute();
    const after = await index();
    expect(after.inks.some((i) => i[0] === inkId)).toBe(false);
    expect(after.total).toBe(before.total - 1);
    expect(after.inks).toHaveLength(before.inks.length - 1);
  });

  it("gives an ink's consensus colour when its members' swatches agree, else the catalogue's", async () => {
    const inkId = freshInk();
    const row = await t.db
      .selectFrom('inks')
      .select('color_hex')
      .where('id', '=', inkId)
      .executeTakeFirstOrThrow();
    const catalogue = row.color_hex.replace('#', '').toLowerCase();
    expect((await index()).inks.find((i) => i[0] === inkId)?.[3]).toBe(catalogue);

    const members = catalogue === '2a6f97' ? '#8b2252' : '#2a6f97';
    const lab = hexToLab(members);
    expect(labToHex(lab)).toBe(members);
    await t.db
      .updateTable('inks')
      .set({ consensus_l: lab.l, consensus_a: lab.a, consensus_b: lab.b, consensus_swatches: 3 })
      .where('id', '=', inkId)
      .execute();
    expect((await index()).inks.find((i) => i[0] === inkId)?.[3]).toBe(members.slice(1));
  });

  it('answers 304 to the ETag it sent, for each encoding, until the catalogue changes', async () => {
    const plain = await fetchIndex();
    const tag = String(plain.headers.etag);
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetchIndex({ 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);

    const zipped = await fetchIndex({ 'accept-encoding': 'gzip' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const zippedTag = String(zipped.headers.etag);
    expect(zippedTag).not.toBe(tag);
    expect(
      (await fetchIndex({ 'accept-encoding': 'gzip', 'if-none-match': zippedTag })).statusCode,
    ).toBe(304);

    // any change to an ink makes a new index, with a new tag
    await t.db
      .updateTable('inks')
      .set({ name: 'Renamed For The Offline Index' })
      .where('id', '=', freshInk())
      .execute();
    const changed = await fetchIndex({ 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(
      OfflineIndex.parse(json(changed)).inks.some((i) => i[2] === 'Renamed For The Offline Index'),
    ).toBe(true);
  });

  it('keeps the most owned inks when the catalogue holds more than the cap', async () => {
    // an ink late in id order made the most owned of all
    const popular = freshInk();
    const { n: most } = await t.db
      .selectFrom('inks')
      .select((eb) => eb.fn.max('owner_count').as('n'))
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('inks')
      .set({ owner_count: most + 5 })
      .where('id', '=', popular)
      .execute();

    const capped = await offlineIndex(t.db, 3);
    const live = await liveCount();
    expect(capped.total).toBe(live);
    expect(capped.capped).toBe(true);
    expect(capped.inks).toHaveLength(3);
    const top = await t.db
      .selectFrom('inks')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('owner_count', 'desc')
      .orderBy('id')
      .limit(3)
      .execute();
    expect(top[0]?.id).toBe(popular);
    expect(capped.inks.map((i) => i[0]).sort((a, b) => a - b)).toEqual(
      top.map((r) => r.id).sort((a, b) => a - b),
    );

    expect((await offlineIndex(t.db, live)).capped).toBe(false);
    expect((await offlineIndex(t.db, live - 1)).capped).toBe(true);
    expect((await offlineIndex(t.db, live - 1)).inks).toHaveLength(live - 1);
    await expect(offlineIndex(t.db, 0)).rejects.toThrow(RangeError);
  });

  it('is a GET only: other methods get the one error shape', async () => {
    const browser = visitor();
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await browser.send(method, OFFLINE_INDEX_PATH, {});
      expect(res.statusCode, `${method}: ${res.body}`).toBe(404);
      expectErrorShape(json<ErrorBody>(res));
    }
  });
});
