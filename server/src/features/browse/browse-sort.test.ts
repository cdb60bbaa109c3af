import { COLOR_FAMILIES, type ErrorBody, type Ink, type InkListResponse } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, withSession, type TestContext } from '../../../test/helpers.ts';

/**
 * The catalogue's orders (ADR 050) through GET /api/inks on the database under test (SQLite,
 * or PostgreSQL when TEST_DATABASE_URL is set): each order, its ties, its pages, with facets
 * and with a search, and what the response cache must not keep.
 */
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

async function listAll(query: string, limit = 100): Promise<Ink[]> {
  const out: Ink[] = [];
  for (let page = 1; page < 1000; page++) {
    const r = await list(`${query}&limit=${limit}&page=${page}`);
    out.push(...r.data);
    if (!r.hasMore) break;
  }
  return out;
}

const ids = (inks: readonly { id: number }[]) => inks.map((i) => i.id);

/** The name order (brand, name, id) as the plain list gives it. */
let byName: Ink[];
beforeAll(async () => {
  byName = await listAll('?sort=name');
  expect(byName).toHaveLength(828);
});

describe('GET /api/inks?sort=', () => {
  it('name is the default without a search, relevance the default with one', async () => {
    expect(ids(await listAll('?'))).toEqual(ids(byName));
    expect(ids((await list('?sort=relevance')).data)).toEqual(ids(byName.slice(0, 50)));
    expect(ids((await list('?search=sailor%20blue&sort=relevance')).data)).toEqual(
      ids((await list('?search=sailor%20blue')).data),
    );
  });

  it('refuses an unknown order, and another order than nearest first for a colour search', async () => {
    for (const q of ['?sort=price', '?sort=', '?sort=Name', '?sort=name&sort=hue']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/inks${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(json<ErrorBody>(res).message, q).toMatch(/sort/);
    }
    const near = await t.app.inject({ method: 'GET', url: '/api/inks?near=1f4e79&sort=newest' });
    expect(near.statusCode).toBe(400);
    expect(json<ErrorBody>(near).message).toBe(
      'A search by colour (near) lists the nearest inks first: leave sort out, or use relevance.',
    );
    const nearest = await list('?near=1f4e79&sort=relevance');
    expect(ids(nearest.data)).toEqual(ids((await list('?near=1f4e79')).data));
  });

  it('most owned counts distinct members with the ink as owned, ties in name order, and follows every change', async () => {
    const [a, b, c] = [byName[40], byName[7], byName[300]] as [Ink, Ink, Ink];
    const members = await Promise.all([withSession(t), withSession(t), withSession(t)]);
    const [first, , third] = members;
    const add = async (m: number, ink: Ink, status: string, rating?: number) => {
      const res = await members[m]?.browser.post(`/api/inks/${ink.id}/collection`, {
        status,
        ...(rating ? { rating } : {}),
      });
      expect(res?.statusCode, res?.body).toBe(201);
    };
    // the first page is cached: it must change with the counts
    expect(ids((await list('?sort=owned&limit=3')).data)).toEqual(ids(byName.slice(0, 3)));
    await add(0, a, 'owned', 4);
    await add(1, a, 'owned', 4);
    await add(2, a, 'owned');
    await add(0, b, 'owned', 5);
    await add(1, b, 'owned');
    await add(2, b, 'wishlist');
    await add(0, c, 'owned', 5);
    await add(1, c, 'tried', 5);
    const rest = byName.filter((i) => ![a.id, b.id, c.id].includes(i.id));
    expect(ids(await listAll('?sort=owned', 37))).toEqual(ids([a, b, c, ...rest]));

    // rating: the highest mean first, more ratings first among equals, unrated inks last
    expect(ids(await listAll('?sort=rating', 37))).toEqual(ids([c, b, a, ...rest]));

    // a member's entry changed to tried, then removed: the counts follow
    const put = await first.browser.send('PUT', `/api/inks/${c.id}/collection`, {
      status: 'tried',
      rating: 5,
    });
    expect(put.statusCode, put.body).toBe(200);
    const owned = await list('?sort=owned&limit=3');
    expect(ids(owned.data)).toEqual(ids([a, b, rest[0] as Ink]));
    const gone = await third.browser.send('DELETE', `/api/inks/${a.id}/collection`);
    expect(gone.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('inks')
      .select(['owner_count'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.owner_count).toBe(2);
    // two with 2 owners: the name order between them
    const two = [a, b].sort((x, y) => byName.indexOf(x) - byName.indexOf(y));
    expect(ids((await list('?sort=owned&limit=2')).data)).toEqual(ids(two));
  });

  it('most photographed and newest, ties by name (newest: by id, the latest first)', async () => {
    const [d, e] = [byName[500], byName[2]] as [Ink, Ink];
    await t.db
      .updateTable('inks')
      .set({ community_image_count: 2 })
      .where('id', '=', d.id)
      .execute();
    await t.db
      .updateTable('inks')
      .set({ community_image_count: 5 })
      .where('id', '=', e.id)
      .execute();
    try {
      const photographed = await listAll('?sort=photographed', 50);
      expect(ids(photographed.slice(0, 2))).toEqual([e.id, d.id]);
      expect(photographed.slice(2).map((i) => i.communityImageCount)).toEqual(
        photographed.slice(2).map(() => 0),
      );
      expect(ids(photographed.slice(2))).toEqual(
        ids(byName.filter((i) => i.id !== d.id && i.id !== e.id)),
      );
    } finally {
      await t.db
        .updateTable('inks')
        .set({ community_image_count: 0 })
        .where('id', 'in', [d.id, e.id])
        .execute();
    }
    const newest = await listAll('?sort=newest', 100);
    const expected = [...byName].sort(
      (x, y) => Date.parse(y.createdAt) - Date.parse(x.createdAt) || y.id - x.id,
    );
    expect(ids(newest)).toEqual(ids(expected));
  });

  it('hue is rainbow order by family, then hue angle; greys, black and white last', async () => {
    const inks = await listAll('?sort=hue', 100);
    expect(inks).toHaveLength(828);
    const families = [
      'Red',
      'Orange',
      'Brown',
      'Yellow/Gold',
      'Green',
      'Teal',
      'Blue',
      'Purple',
      'Pink',
      'Other',
      'Grey/Silver',
      'Black',
      'White',
    ];
    expect([...families].sort()).toEqual([...COLOR_FAMILIES].sort());
    const rank = inks.map((i) => families.indexOf(i.color));
    expect(rank).toEqual([...rank].sort((x, y) => x - y));
    for (const family of families) {
      const members = inks.filter((i) => i.color === family);
      if (members.length < 2) continue;
      if (['Grey/Silver', 'Black', 'White'].includes(family)) {
        // light to dark
        const l = members.map((i) => i.lab.l);
        expect(l, family).toEqual([...l].sort((x, y) => y - x));
        continue;
      }
      // the hue angles go round once: at most one step back (the family's wrap)
      const h = members.map((i) => (Math.atan2(i.lab.b, i.lab.a) * 180) / Math.PI);
      const backs = h.filter((x, k) => k > 0 && x < (h[k - 1] ?? 0) - 1e-9).length;
      expect(backs, family).toBeLessThanOrEqual(1);
    }
  });

  it('pages of any size make the same order, every ink once, with facets and with a search', async () => {
    for (const q of [
      '?sort=hue',
      '?sort=owned&color=Blue',
      '?sort=rating&brand=Sailor&brand=Pilot',
      '?sort=newest&properties=Shimmering',
    ]) {
      const whole = await listAll(q, 100);
      const small = await listAll(q, 7);
      expect(ids(small), q).toEqual(ids(whole));
      expect(new Set(ids(whole)).size, q).toBe(whole.length);
      expect((await list(`${q}&limit=1`)).total, q).toBe(whole.length);
    }
    const blue = await listAll('?sort=owned&color=Blue', 100);
    expect(blue.every((i) => i.color === 'Blue')).toBe(true);
    expect(blue).toHaveLength(byName.filter((i) => i.color === 'Blue').length);

    // a search in another order: the same inks as by relevance, ordered, still marked
    const relevance = await listAll('?search=sailor%20blue', 100);
    for (const sort of ['name', 'hue', 'owned', 'newest']) {
      const sorted = await listAll(`?search=sailor%20blue&sort=${sort}`, 5);
      expect(ids(sorted).sort(), sort).toEqual(ids(relevance).sort());
      const all = await listAll(`?sort=${sort}`, 100);
      expect(ids(sorted), sort).toEqual(ids(all.filter((i) => ids(relevance).includes(i.id))));
    }
    const marked = (await list('?search=yama%20dori&sort=newest')).data[0];
    expect(marked?.name).toBe('Yamadori');
    expect(
      (marked as InkListResponse['data'][number]).marks?.name.map(([s, e]) =>
        marked?.name.slice(s, e),
      ),
    ).toEqual(['Yamadori']);
    const none = await list('?search=zzzzqqq&sort=hue');
    expect(none.total).toBe(0);
  });
});
