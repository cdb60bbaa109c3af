import { sql, type Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';
import { counted, voterGroup } from '#src/shared/vote-counting/vote-counting.queries.ts';
import { type VoteCounting } from '#src/shared/vote-counting/vote-counting.ts';

/**
 * An image's votes that count (issue 30): counted voters only (verified, old enough, not
 * restricted), and accounts made together from one network as one voter.
 */
function upvotes(c: VoteCounting) {
  return sql<number>`(select count(distinct ${voterGroup('voter')}) from community_image_votes civ inner join users voter on voter.id = civ.user_id where civ.image_id = ${sql.ref('community_images.id')} and ${counted('voter', c)})`;
}

/**
 * A community image with its uploader and its votes (counted when the query runs, never a
 * stored counter).
 */
export function selectImages(db: Kysely<Database>, c: VoteCounting) {
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
      'community_images.created_at',
      'users.username',
      'users.display_name',
      'users.role',
      'users.custom_profile_image',
      'users.profile_image_url',
      upvotes(c).as('upvotes'),
    ]);
}
export type ImageRow = Awaited<
  ReturnType<ReturnType<typeof selectImages>['executeTakeFirstOrThrow']>
>;

/**
 * A page of an ink's images: official first, then by votes, then newest (id breaks ties).
 * `uploaderNorm` keeps one member's (a normalised username).
 */
export function imagesOfInk(
  db: Kysely<Database>,
  inkId: number,
  page: { limit: number; offset: number; uploaderNorm?: string | undefined },
  c: VoteCounting,
) {
  let q = selectImages(db, c).where('community_images.ink_id', '=', inkId);
  if (page.uploaderNorm !== undefined) q = q.where('users.username_norm', '=', page.uploaderNorm);
  return q
    .orderBy('community_images.is_official', 'desc')
    .orderBy('upvotes', 'desc')
    .orderBy('community_images.created_at', 'desc')
    .orderBy('community_images.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
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

/** A member's images on live inks, newest first (their public profile). */
export function imagesByUser(db: Kysely<Database>, userId: number, limit: number, c: VoteCounting) {
  return selectImages(db, c)
    .innerJoin('inks', 'inks.id', 'community_images.ink_id')
    .where('community_images.user_id', '=', userId)
    .where('inks.deleted_at', 'is', null)
    .orderBy('community_images.created_at', 'desc')
    .orderBy('community_images.id', 'desc')
    .limit(limit)
    .execute();
}
