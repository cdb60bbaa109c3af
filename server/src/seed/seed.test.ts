import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/database.ts';
import { openTestDb } from '../../test/helpers.ts';
import { DEMO_FEATURED, readDemoInks } from './demo.ts';
import { seedOnce } from './seed.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb());
});
afterAll(async () => {
  await drop();
});

const count = async (table: 'inks' | 'news') =>
  (
    await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('demo seed', () => {
  it('holds every ink of the data file, with the spec spelling of listed brands', async () => {
    expect(await count('inks')).toBe(readDemoInks().length);
    const brands = (await db.selectFrom('inks').select('brand').distinct().execute()).map(
      (r) => r.brand,
    );
    expect(brands).toContain('LAMY');
    expect(brands).toContain('Jacques Herbin');
    expect(brands).not.toContain('Lamy');
    expect(brands).not.toContain('J. Herbin');
    expect(brands).toHaveLength(67);
  });

  it('invents nothing: no descriptions, properties only where the data states them', async () => {
    const described = await db
      .selectFrom('inks')
      .select('id')
      .where('description', 'is not', null)
      .execute();
    expect(described).toEqual([]);
    const withProps = await db
      .selectFrom('inks')
      .select('name')
      .where('property_mask', '!=', 0)
      .execute();
    const stated = readDemoInks().filter((r) => r.properties.length > 0);
    expect(stated).toHaveLength(15);
    expect(withProps.map((r) => r.name).sort()).toEqual(stated.map((r) => r.name).sort());
    expect(withProps.map((r) => r.name)).toContain('Shimmer Kosmos');
    const sources = await db.selectFrom('inks').select('source').distinct().execute();
    expect(sources.every((s) => s.source && s.source.length > 0)).toBe(true);
  });

  it('marks the dozen featured inks', async () => {
    const featured = await db
      .selectFrom('inks')
      .select(['brand', 'name'])
      .where('featured', '=', 1)
      .execute();
    expect(featured).toHaveLength(DEMO_FEATURED.length);
    expect(featured.map((f) => `${f.brand}/${f.name}`).sort()).toEqual(
      DEMO_FEATURED.map(([b, n]) => `${b}/${n}`).sort(),
    );
  });

  it('holds demo news stories that say they are demos', async () => {
    const news = await db.selectFrom('news').select(['title', 'body']).execute();
    expect(news.length).toBe(5);
    expect(news.every((n) => n.title.includes('(demo)') && n.body.includes('demo story'))).toBe(
      true,
    );
  });

  it('seeds nothing a second time, even after the catalogue changes', async () => {
    await db.deleteFrom('news').execute();
    expect(await seedOnce(db, 'demo')).toContain('already seeded');
    expect(await count('inks')).toBe(828);
    expect(await count('news')).toBe(0);
  });
});
