import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/** What an ink's preview card draws, for a live ink (not soft-deleted). */
export function liveInkForCard(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('inks')
    .select(['id', 'name', 'brand', 'line', 'color_hex', 'updated_at'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** What a story's preview card draws, for a published story. */
export function publishedStoryForCard(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('news')
    .select(['id', 'title', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst();
}

/**
 * The sitemap's kinds of page, each in a stable order (by id) so that its slices, read with
 * offset and limit, make up the whole list.
 */
export type SitemapKind = 'ink' | 'story' | 'member' | 'collection' | 'year';

/**
 * A page of the sitemap: its key (id, or username for a member and a shared year), the year
 * of a shared year, and the last change.
 */
export type SitemapRow = { key: number | string; year?: number; updated_at: Date | string };

/**
 * Members listed: those with a verified email. Every member's profile is public (spec §2
 * /user/{username}; there is no hidden or suspended state, and a deleted account's row is
 * gone), but an account never verified is often abandoned or a spam sign-up: it is not
 * offered to search engines.
 */
function sitemapQuery(db: Kysely<Database>, kind: SitemapKind) {
  const source = {
    ink: () =>
      db
        .selectFrom('inks')
        .select(['id as key', 'updated_at'])
        .where('deleted_at', 'is', null)
        .orderBy('id'),
    story: () =>
      db
        .selectFrom('news')
        .select(['id as key', 'updated_at'])
        .where('published', '=', 1)
        .orderBy('id'),
    member: () =>
      db
        .selectFrom('users')
        .select(['username as key', 'updated_at'])
        .where('email_verified', '=', 1)
        .orderBy('id'),
    collection: () =>
      db
        .selectFrom('collections')
        .select(['id as key', 'updated_at'])
        .where('is_public', '=', 1)
        .orderBy('id'),
    // a Year in Ink its member shared (ADR 057); never a year not shared
    year: () =>
      db
        .selectFrom('year_shares')
        .innerJoin('users', 'users.id', 'year_shares.user_id')
        .select([
          'users.username as key',
          'year_shares.year',
          'year_shares.shared_at as updated_at',
        ])
        .where('users.email_verified', '=', 1)
        .orderBy('year_shares.user_id')
        .orderBy('year_shares.year'),
  }[kind]();
  // one shape for all: the key (a number or a username), a shared year's year, the last change
  return source as SelectQueryBuilder<Database, 'inks', SitemapRow>;
}

export async function countSitemapRows(db: Kysely<Database>, kind: SitemapKind): Promise<number> {
  const r = await db
    .selectFrom(sitemapQuery(db, kind).clearOrderBy().as('t'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function sitemapRows(
  db: Kysely<Database>,
  kind: SitemapKind,
  offset: number,
  limit: number,
): Promise<SitemapRow[]> {
  return sitemapQuery(db, kind).limit(limit).offset(offset).execute();
}
