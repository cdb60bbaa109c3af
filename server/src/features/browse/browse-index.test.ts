import {
  BRAND_FILTERS,
  COLOR_FAMILIES,
  INK_PROPERTIES,
  type InkListResponse,
  type InkProperty,
  OTHER_BRAND,
} from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/database.ts';
import { createTestApp, json, openTestDb, type TestContext } from '../../../test/helpers.ts';
import { catalogueVersions } from '#src/shared/ink-records/ink-records.queries.ts';
import { BrowseIndex, browseIndex } from './browse-index.ts';
import { browseOrder, listInks } from './browse.queries.ts';

describe('the browse index gives the pages and counts the database gives', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
  });
  afterAll(() => drop());

  it('for every brand, colour family and property, alone and together, on many pages', async () => {
    const index = await browseIndex(db, (await catalogueVersions(db)).search);
    const brands = [
      [],
      ...[...BRAND_FILTERS, OTHER_BRAND].map((b) => [b]),
      ['Diamine', OTHER_BRAND],
    ];
    const colors = [[], ...COLOR_FAMILIES.map((c) => [c]), ['Blue', 'Green']];
    const properties: InkProperty[][] = [
      [],
      ...INK_PROPERTIES.map((p) => [p]),
      ['Sheening', 'Shading'],
    ];
    const filters = [
      ...brands.map((b) => ({ brands: b, colors: [], properties: [] })),
      ...colors.map((c) => ({ brands: [], colors: c, properties: [] })),
      ...properties.map((p) => ({ brands: [], colors: [], properties: p })),
      ...brands.flatMap((b) =>
        colors
          .slice(0, 4)
          .map((c, i) => ({ brands: b, colors: c, properties: properties[i] ?? [] })),
      ),
    ];
    let compared = 0;
    for (const f of filters) {
      for (const [offset, limit] of [
        [0, 50],
        [50, 50],
        [3, 7],
        [0, 1],
        [100_000, 50],
      ] as const) {
        const want = await listInks(db, f, offset, limit);
        const got = index.page(f, offset, limit);
        expect(got, JSON.stringify({ f, offset, limit })).toEqual({
          ids: want.rows.map((r) => r.id),
          total: want.total,
        });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('reads the facets in the order the database sorts them', async () => {
    const rows = await browseOrder(db);
    const index = new BrowseIndex(rows);
    expect([...index.ids]).toEqual(rows.map((r) => r.id));
    expect(index.page({ brands: [], colors: [], properties: [] }, 0, 5).total).toBe(rows.length);
  });
});

describe('GET /api/inks browsing follows writes made straight to the database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (query: string) =>
    json<InkListResponse>(await t.app.inject({ method: 'GET', url: `/api/inks${query}` }));

  it('a colour family changed, an ink deleted: the next page and count show it', async () => {
    const before = await list('?color=White&limit=100');
    const blue = (await list('?color=Blue&limit=1')).data[0];
    expect(blue).toBeDefined();
    await t.db
      .updateTable('inks')
      .set({ color_family: 'White' })
      .where('id', '=', blue?.id ?? 0)
      .execute();
    const after = await list('?color=White&limit=100');
    expect(after.total).toBe(before.total + 1);
    expect(after.data.map((i) => i.id)).toContain(blue?.id);

    await t.db
      .updateTable('inks')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', blue?.id ?? 0)
      .execute();
    const gone = await list('?color=White&limit=100');
    expect(gone.total).toBe(before.total);
    expect(gone.data.map((i) => i.id)).not.toContain(blue?.id);
  });
});
