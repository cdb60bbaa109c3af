import { sql, type Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/*
 * The feed's reads (ADR 060). A member's feed is the feed_events of the members and brands
 * they follow, newest first by id. Finding a page takes two steps, both on indexes:
 *
 * 1. recentCandidates: feed_events read backwards by id from the cursor, at most `window` ids
 *    deep, keeping those of the follow set (a hashed look-up each). While the members one
 *    follows are a fair share of what happens on the site this finds a page in a few dozen
 *    rows.
 * 2. olderCandidates, when the window held too few: for each followed member and brand, its
 *    newest events below the window by the (actor_id, id) and (brand_norm, id) indexes, merged:
 *    each source gives at most `n` rows, so the work grows with the number of sources, never
 *    with how much they or anyone else did.
 *
 * Both answer event ids only; eventsByIds reads what the feed shows and what it checks again
 * at read time (still public, actor still live).
 */

/** The ids of the events below `before` and above `floor` of my follow set, newest first. */
export async function recentCandidates(
  db: Kysely<Database>,
  userId: number,
  opts: { before: number; floor: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('feed_events as e')
    .select('e.id')
    .where('e.id', '<', opts.before)
    .where('e.id', '>', opts.floor)
    .where((eb) =>
      eb.or([
        // the unary plus keeps the planner on the id order (not the actor index and a sort)
        eb(
          sql<number>`+${sql.ref('e.actor_id')}`,
          'in',
          eb.selectFrom('follows').select('followee_id').where('follower_id', '=', userId),
        ),
        eb(
          sql<string>`${sql.ref('e.brand_norm')} || ''`,
          'in',
          eb.selectFrom('brand_follows').select('brand_norm').where('user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('e.id', 'desc')
    .limit(opts.limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The ids of the events below `before` of my follow set, newest first: each followed member's
 * and brand's newest `limit` by their index, merged.
 */
export async function olderCandidates(
  db: Kysely<Database>,
  userId: number,
  opts: { before: number; limit: number },
): Promise<number[]> {
  const { before, limit } = opts;
  const rows = await db
    .selectFrom('follows as f')
    .innerJoin('feed_events as e', 'e.actor_id', 'f.followee_id')
    .select('e.id')
    .where('f.follower_id', '=', userId)
    .where('e.id', '<', before)
    .where((eb) =>
      eb(
        'e.id',
        '>=',
        eb.fn.coalesce(
          eb
            .selectFrom('feed_events as x')
            .select('x.id')
            .whereRef('x.actor_id', '=', 'f.followee_id')
            .where('x.id', '<', before)
            .orderBy('x.id', 'desc')
            .limit(1)
            .offset(limit - 1),
          sql.lit(0),
        ),
      ),
    )
    .unionAll(
      db
        .selectFrom('brand_follows as b')
        .innerJoin('feed_events as e', 'e.brand_norm', 'b.brand_norm')
        .select('e.id')
        .where('b.user_id', '=', userId)
        .where('e.id', '<', before)
        .where((eb) =>
          eb(
            'e.id',
            '>=',
            eb.fn.coalesce(
              eb
                .selectFrom('feed_events as x')
                .select('x.id')
                .whereRef('x.brand_norm', '=', 'b.brand_norm')
                .where('x.id', '<', before)
                .orderBy('x.id', 'desc')
                .limit(1)
                .offset(limit - 1),
              sql.lit(0),
            ),
          ),
        ),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The newest event id (the first page's cursor is one above it). */
export async function newestEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('feed_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * The events of `ids` with what the feed shows of them and what it checks again when read:
 * the actor (live, not suspended), the ink (live), the image (still there), the collection
 * (still public), the pairing's pen (still public, not archived), the story (still published,
 * about the same brand).
 */
export function eventsByIds(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('feed_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .leftJoin('inks as k', 'k.id', 'e.ink_id')
    .leftJoin('community_images as ci', (j) =>
      j.onRef('ci.id', '=', 'e.target_id').on('e.kind', '=', 'image'),
    )
    .leftJoin('collections as c', (j) =>
      j.onRef('c.id', '=', 'e.target_id').on('e.kind', '=', 'collection'),
    )
    .leftJoin('inkings as g', (j) =>
      j.onRef('g.id', '=', 'e.target_id').on('e.kind', '=', 'inking'),
    )
    .leftJoin('pens as p', 'p.id', 'g.pen_id')
    .leftJoin('news as n', (j) => j.onRef('n.id', '=', 'e.target_id').on('e.kind', '=', 'news'))
    .select([
      'e.id',
      'e.kind',
      'e.actor_id',
      'e.brand_norm',
      'e.ink_id',
      'e.target_id',
      'e.created_at',
      'u.username',
      'u.display_name',
      'u.custom_profile_image',
      'u.profile_image_url',
      'u.restriction',
      'k.name as ink_name',
      'k.brand as ink_brand',
      'k.color_hex',
      'k.color_family',
      'k.deleted_at as ink_deleted_at',
      'ci.id as image_id',
      'ci.caption',
      'ci.thumbnail_url',
      'c.name as collection_name',
      'c.is_public as collection_public',
      'g.id as inking_id',
      'p.is_public as pen_public',
      'p.archived_at as pen_archived_at',
      'p.brand as pen_brand',
      'p.model as pen_model',
      'n.title as news_title',
      'n.published as news_published',
      'n.brand_norm as news_brand_norm',
      'n.cover_image_url',
    ])
    .where('e.id', 'in', ids)
    .execute();
}
export type FeedEventRow = Awaited<ReturnType<typeof eventsByIds>>[number];

/** The catalogue's spellings of brands (normalised), for the brand events of a page. */
export async function brandSpellings(
  db: Kysely<Database>,
  brandNorms: string[],
): Promise<Map<string, string>> {
  if (brandNorms.length === 0) return new Map();
  const rows = await db
    .selectFrom('inks')
    .select(['brand_norm', 'brand'])
    .where('brand_norm', 'in', brandNorms)
    .where('deleted_at', 'is', null)
    .groupBy(['brand_norm', 'brand'])
    .execute();
  return new Map(rows.map((r) => [r.brand_norm, r.brand]));
}
