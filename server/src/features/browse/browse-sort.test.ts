import { COLOR_FAMILIES, type ErrorBody, type Ink, type InkListResponse } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersions, insertInk } from '#src/shared/ink-records/ink-records.queries.ts';
import { inkRow } from '#src/shared/ink-records/ink-row.ts';
import { createTestApp, json, prng, withSession, type TestContext } from '../../../test/helpers.ts';
import { SortOrders, sortOrders, type KeyedSort } from './browse-sort.ts';
import { sortKeys } from './browse.queries.ts';

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

/**
 * ADR 055: after a change, the orders read only the inks whose sort keys changed and place
 * them again. Each order must then be exactly what reading every key anew gives.
 */
describe('the orders after a change', () => {
  const SORTS: readonly KeyedSort[] = ['newest', 'owned', 'photographed', 'rating', 'hue'];
  const held = async () => sortOrders(t.db, (await catalogueVersions(t.db)).catalogue);
  const anew = async () => new SortOrders(await sortKeys(t.db));

  /** Every order, as held and through every page of GET /api/inks, equals a fresh read. */
  async function sameAsAnew(kept: SortOrders, pages = true): Promise<void> {
    const orders = await held();
    expect(orders, 'the orders were placed again, not read whole').toBe(kept);
    const fresh = await anew();
    for (const sort of SORTS) {
      const want = Array.from(fresh.ids(sort));
      expect(Array.from(orders.ids(sort)), sort).toEqual(want);
      if (pages) expect(ids(await listAll(`?sort=${sort}`, 100)), sort).toEqual(want);
    }
  }

  it('every column the orders read moves sort_seq when written, and adding an ink does', async () => {
    const ink = byName[123] as Ink;
    const seq = async (id = ink.id) =>
      (
        await t.db
          .selectFrom('inks')
          .select('sort_seq')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).sort_seq;
    const row = await t.db
      .selectFrom('inks')
      .selectAll()
      .where('id', '=', ink.id)
      .executeTakeFirstOrThrow();
    const changes = {
      brand_norm: `${row.brand_norm}x`,
      name_norm: `${row.name_norm}x`,
      created_at: new Date(Date.parse(String(row.created_at)) - 1000).toISOString(),
      deleted_at: new Date().toISOString(),
      owner_count: row.owner_count + 1,
      community_image_count: row.community_image_count + 1,
      rating_sum: row.rating_sum + 1,
      rating_count: row.rating_count + 1,
      color_family: row.color_family === 'Red' ? 'Blue' : 'Red',
      lab_l: row.lab_l + 1,
      lab_a: row.lab_a + 1,
      lab_b: row.lab_b + 1,
    };
    for (const [column, value] of Object.entries(changes)) {
      const before = await seq();
      await t.db
        .updateTable('inks')
        .set({ [column]: value })
        .where('id', '=', ink.id)
        .execute();
      expect(await seq(), column).toBeGreaterThan(before);
    }
    const restore = Object.fromEntries(
      Object.keys(changes).map((c) => [c, row[c as keyof typeof row]]),
    );
    await t.db.updateTable('inks').set(restore).where('id', '=', ink.id).execute();
    // a later write holds a larger number on SQLite; the writing transaction on PostgreSQL
    const max = (
      await t.db
        .selectFrom('inks')
        .select((eb) => eb.fn.max('sort_seq').as('m'))
        .executeTakeFirstOrThrow()
    ).m;
    const added = await insertInk(
      t.db,
      inkRow({
        name: 'Seq Probe',
        brand: 'Zzz Probe',
        line: null,
        colorHex: '#123456',
        description: null,
        images: [],
        properties: [],
        featured: false,
        source: null,
        createdAt: '2020-01-01T00:00:00.000Z',
      }),
    );
    expect(await seq(added)).toBeGreaterThanOrEqual(max);
    await t.db
      .updateTable('inks')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', added)
      .execute();
  });

  it('owners, a rating, an image, a new ink, a deleted ink, a hue and a name: each in the next page', async () => {
    for (const sort of SORTS) await list(`?sort=${sort}&limit=1`);
    const kept = await held();
    const members = await Promise.all([withSession(t), withSession(t), withSession(t)]);
    const [x, y, z, w, v] = [
      byName[610],
      byName[611],
      byName[612],
      byName[613],
      byName[3],
    ] as Ink[];
    const first = async (sort: KeyedSort) => (await list(`?sort=${sort}&limit=1`)).data[0]?.id;

    // owners: three members own x, more than any other ink
    for (const m of members) {
      const res = await m.browser.post(`/api/inks/${x?.id}/collection`, { status: 'owned' });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await first('owned')).toBe(x?.id);
    await sameAsAnew(kept);

    // a rating: three fives for y
    for (const m of members) {
      const res = await m.browser.post(`/api/inks/${y?.id}/collection`, {
        status: 'tried',
        rating: 5,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await first('rating')).toBe(y?.id);
    await sameAsAnew(kept);

    // an image
    await t.db
      .updateTable('inks')
      .set({ community_image_count: 40 })
      .where('id', '=', z?.id ?? 0)
      .execute();
    expect(await first('photographed')).toBe(z?.id);
    await sameAsAnew(kept);

    // a new ink: the newest, in every order, one more in each
    const total = (await list('?sort=hue&limit=1')).total;
    const added = await insertInk(
      t.db,
      inkRow({
        name: 'Aaa Newcomer',
        brand: v?.brand ?? 'Sailor',
        line: null,
        colorHex: '#c0392b',
        description: null,
        images: [],
        properties: [],
        featured: false,
        source: null,
        createdAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    expect(await first('newest')).toBe(added);
    for (const sort of SORTS) expect((await list(`?sort=${sort}&limit=1`)).total).toBe(total + 1);
    await sameAsAnew(kept);

    // a deleted ink: gone from every order
    await t.db
      .updateTable('inks')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', 'in', [added, x?.id ?? 0])
      .execute();
    expect(await first('newest')).not.toBe(added);
    expect(await first('owned')).not.toBe(x?.id);
    for (const sort of SORTS) {
      const all = ids(await listAll(`?sort=${sort}`, 100));
      expect(all, sort).not.toContain(added);
      expect(all, sort).not.toContain(x?.id);
      expect(all, sort).toHaveLength(total - 1);
    }
    await sameAsAnew(kept);

    // a hue: w turns from its colour to a red, and moves to the reds
    const hueBefore = ids(await listAll('?sort=hue', 100)).indexOf(w?.id ?? 0);
    await t.db
      .updateTable('inks')
      .set({ color_family: 'Red', color_hex: '#c0392b', lab_l: 45, lab_a: 60, lab_b: 40 })
      .where('id', '=', w?.id ?? 0)
      .execute();
    const hue = await listAll('?sort=hue', 100);
    expect(hue.find((i) => i.id === w?.id)?.color).toBe('Red');
    expect(ids(hue).indexOf(w?.id ?? 0)).not.toBe(hueBefore);
    expect(hue.slice(0, ids(hue).indexOf(w?.id ?? 0)).every((i) => i.color === 'Red')).toBe(true);
    await sameAsAnew(kept);

    // a name: v renamed to the end of its brand moves among the inks tied with it
    await t.db
      .updateTable('inks')
      .set({ name: 'Zzzz Last', name_norm: 'zzzz last' })
      .where('id', '=', v?.id ?? 0)
      .execute();
    await sameAsAnew(kept);
  });

  it.runIf(process.env.TEST_DATABASE_URL !== undefined)(
    'a transaction that commits after a later one is still read (PostgreSQL)',
    async () => {
      for (const sort of SORTS) await list(`?sort=${sort}&limit=1`);
      const kept = await held();
      const [a, b] = [byName[700], byName[701]] as [Ink, Ink];
      const first = async () => (await list('?sort=photographed&limit=1')).data[0]?.id;
      let began!: () => void;
      let release!: () => void;
      const writing = new Promise<void>((r) => (began = r));
      const gate = new Promise<void>((r) => (release = r));
      // the first transaction writes (taking the smaller id) and waits
      const slow = t.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('inks')
          .set({ community_image_count: 500 })
          .where('id', '=', a.id)
          .execute();
        began();
        await gate;
      });
      await writing;
      // a later one commits first, and a page is read
      await t.db
        .updateTable('inks')
        .set({ community_image_count: 400 })
        .where('id', '=', b.id)
        .execute();
      expect(await first()).toBe(b.id);
      // then the first commits: the next page has it
      release();
      await slow;
      expect(await first()).toBe(a.id);
      await sameAsAnew(kept);
      await t.db
        .updateTable('inks')
        .set({ community_image_count: 0 })
        .where('id', 'in', [a.id, b.id])
        .execute();
    },
  );

  it('after any mix of changes, every order is what reading every key anew gives', async () => {
    for (const sort of SORTS) await list(`?sort=${sort}&limit=1`);
    const kept = await held();
    const rand = prng(55);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    const all = await t.db.selectFrom('inks').select(['id', 'brand', 'name']).execute();
    const inkIds = all.map((r) => r.id);
    for (let round = 0; round < 25; round++) {
      const n = 1 + Math.floor(rand() * 12);
      for (let k = 0; k < n; k++) {
        const id = pick(inkIds);
        const set = (values: Record<string, unknown>) =>
          t.db.updateTable('inks').set(values).where('id', '=', id).execute();
        switch (Math.floor(rand() * 9)) {
          case 0:
            await set({ owner_count: Math.floor(rand() * 4) });
            break;
          case 1:
            await set({
              rating_count: 1 + Math.floor(rand() * 3),
              rating_sum: 1 + Math.floor(rand() * 12),
            });
            break;
          case 2:
            await set({ community_image_count: Math.floor(rand() * 4) });
            break;
          case 3:
            await set({ lab_a: rand() * 160 - 80, lab_b: rand() * 160 - 80, lab_l: rand() * 100 });
            break;
          case 4:
            await set({ color_family: pick(COLOR_FAMILIES) });
            break;
          case 5:
            await set({ deleted_at: rand() < 0.5 ? new Date().toISOString() : null });
            break;
          case 6: {
            const other = pick(all);
            // the same brand and name as another ink: the id decides between them
            await set({
              brand_norm: other.brand.toLowerCase(),
              name_norm: other.name.toLowerCase(),
            });
            break;
          }
          case 7:
            await set({
              created_at: new Date(Date.UTC(2020, 0, 1 + Math.floor(rand() * 30))).toISOString(),
            });
            break;
          default: {
            const other = pick(all);
            inkIds.push(
              await insertInk(
                t.db,
                inkRow({
                  name: rand() < 0.5 ? other.name : `Fuzz ${round} ${k}`,
                  brand: other.brand,
                  line: null,
                  colorHex: `#${Math.floor(rand() * 0xffffff)
                    .toString(16)
                    .padStart(6, '0')}`,
                  description: null,
                  images: [],
                  properties: [],
                  featured: false,
                  source: null,
                  createdAt: new Date(Date.UTC(2020, 0, 1 + Math.floor(rand() * 30))).toISOString(),
                }),
              ),
            );
          }
        }
      }
      await sameAsAnew(kept, round % 8 === 0);
    }

    // an ink deleted outright (no feature does): every key is read again
    const gone = inkIds[inkIds.length - 1] ?? 0;
    await t.db.deleteFrom('inks').where('id', '=', gone).execute();
    const after = await held();
    expect(after).not.toBe(kept);
    expect(Array.from(after.ids('newest'))).not.toContain(gone);
    await sameAsAnew(after);
  });
});
