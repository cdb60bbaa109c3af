import type { ErrorBody, Ink, InkListResponse } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestContext } from '../../../test/helpers.ts';

// The ink record's routes: one ink, the featured inks, deleted inks (browsing: browse.test.ts).

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function list(query: string): Promise<InkListResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/inks${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return json<InkListResponse>(res);
}

describe('GET /api/inks/{id}', () => {
  it('returns one ink', async () => {
    const r = await list('?search=oxblood');
    const id = r.data[0]?.id ?? 0;
    const res = await t.app.inject({ method: 'GET', url: `/api/inks/${id}` });
    expect(res.statusCode).toBe(200);
    // the page adds the other names; a search result adds what the search matched
    const { marks, ...listed } = r.data[0] as Ink & { marks?: unknown };
    expect(marks).toBeDefined();
    expect(json<Ink>(res)).toEqual({ ...listed, aliases: [], descriptionHtml: null });
  });

  it.each(['abc', '1.5', '-3', '0', '1e3', '99999999999999999999'])('%s is a 400', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/inks/${id}` });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).code).toBe('validation_failed');
  });

  it('an unknown id is a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/inks/999999' });
    expect(res.statusCode).toBe(404);
    expect(json<ErrorBody>(res)).toMatchObject({
      code: 'not_found',
      message: expect.any(String) as string,
    });
  });
});

describe('GET /api/inks/featured', () => {
  it('lists the featured inks, all marked featured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/inks/featured' });
    expect(res.statusCode).toBe(200);
    const inks = json<Ink[]>(res);
    expect(inks).toHaveLength(12);
    expect(inks.every((i) => i.featured)).toBe(true);
  });
});

describe('deleted inks', () => {
  it('are hidden from the list, search, facets, featured, stats and by id', async () => {
    const target = (await list('?search=kon-peki')).data[0];
    expect(target?.featured).toBe(true);
    const id = target?.id ?? 0;
    const before = {
      total: (await list('')).total,
      pilot: (await list('?brand=Pilot')).total,
      iroshi: (await list('?search=iroshi')).total,
    };
    await t.db
      .updateTable('inks')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    try {
      expect((await list('')).total).toBe(before.total - 1);
      expect((await list('?brand=Pilot')).total).toBe(before.pilot - 1);
      expect((await list('?search=iroshi')).total).toBe(before.iroshi - 1);
      expect((await list('?search=kon-peki')).data.map((i) => i.id)).not.toContain(id);
      const byId = await t.app.inject({ method: 'GET', url: `/api/inks/${id}` });
      expect(byId.statusCode).toBe(404);
      const featured = json<Ink[]>(
        await t.app.inject({ method: 'GET', url: '/api/inks/featured' }),
      );
      expect(featured.map((i) => i.id)).not.toContain(id);
      const stats = json<{ inkProfiles: number }>(
        await t.app.inject({ method: 'GET', url: '/api/community/stats' }),
      );
      expect(stats.inkProfiles).toBe(827);
    } finally {
      await t.db.updateTable('inks').set({ deleted_at: null }).where('id', '=', id).execute();
    }
  });
});
