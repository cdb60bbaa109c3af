import { sql, type Kysely } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';
import type { SwatchDetail } from '#src/shared/swatch-readings/swatch-readings.queries.ts';
import { counted, voterGroup } from '#src/shared/vote-counting/vote-counting.queries.ts';
import { type VoteCounting } from '#src/shared/vote-counting/vote-counting.ts';

/**
 * An image's votes that count: counted voters only (verified, old enough, not
 * restricted), and accounts made together from one network as one voter.
 */
function upvotes(c: VoteCounting) {
  return sql<number>`(select count(distinct ${voterGroup('voter')}) from community_image_votes civ inner join users voter on voter.id = civ.user_id where civ.image_id = ${sql.ref('community_images.id')} and ${counted('voter', c)})`;
}

/** A community image with its uploader. */
function imageColumns(db: Kysely<Database>) {
  return db
    .selectFrom('community_images')
    .innerJoin('users', 'users.id', 'community_images.user_id')
    .select([
      'community_images.id',
      'community_images.ink_id',
      'community_images.user_id',
      'community_images.image_url',
      'community_images.thumbnail_url',
      'community_images.width',
      'community_images.height',
      'community_images.caption',
      'community_images.category',
      'community_images.paper_type',
      'community_images.pen_nib',
      'community_images.is_official',
      'community_images.photo_l',
      'community_images.photo_a',
      'community_images.photo_b',
      'community_images.photo_calibrated',
      'community_images.photo_confidence',
      'community_images.photo_detail',
      'community_images.created_at',
      'users.username',
      'users.display_name',
      'users.role',
      'users.custom_profile_image',
      'users.profile_image_url',
    ]);
}

/** A community image with its uploader and its votes, counted when the query runs. */
export function selectImages(db: Kysely<Database>, c: VoteCounting) {
  return imageColumns(db).select(upvotes(c).as('upvotes'));
}
export type ImageRow = Awaited<
  ReturnType<ReturnType<typeof selectImages>['executeTakeFirstOrThrow']>
>;

/**
 * The images (an ink's, or those listed with their inks) whose votes that count are fewer than
 * kept (ADR 064), with how many fewer: the voter groups that only voters still too new to count
 * made. Read from the newest accounts, which are few however large the community (SQLite is
 * told to: without the hint its planner reads every vote of the ink, or every unrestricted
 * member).
 */
async function newVoterShortfall(
  db: Kysely<Database>,
  kind: Db['kind'],
  of: { inkId: number } | { images: readonly { id: number; ink_id: number }[] },
  c: VoteCounting,
): Promise<Map<number, number>> {
  if ('images' in of && of.images.length === 0) return new Map();
  const group = voterGroup('u');
  const hint = sql.raw(kind === 'sqlite' ? 'indexed by users_created_idx' : '');
  // by the votes' key (voter, ink) in both cases: a new account's votes on other inks are
  // never read, however many it cast
  const votes =
    'inkId' in of
      ? sql`v.user_id = u.id and v.ink_id = ${of.inkId}`
      : sql`v.user_id = u.id and v.ink_id in (${sql.join(of.images.map((i) => i.ink_id))})
          and v.image_id in (${sql.join(of.images.map((i) => i.id))})`;
  const { rows } = await sql<{ image_id: number; lost: number | string }>`
    select y.image_id, count(*) as lost from (
      select v.image_id, ${group} as grp, count(*) as n from users u ${hint}
        join community_image_votes v on ${votes}
      where u.created_at > ${c.countedBefore} and u.email_verified = 1 and u.restriction is null
      group by v.image_id, ${group}) y
    join image_vote_groups g on g.image_id = y.image_id and g.grp = y.grp
    where g.voters = y.n
    group by y.image_id`.execute(db);
  return new Map(rows.map((r) => [r.image_id, Number(r.lost)]));
}

/**
 * A page of an ink's images: official first, then by votes, then newest (id breaks ties).
 * `uploaderNorm` keeps one member's (a normalised username).
 *
 * The votes are the kept ones (ADR 064) less what voters too new to count gave. Those only
 * lower an image, so the page is among the first (offset + limit + lowered images) in the kept
 * order: they are read from the index and put in order again with their counted votes. Both
 * reads see one snapshot (a vote between them would otherwise be taken off, or not, wrongly).
 */
export async function imagesOfInk(
  db: Db,
  inkId: number,
  page: { limit: number; offset: number; uploaderNorm?: string | undefined },
  c: VoteCounting,
): Promise<ImageRow[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const lowered = await newVoterShortfall(trx, db.kind, { inkId }, c);
      let q = imageColumns(trx)
        .select('community_images.kept_votes as upvotes')
        .where('community_images.ink_id', '=', inkId);
      if (page.uploaderNorm !== undefined)
        q = q.where('users.username_norm', '=', page.uploaderNorm);
      q = q
        .orderBy('community_images.is_official', 'desc')
        .orderBy('community_images.kept_votes', 'desc')
        .orderBy('community_images.created_at', 'desc')
        .orderBy('community_images.id', 'desc');
      if (lowered.size === 0) return q.limit(page.limit).offset(page.offset).execute();
      const rows = await q.limit(page.offset + page.limit + lowered.size).execute();
      for (const r of rows) r.upvotes -= lowered.get(r.id) ?? 0;
      const at = (r: ImageRow) => new Date(r.created_at).getTime(); // a Date on PostgreSQL
      return rows
        .sort(
          (a, b) =>
            b.is_official - a.is_official || b.upvotes - a.upvotes || at(b) - at(a) || b.id - a.id,
        )
        .slice(page.offset, page.offset + page.limit);
    });
}

export function imageById(db: Kysely<Database>, id: number, c: VoteCounting) {
  return selectImages(db, c).where('community_images.id', '=', id).executeTakeFirst();
}

/** What a moderator's removal reads of an image (and the audit log keeps). */
export function imageToRemove(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('community_images')
    .select(['id', 'ink_id', 'user_id', 'image_url', 'thumbnail_url', 'caption'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The member's image of this ink, if they shared one. */
export function imageOfUser(db: Kysely<Database>, inkId: number, userId: number) {
  return db
    .selectFrom('community_images')
    .select('id')
    .where('ink_id', '=', inkId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Every image a member shared (their account is going). */
export function imagesOfUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('community_images')
    .select(['id', 'ink_id', 'image_url', 'thumbnail_url'])
    .where('user_id', '=', userId)
    .execute();
}

export async function insertImage(
  db: Kysely<Database>,
  values: {
    inkId: number;
    userId: number;
    imageUrl: string;
    thumbnailUrl: string;
    width: number;
    height: number;
    caption: string | null;
    category: 'Swatch' | 'Handwriting' | 'Illustration' | 'Other';
    paperType: string | null;
    penNib: string | null;
    isOfficial: boolean;
    photo: { l: number; a: number; b: number } | null;
    /** ADR 087: the swatch's measurement beyond its colour. */
    measured?:
      | {
          calibrated: boolean;
          confidence: number;
          trusted: boolean;
          detail: SwatchDetail;
        }
      | null
      | undefined;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('community_images')
    .values({
      ink_id: values.inkId,
      user_id: values.userId,
      image_url: values.imageUrl,
      thumbnail_url: values.thumbnailUrl,
      width: values.width,
      height: values.height,
      caption: values.caption,
      category: values.category,
      paper_type: values.paperType,
      pen_nib: values.penNib,
      is_official: values.isOfficial ? 1 : 0,
      photo_l: values.photo?.l ?? null,
      photo_a: values.photo?.a ?? null,
      photo_b: values.photo?.b ?? null,
      photo_calibrated: values.measured?.calibrated ? 1 : 0,
      photo_confidence: values.measured?.confidence ?? null,
      photo_trusted: values.measured?.trusted ? 1 : 0,
      photo_detail: values.measured ? JSON.stringify(values.measured.detail) : null,
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes an image (its votes go with it); false when it was gone already. */
export async function deleteImageRow(db: Kysely<Database>, id: number): Promise<boolean> {
  await db.deleteFrom('community_image_votes').where('image_id', '=', id).execute();
  const res = await db.deleteFrom('community_images').where('id', '=', id).executeTakeFirst();
  return res.numDeletedRows > 0n;
}

/**
 * Keeps the ink's communityImageCount in step with its images, in the same transaction. An
 * increment, not a recount: concurrent uploads on PostgreSQL each add their own one.
 */
export async function addToImageCount(
  db: Kysely<Database>,
  inkId: number,
  delta: 1 | -1,
): Promise<void> {
  await db
    .updateTable('inks')
    .set((eb) => ({ community_image_count: eb('community_image_count', '+', delta) }))
    .where('id', '=', inkId)
    .execute();
}

export async function setImageOfficial(
  db: Kysely<Database>,
  id: number,
  official: boolean,
): Promise<boolean> {
  const res = await db
    .updateTable('community_images')
    .set({ is_official: official ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

// --- Votes: one per member per ink (the primary key) ------------------------------------

export function voteOf(db: Kysely<Database>, userId: number, inkId: number) {
  return db
    .selectFrom('community_image_votes')
    .select('image_id')
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .executeTakeFirst();
}

export async function insertVote(
  db: Kysely<Database>,
  values: { userId: number; inkId: number; imageId: number; at: string },
): Promise<void> {
  await db
    .insertInto('community_image_votes')
    .values({
      user_id: values.userId,
      ink_id: values.inkId,
      image_id: values.imageId,
      created_at: values.at,
    })
    .execute();
}

/** Moves the member's vote on this ink to another image; false when they had none. */
export async function moveVote(
  db: Kysely<Database>,
  values: { userId: number; inkId: number; from: number; to: number; at: string },
): Promise<boolean> {
  const res = await db
    .updateTable('community_image_votes')
    .set({ image_id: values.to, created_at: values.at })
    .where('user_id', '=', values.userId)
    .where('ink_id', '=', values.inkId)
    .where('image_id', '=', values.from)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** Withdraws the member's vote on this image; false when it was not there. */
export async function deleteVote(
  db: Kysely<Database>,
  values: { userId: number; inkId: number; imageId: number },
): Promise<boolean> {
  const res = await db
    .deleteFrom('community_image_votes')
    .where('user_id', '=', values.userId)
    .where('ink_id', '=', values.inkId)
    .where('image_id', '=', values.imageId)
    .executeTakeFirst();
  return res.numDeletedRows > 0n;
}

/** The image's votes that count (see upvotes). */
export async function countVotes(
  db: Kysely<Database>,
  imageId: number,
  c: VoteCounting,
): Promise<number> {
  const row = await db
    .selectFrom('community_images')
    .select(upvotes(c).as('n'))
    .where('community_images.id', '=', imageId)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/**
 * A member's images on live inks, newest first, with their votes: the kept ones (ADR 064)
 * less what voters too new to count gave, as an ink's page reads them (a heavy member's images
 * on popular inks have many votes each, which counting when asked would read one by one).
 * Both reads see one snapshot.
 */
export async function imagesByUser(
  db: Db,
  userId: number,
  limit: number,
  c: VoteCounting,
): Promise<ImageRow[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const rows = await imageColumns(trx)
        .select('community_images.kept_votes as upvotes')
        .innerJoin('inks', 'inks.id', 'community_images.ink_id')
        .where('community_images.user_id', '=', userId)
        .where('inks.deleted_at', 'is', null)
        .orderBy('community_images.created_at', 'desc')
        .orderBy('community_images.id', 'desc')
        .limit(limit)
        .execute();
      const lowered = await newVoterShortfall(trx, db.kind, { images: rows }, c);
      for (const r of rows) r.upvotes -= lowered.get(r.id) ?? 0;
      return rows;
    });
}
