import type { Kysely } from 'kysely';
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

/** Every mark of the span: its day, pen and ink (a year of a long habit: some 12,000 rows). */
export function yearMarks(db: Kysely<Database>, span: Span) {
  return marks(db, span).select(['u.day', 'u.pen_id', 'u.ink_id']).execute();
}

/** The few facts of these inks a year shows (at most 500 ids a call). */
export function inksByIds(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('inks')
    .select(['id', 'name', 'brand', 'color_hex', 'color_family'])
    .where('id', 'in', ids)
    .execute();
}

/** The few facts of these pens a year shows, and whether the member made each public. */
export function pensByIds(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('pens')
    .select(['id', 'kind', 'brand', 'model', 'nib_size', 'is_public', 'archived_at'])
    .where('id', 'in', ids)
    .execute();
}
export type InkFacts = Awaited<ReturnType<typeof inksByIds>>[number];
export type PenFacts = Awaited<ReturnType<typeof pensByIds>>[number];
/** An ink used, with the days it was used on (two pens on one day count one day). */
export type InkDaysRow = InkFacts & { days: number };
/** A pen used, with the days it was used on. */
export type PenDaysRow = PenFacts & { days: number };

/**
 * The inks the member first used within the span: used in it, and with no mark before `from`
 * in the whole diary (each looked up by the index on (user_id, ink_id, day): a long diary's
 * earlier years are never read), with their first day in the span.
 */
export function firstUsedIn(db: Kysely<Database>, span: Span) {
  return marks(db, span)
    .select((eb) => ['u.ink_id', eb.fn.min('u.day').as('first')])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('pen_uses as e')
            .select('e.id')
            .whereRef('e.ink_id', '=', 'u.ink_id')
            .where('e.user_id', '=', span.userId)
            .where('e.day', '<', span.from),
        ),
      ),
    )
    .groupBy('u.ink_id')
    .execute();
}

/**
 * The years in which the member marked any day, newest first: one index seek per year (the
 * first day on or after each year's start), never the whole diary.
 */
export async function diaryYears(db: Kysely<Database>, userId: number): Promise<number[]> {
  const years: number[] = [];
  let from = '0000-01-01';
  for (;;) {
    const row = await db
      .selectFrom('pen_uses')
      .where('user_id', '=', userId)
      .where('day', '>=', from)
      .select((eb) => eb.fn.min('day').as('day'))
      .executeTakeFirst();
    const day = row?.day;
    if (!day) break;
    const year = Number(day.slice(0, 4));
    years.push(year);
    from = `${String(year + 1).padStart(4, '0')}-01-01`;
  }
  return years.reverse();
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
