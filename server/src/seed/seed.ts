import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import { seedDemo } from './demo.ts';

const MARKER = 'seeded';

/**
 * Seeds a new database once. The marker in app_meta makes a second start (or a start after
 * every ink was removed) leave the data alone.
 */
export async function seedOnce(db: Db, seed: 'demo' | 'none'): Promise<string> {
  const marker = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', MARKER)
    .executeTakeFirst();
  if (marker) return `already seeded (${marker.value}); nothing loaded`;
  const existing = await db
    .selectFrom('inks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  let what = 'nothing (SEED=none)';
  if (seed === 'demo' && existing.n === 0) {
    const { inks, news } = await seedDemo(db);
    what = `demo data: ${inks} inks, ${news} news stories`;
  } else if (existing.n > 0) {
    what = `nothing (the database already holds ${existing.n} inks)`;
  }
  await db
    .insertInto('app_meta')
    .values({ key: MARKER, value: `${seed} at ${nowIso()}` })
    .execute();
  return `seeded ${what}`;
}
