import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, openTestDb } from '../../test/helpers.ts';
import { pgTimestampIso, type Db } from './database.ts';

/** Timestamps come back as the same ISO 8601 text from both databases (database.ts). */

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
});
afterAll(async () => {
  await drop();
});

it("reads PostgreSQL's text of a timestamp as toISOString writes it", () => {
  expect(pgTimestampIso('2026-11-30 08:48:49.31559+00')).toBe('2026-11-30T08:48:49.315Z');
  expect(pgTimestampIso('2026-11-30 08:48:49.3+00')).toBe('2026-11-30T08:48:49.300Z');
  expect(pgTimestampIso('2026-11-30 08:48:49+00')).toBe('2026-11-30T08:48:49.000Z');
  // another session zone, and a year of five digits: through pg's own parser
  expect(pgTimestampIso('2026-11-30 17:48:49.5+09')).toBe('2026-11-30T08:48:49.500Z');
  expect(pgTimestampIso('2026-11-30 03:18:49+05:30')).toBe('2026-11-29T21:48:49.000Z');
  expect(pgTimestampIso('12026-11-30 08:48:49+00')).toBe('+012026-11-30T08:48:49.000Z');
  expect(pgTimestampIso('infinity')).toBe('infinity');
});

it('gives back a stored timestamp as the ISO text written, in any session time zone', async () => {
  const user = await createUser(db);
  const written = '2026-03-04T05:06:07.089Z';
  await db
    .updateTable('users')
    .set({ last_active_at: written })
    .where('id', '=', user.id)
    .execute();
  const read = async () =>
    (
      await db
        .selectFrom('users')
        .select('last_active_at')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).last_active_at;
  expect(await read()).toBe(written);
  if (db.kind !== 'postgres') return;
  // a session in another zone writes the offset: still the same instant, in UTC
  await db.connection().execute(async (conn) => {
    await sql`set time zone 'Asia/Tokyo'`.execute(conn);
    try {
      const { rows } = await sql<{ at: unknown }>`
        select last_active_at as at from users where id = ${user.id}`.execute(conn);
      expect(rows[0]?.at).toBe(written);
    } finally {
      await sql`set time zone 'UTC'`.execute(conn);
    }
  });
});
