import { INVENTORY_STATUSES, type Role } from '@inklore/contract';
import { sql, type Kysely } from 'kysely';
import type { DbKind } from '#src/db/database.ts';
import { lockedForUpdate } from '#src/db/dialect.ts';
import type { Database, UserRow } from '#src/db/schema.ts';
import { firstPublicInkIdsOf } from '#src/shared/user-records/public-inks.queries.ts';

/**
 * Sets a member's picture and answers the one it replaced, read inside the same transaction
 * (the row locked on PostgreSQL), so that of two uploads at once each removes exactly the
 * file the other replaced and no file is left behind.
 */
export async function replaceProfileImage(
  db: Kysely<Database>,
  kind: DbKind,
  userId: number,
  url: string | null,
  at: string,
): Promise<{ user: UserRow; previous: string | null }> {
  return db.transaction().execute(async (trx) => {
    const q = trx.selectFrom('users').select('custom_profile_image').where('id', '=', userId);
    const before = await lockedForUpdate(q, kind).executeTakeFirstOrThrow();
    const user = await trx
      .updateTable('users')
      .set({ custom_profile_image: url, updated_at: at })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user, previous: before.custom_profile_image };
  });
}

export async function setUserRole(
  trx: Kysely<Database>,
  id: number,
  role: Role,
  at: string,
): Promise<UserRow> {
  return trx
    .updateTable('users')
    .set({ role, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Members whose username, display name or email contains the search (case-insensitive),
 * staff first then by username; at most 100. An empty search lists the most recent.
 */
export function searchUsers(db: Kysely<Database>, search: string) {
  let q = db.selectFrom('users').selectAll();
  const term = search.trim().toLowerCase();
  if (term !== '') {
    const like = containing(term);
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`username_norm like ${like} escape '\\'`,
        sql<boolean>`email_norm like ${like} escape '\\'`,
        sql<boolean>`lower(coalesce(display_name, '')) like ${like} escape '\\'`,
      ]),
    );
    return q.orderBy('username_norm').limit(100).execute();
  }
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute();
}

/**
 * A member's inks per status (public figures on their profile): an ink held as a bottle and
 * a sample of one status counts once (ADR 051).
 */
export async function statusCounts(db: Kysely<Database>, userId: number) {
  // kept by the database (ADR 061, migration 2026-12-04T0400): live inks per status
  const rows = await db
    .selectFrom('member_counts')
    .select(['measure', 'n'])
    .where('user_id', '=', userId)
    .where(
      'measure',
      'in',
      INVENTORY_STATUSES.map((s) => `status_${s}`),
    )
    .execute();
  return rows.map((r) => ({ status: r.measure.slice('status_'.length), n: r.n }));
}

/**
 * The most inks the profile's palette strip shows: a member who shares more is shown the
 * first this many by id (the inks that joined the catalogue first; not a cut of the hue
 * order, which would show one end of the spectrum only), ordered by hue, and told it is a
 * part (ADR 071). Reading only these keeps the profile's cost the same for a member of 300
 * inks and one of 5,000.
 */
export const PALETTE_MAX = 200;

/**
 * The colours of the live inks a member made public, for the profile's palette strip (ADR
 * 039): the set of shared/user-records/public-inks.queries.ts, each ink once, the first
 * `max` by id. The member's candidate ids are ordered and cut to what is still wanted
 * before the inks are read, so a member with 5,000 owned inks costs `max` ink reads, not
 * 5,000 (43 -> 9 ms on PostgreSQL for the most owned member of 100,000, at 1,000); where some of them
 * were deleted, the next ids are read (a hundred at least) until the strip is full or the set
 * is done.
 */
export async function publicPaletteColors(
  db: Kysely<Database>,
  userId: number,
  withOwned: boolean,
  max = PALETTE_MAX,
  minBatch = 100,
) {
  const out: { id: number; color_hex: string; lab_l: number; lab_a: number; lab_b: number }[] = [];
  let after = 0;
  for (;;) {
    // `minBatch` at least: a run of deleted inks costs one more query, not one each
    const batch = Math.max(max - out.length, minBatch);
    const rows = await db
      .selectFrom(firstPublicInkIdsOf(db, userId, withOwned, after, batch).as('ids'))
      .leftJoin('inks', (j) =>
        j.onRef('inks.id', '=', 'ids.ink_id').on('inks.deleted_at', 'is', null),
      )
      .select(['ids.ink_id', 'inks.id', 'inks.color_hex', 'inks.lab_l', 'inks.lab_a', 'inks.lab_b'])
      .orderBy('ids.ink_id')
      .execute();
    for (const r of rows) {
      // deleted since (the columns are null only then: the left join found no live ink)
      if (r.id === null || r.color_hex === null) continue;
      out.push({
        id: r.id,
        color_hex: r.color_hex,
        lab_l: r.lab_l ?? 0,
        lab_a: r.lab_a ?? 0,
        lab_b: r.lab_b ?? 0,
      });
      if (out.length === max) return out;
    }
    const last = rows.at(-1);
    if (rows.length < batch || !last) return out;
    after = last.ink_id;
  }
}

/** Live catalogue inks that came from a member's approved discoveries, newest first. */
export function discoveriesOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('inks')
    .select(['id', 'name', 'brand', 'color_hex'])
    .where('submitted_by', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}
