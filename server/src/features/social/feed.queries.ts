import { sql, type Kysely } from 'kysely';
import type { FeedKind } from '@inklore/contract';
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
 * Both answer the events' own rows; withDetails reads what the feed shows of them and what it
 * checks again at read time (still public, actor still live).
 */

/** A feed event's own row. */
export type FeedEvent = {
  id: number;
  kind: FeedKind;
  actor_id: number | null;
  brand_norm: string | null;
  ink_id: number | null;
  target_id: number;
  created_at: Date | string;
};

/**
 * The events of my follow set below `before` and at most `window` ids under it, newest first.
 * The first page's `before` is the newest id plus one, read once by feed.service.ts.
 */
export function recentCandidates(
  db: Kysely<Database>,
  userId: number,
  opts: { before: number; window: number; limit: number },
): Promise<FeedEvent[]> {
  const { before, window } = opts;
  return db
    .selectFrom('feed_events as e')
    .select(EVENT_COLUMNS)
    .where('e.id', '<', before)
    .where('e.id', '>', before - window)
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
}

const EVENT_COLUMNS = [
  'e.id',
  'e.kind',
  'e.actor_id',
  'e.brand_norm',
  'e.ink_id',
  'e.target_id',
  'e.created_at',
] as const;

/**
 * The ids of the events below `before` of my follow set, newest first, by the (actor_id, id) and
 * (brand_norm, id) indexes, never a walk of the whole table:
 * 1. each followed member's and brand's newest event below `before` (one index seek each);
 * 2. only the `limit` sources with the newest of those can hold the page (any other's events
 *    are all older than one event of each of those), and for each of them the `limit`-th newest
 *    id below `before`, its bound;
 * 3. the events of those sources between their bound and `before`, merged.
 * Each step is a common table expression MATERIALIZED, which both databases keep as written, and
 * the final order is an expression, so no planner turns it back into a walk by id.
 */
export function olderCandidates(
  db: Kysely<Database>,
  userId: number,
  opts: { before: number; limit: number },
): Promise<FeedEvent[]> {
  const { before, limit } = opts;
  return db
    .with(
      (cte) => cte('mtop').materialized(),
      (q) =>
        q
          .selectFrom('follows as f')
          .select((eb) => [
            'f.followee_id as source',
            eb
              .selectFrom('feed_events as x')
              .select('x.id')
              .whereRef('x.actor_id', '=', 'f.followee_id')
              .where('x.id', '<', before)
              .orderBy('x.id', 'desc')
              .limit(1)
              .as('newest'),
          ])
          .where('f.follower_id', '=', userId),
    )
    .with(
      (cte) => cte('mb').materialized(),
      (q) =>
        q
          .selectFrom('mtop')
          .select((eb) => [
            'mtop.source',
            eb.fn
              .coalesce(
                eb
                  .selectFrom('feed_events as x')
                  .select('x.id')
                  .whereRef('x.actor_id', '=', 'mtop.source')
                  .where('x.id', '<', before)
                  .orderBy('x.id', 'desc')
                  .limit(1)
                  .offset(limit - 1),
                sql.lit(0),
              )
              .as('lo'),
          ])
          .where('mtop.newest', 'is not', null)
          .orderBy('mtop.newest', 'desc')
          .limit(limit),
    )
    .with(
      (cte) => cte('btop').materialized(),
      (q) =>
        q
          .selectFrom('brand_follows as b')
          .select((eb) => [
            'b.brand_norm as source',
            eb
              .selectFrom('feed_events as x')
              .select('x.id')
              .whereRef('x.brand_norm', '=', 'b.brand_norm')
              .where('x.id', '<', before)
              .orderBy('x.id', 'desc')
              .limit(1)
              .as('newest'),
          ])
          .where('b.user_id', '=', userId),
    )
    .with(
      (cte) => cte('bb').materialized(),
      (q) =>
        q
          .selectFrom('btop')
          .select((eb) => [
            'btop.source',
            eb.fn
              .coalesce(
                eb
                  .selectFrom('feed_events as x')
                  .select('x.id')
                  .whereRef('x.brand_norm', '=', 'btop.source')
                  .where('x.id', '<', before)
                  .orderBy('x.id', 'desc')
                  .limit(1)
                  .offset(limit - 1),
                sql.lit(0),
              )
              .as('lo'),
          ])
          .where('btop.newest', 'is not', null)
          .orderBy('btop.newest', 'desc')
          .limit(limit),
    )
    .selectFrom((q) =>
      q
        .selectFrom('mb')
        .innerJoin('feed_events as e', (j) =>
          j.onRef('e.actor_id', '=', 'mb.source').onRef('e.id', '>=', 'mb.lo'),
        )
        .select(EVENT_COLUMNS)
        .where('e.id', '<', before)
        .unionAll(
          q
            .selectFrom('bb')
            .innerJoin('feed_events as e', (j) =>
              j.onRef('e.brand_norm', '=', 'bb.source').onRef('e.id', '>=', 'bb.lo'),
            )
            .select(EVENT_COLUMNS)
            .where('e.id', '<', before),
        )
        .as('u'),
    )
    .selectAll('u')
    .orderBy(sql`${sql.ref('u.id')} + 0`, 'desc')
    .limit(limit)
    .execute();
}

/** The newest event id (the first page's cursor is one above it). */
export async function newestEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('feed_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id ?? 0;
}

/** A feed event with what the feed shows of it and what it checks again when read. */
export type FeedEventRow = FeedEvent & {
  /** The actor; username null when the account is gone. */
  username: string | null;
  display_name: string | null;
  custom_profile_image: string | null;
  profile_image_url: string | null;
  restriction: 'limited' | 'suspended' | null;
  /** The ink; its name null when it is gone. */
  ink_name: string | null;
  ink_brand: string | null;
  color_hex: string | null;
  color_family: string | null;
  ink_deleted_at: Date | string | null;
  /** The image, while it is there. */
  image_id: number | null;
  caption: string | null;
  thumbnail_url: string | null;
  /** The collection. */
  collection_name: string | null;
  collection_public: number | null;
  /** The pairing and its pen. */
  inking_id: number | null;
  pen_public: number | null;
  pen_archived_at: Date | string | null;
  pen_brand: string | null;
  pen_model: string | null;
  /** The story. */
  news_title: string | null;
  news_published: number | null;
  news_brand_norm: string | null;
  cover_image_url: string | null;
};

const targetsOf = (events: { kind: string; target_id: number }[], kind: FeedKind) => [
  ...new Set(events.filter((e) => e.kind === kind).map((e) => e.target_id)),
];
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/**
 * The events of `ids` with what the feed shows of them and what it checks again when read:
 * the actor (live, not suspended), the ink (live), the image (still there), the collection
 * (still public), the pairing's pen (still public, not archived), the story (still published,
 * about the same brand), and the brands' spellings. One small look-up by key per table, not one query joining
 * them all: each stays a few index reads whatever the tables' sizes, and is planned at once.
 */
export async function withDetails(
  db: Kysely<Database>,
  events: FeedEvent[],
): Promise<{ rows: FeedEventRow[]; brands: Map<string, string> }> {
  if (events.length === 0) return { rows: [], brands: new Map() };
  const actorIds = [...new Set(events.flatMap((e) => (e.actor_id === null ? [] : [e.actor_id])))];
  const inkIds = [...new Set(events.flatMap((e) => (e.ink_id === null ? [] : [e.ink_id])))];
  const imageIds = targetsOf(events, 'image');
  const collectionIds = targetsOf(events, 'collection');
  const inkingIds = targetsOf(events, 'inking');
  const newsIds = targetsOf(events, 'news');
  const brandNorms = [
    ...new Set(events.flatMap((e) => (e.brand_norm === null ? [] : [e.brand_norm]))),
  ];
  const [users, inks, images, collections, inkings, news, brands] = await Promise.all([
    actorIds.length === 0
      ? []
      : db
          .selectFrom('users')
          .select([
            'id',
            'username',
            'display_name',
            'custom_profile_image',
            'profile_image_url',
            'restriction',
          ])
          .where('id', 'in', actorIds)
          .execute(),
    inkIds.length === 0
      ? []
      : db
          .selectFrom('inks')
          .select(['id', 'name', 'brand', 'color_hex', 'color_family', 'deleted_at'])
          .where('id', 'in', inkIds)
          .execute(),
    imageIds.length === 0
      ? []
      : db
          .selectFrom('community_images')
          .select(['id', 'caption', 'thumbnail_url'])
          .where('id', 'in', imageIds)
          .execute(),
    collectionIds.length === 0
      ? []
      : db
          .selectFrom('collections')
          .select(['id', 'name', 'is_public'])
          .where('id', 'in', collectionIds)
          .execute(),
    inkingIds.length === 0
      ? []
      : db
          .selectFrom('inkings as g')
          .innerJoin('pens as p', 'p.id', 'g.pen_id')
          .select(['g.id', 'p.is_public', 'p.archived_at', 'p.brand', 'p.model'])
          .where('g.id', 'in', inkingIds)
          .execute(),
    newsIds.length === 0
      ? []
      : db
          .selectFrom('news')
          .select(['id', 'title', 'published', 'brand_norm', 'cover_image_url'])
          .where('id', 'in', newsIds)
          .execute(),
    brandSpellings(db, brandNorms),
  ]);
  const [u, k, ci, c, g, n] = [users, inks, images, collections, inkings, news].map((rows) =>
    byId(rows as { id: number }[]),
  ) as [
    Map<number, (typeof users)[number]>,
    Map<number, (typeof inks)[number]>,
    Map<number, (typeof images)[number]>,
    Map<number, (typeof collections)[number]>,
    Map<number, (typeof inkings)[number]>,
    Map<number, (typeof news)[number]>,
  ];
  const rows = events.map((e) => {
    const actor = e.actor_id === null ? undefined : u.get(e.actor_id);
    const ink = e.ink_id === null ? undefined : k.get(e.ink_id);
    const image = e.kind === 'image' ? ci.get(e.target_id) : undefined;
    const shelf = e.kind === 'collection' ? c.get(e.target_id) : undefined;
    const inking = e.kind === 'inking' ? g.get(e.target_id) : undefined;
    const story = e.kind === 'news' ? n.get(e.target_id) : undefined;
    return {
      ...e,
      username: actor?.username ?? null,
      display_name: actor?.display_name ?? null,
      custom_profile_image: actor?.custom_profile_image ?? null,
      profile_image_url: actor?.profile_image_url ?? null,
      restriction: actor?.restriction ?? null,
      ink_name: ink?.name ?? null,
      ink_brand: ink?.brand ?? null,
      color_hex: ink?.color_hex ?? null,
      color_family: ink?.color_family ?? null,
      ink_deleted_at: ink?.deleted_at ?? null,
      image_id: image?.id ?? null,
      caption: image?.caption ?? null,
      thumbnail_url: image?.thumbnail_url ?? null,
      collection_name: shelf?.name ?? null,
      collection_public: shelf?.is_public ?? null,
      inking_id: inking?.id ?? null,
      pen_public: inking?.is_public ?? null,
      pen_archived_at: inking?.archived_at ?? null,
      pen_brand: inking?.brand ?? null,
      pen_model: inking?.model ?? null,
      news_title: story?.title ?? null,
      news_published: story?.published ?? null,
      news_brand_norm: story?.brand_norm ?? null,
      cover_image_url: story?.cover_image_url ?? null,
    };
  });
  return { rows, brands };
}

/** The catalogue's spellings of brands (normalised), for the brand events of a page. */
async function brandSpellings(
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
