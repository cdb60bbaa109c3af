import { sql, type Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/** A comment with what the page shows of its author. */
export function selectComments(db: Kysely<Database>) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .select([
      'comments.id',
      'comments.ink_id',
      'comments.user_id',
      'comments.content',
      'comments.created_at',
      'comments.updated_at',
      'users.username',
      'users.display_name',
      'users.custom_profile_image',
      'users.profile_image_url',
      'users.role',
    ]);
}
export type CommentWithAuthorRow = Awaited<
  ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>
>;

/** An ink's comments, newest first (id breaks ties within one millisecond). */
export function commentsOfInk(db: Kysely<Database>, inkId: number) {
  return selectComments(db)
    .where('comments.ink_id', '=', inkId)
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .execute();
}

/**
 * One page of an ink's comments, newest first: `limit` rows older than the comment `before`
 * (its own time and id, read in the same statement), from the index on (ink_id, created_at).
 */
export function commentPageOfInk(
  db: Kysely<Database>,
  inkId: number,
  options: { before: number | undefined; limit: number },
) {
  let q = selectComments(db).where('comments.ink_id', '=', inkId);
  if (options.before !== undefined) {
    q = q.where(
      sql<boolean>`(comments.created_at, comments.id) < (select c.created_at, c.id from comments c where c.id = ${options.before})`,
    );
  }
  return q
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(options.limit)
    .execute();
}

/** How many comments an ink has (counted in the index on (ink_id, user_id)). */
export async function commentCountOfInk(db: Kysely<Database>, inkId: number): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('ink_id', '=', inkId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A member's comment on an ink, with its author, or undefined. */
export function commentOfMemberOnInk(db: Kysely<Database>, inkId: number, userId: number) {
  return selectComments(db)
    .where('comments.ink_id', '=', inkId)
    .where('comments.user_id', '=', userId)
    .executeTakeFirst();
}

export function commentById(db: Kysely<Database>, id: number) {
  return selectComments(db).where('comments.id', '=', id).executeTakeFirst();
}

export function commentOfUser(db: Kysely<Database>, inkId: number, userId: number) {
  return db
    .selectFrom('comments')
    .select('id')
    .where('ink_id', '=', inkId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertComment(
  db: Kysely<Database>,
  values: { inkId: number; userId: number; content: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('comments')
    .values({
      ink_id: values.inkId,
      user_id: values.userId,
      content: values.content,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCommentContent(
  db: Kysely<Database>,
  id: number,
  content: string,
  at: string,
): Promise<void> {
  await db.updateTable('comments').set({ content, updated_at: at }).where('id', '=', id).execute();
}

export async function deleteCommentRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Live members by username (normalised): whom a comment's "@username" names (ADR 060). */
export function membersByUsernames(db: Kysely<Database>, usernameNorms: string[]) {
  if (usernameNorms.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'username_norm'])
    .where('username_norm', 'in', usernameNorms)
    .where((eb) => eb.or([eb('restriction', 'is', null), eb('restriction', '!=', 'suspended')]))
    .execute();
}

/** The members with a community image of an ink, newest image first (at most `limit`). */
export async function imageOwnersOfInk(
  db: Kysely<Database>,
  inkId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('community_images')
    .select('user_id')
    .where('ink_id', '=', inkId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}
