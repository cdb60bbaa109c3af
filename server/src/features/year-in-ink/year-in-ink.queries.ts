import { sql, type Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/**
 * Year in Ink's reads of the diary (ADR 057): the pens feature's tables (pens, pen_uses), read
 * here and never written, and year_shares, which this feature writes. Every figure is counted
 * by the database over one member's marks within one span of days ('YYYY-MM-DD' text, which
 * sorts as days on both databases; the index on pen_uses (user_id, day) serves each).
 */

/** One member's diary between two days, both counted. */
export type Span = { userId: number; from: string; to: string };

function marks(db: Kysely<Database>, span: Span) {
  return db
    .selectFrom('pen_uses as u')
    .where('u.user_id', '=', span.userId)
    .where('u.day', '>=', span.from)
    .where('u.day', '<=', span.to);
}

/** Days with at least one mark, and the latest of them. */
export async function daysWritten(
  db: Kysely<Database>,
  span: Span,
): Promise<{ days: number; last: string | null }> {
  const row = await marks(db, span)
    .select((eb) => [
      eb.fn.count<number | string>('u.day').distinct().as('days'),
      eb.fn.max('u.day').as('last'),
    ])
    .executeTakeFirst();
  return { days: Number(row?.days ?? 0), last: row?.last ?? null };
}

/** Each ink used, with the days it was used on (two pens on one day count one day). */
export function inkDays(db: Kysely<Database>, span: Span) {
  return marks(db, span)
    .innerJoin('inks as i', 'i.id', 'u.ink_id')
    .select((eb) => [
      'i.id',
      'i.name',
      'i.brand',
      'i.color_hex',
      'i.color_family',
      eb.fn.count<number | string>('u.day').distinct().as('days'),
    ])
    .groupBy(['i.id', 'i.name', 'i.brand', 'i.color_hex', 'i.color_family'])
    .execute();
}
export type InkDaysRow = Awaited<ReturnType<typeof inkDays>>[number];

/** Each pen used, with the days it was used on, and whether the member made it public. */
export function penDays(db: Kysely<Database>, span: Span) {
  return marks(db, span)
    .innerJoin('pens as p', 'p.id', 'u.pen_id')
    .select((eb) => [
      'p.id',
      'p.kind',
      'p.brand',
      'p.model',
      'p.nib_size',
      'p.is_public',
      eb.fn.count<number | string>('u.day').distinct().as('days'),
    ])
    .groupBy(['p.id', 'p.kind', 'p.brand', 'p.model', 'p.nib_size', 'p.is_public'])
    .execute();
}
export type PenDaysRow = Awaited<ReturnType<typeof penDays>>[number];

/** The inks' brands: how many of its inks were used, and on how many days. */
export function brandDays(db: Kysely<Database>, span: Span) {
  return marks(db, span)
    .innerJoin('inks as i', 'i.id', 'u.ink_id')
    .select((eb) => [
      'i.brand',
      eb.fn.count<number | string>('u.ink_id').distinct().as('inks'),
      eb.fn.count<number | string>('u.day').distinct().as('days'),
    ])
    .groupBy('i.brand')
    .execute();
}

/** Days written in each month ('01' to '12'), for the months that have any. */
export function monthDays(db: Kysely<Database>, span: Span) {
  const month = sql<string>`substr(u.day, 6, 2)`;
  return marks(db, span)
    .select((eb) => [
      month.as('month'),
      eb.fn.count<number | string>('u.day').distinct().as('days'),
    ])
    .groupBy(month)
    .execute();
}

/**
 * The inks the member first used within the span: their first mark ever is in it (none
 * before `from` in the whole diary), with that first day.
 */
export function firstUsedIn(db: Kysely<Database>, span: Span) {
  return db
    .selectFrom('pen_uses as u')
    .where('u.user_id', '=', span.userId)
    .where('u.day', '<=', span.to)
    .select((eb) => ['u.ink_id', eb.fn.min('u.day').as('first')])
    .groupBy('u.ink_id')
    .having((eb) => eb.fn.min('u.day'), '>=', span.from)
    .execute();
}

/** The years in which the member marked any day, newest first. */
export async function diaryYears(db: Kysely<Database>, userId: number): Promise<number[]> {
  const year = sql<string>`substr(day, 1, 4)`;
  const rows = await db
    .selectFrom('pen_uses')
    .where('user_id', '=', userId)
    .select(year.as('year'))
    .groupBy(year)
    .execute();
  return rows.map((r) => Number(r.year)).sort((a, b) => b - a);
}

/** The years the member shared, newest first. */
export async function sharedYears(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('year_shares')
    .where('user_id', '=', userId)
    .select('year')
    .orderBy('year', 'desc')
    .execute();
  return rows.map((r) => r.year);
}

export async function isShared(
  db: Kysely<Database>,
  userId: number,
  year: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('year_shares')
    .select('year')
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .executeTakeFirst();
  return row !== undefined;
}

/** Shares the year (a second share keeps the first date). */
export async function insertShare(
  db: Kysely<Database>,
  userId: number,
  year: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('year_shares')
    .values({ user_id: userId, year, shared_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'year']).doNothing())
    .execute();
}

export async function deleteShare(
  db: Kysely<Database>,
  userId: number,
  year: number,
): Promise<void> {
  await db
    .deleteFrom('year_shares')
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .execute();
}
