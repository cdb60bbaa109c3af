import { sql } from 'kysely';
import type { Db } from '#src/db/database.ts';

/** The kept-counts test's direct writes: changes as any writer of the tables might make them. */

/** One statement deleting every entry of a member for the given inks (several rows at once). */
export async function deleteEntriesAtOnce(db: Db, userId: number, inkIds: number[]): Promise<void> {
  await db
    .deleteFrom('inventory_entries')
    .where('user_id', '=', userId)
    .where('ink_id', 'in', inkIds)
    .execute();
}

/** One statement setting the status of every entry of a member (several rows at once). */
export async function setStatusAtOnce(db: Db, userId: number, status: string): Promise<void> {
  await sql`update inventory_entries set status = ${status} where user_id = ${userId}`.execute(db);
}

/** One statement moving a member's entries of one ink to another (as a merge of inks would). */
export async function moveEntries(db: Db, userId: number, from: number, to: number): Promise<void> {
  await db
    .updateTable('inventory_entries')
    .set({ ink_id: to })
    .where('user_id', '=', userId)
    .where('ink_id', '=', from)
    .execute();
}

export async function setInk(
  db: Db,
  inkIds: number[],
  values: { deleted_at?: string | null; community_image_count?: number; brand_norm?: string },
): Promise<void> {
  await db.updateTable('inks').set(values).where('id', 'in', inkIds).execute();
}

export async function setLastActive(db: Db, userIds: number[], at: string | null): Promise<void> {
  await db.updateTable('users').set({ last_active_at: at }).where('id', 'in', userIds).execute();
}

export async function activeSince(db: Db, since: string): Promise<number> {
  const r = await db
    .selectFrom('users')
    .where('last_active_at', '>=', since)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Spoils one kept count, to see the check notice it. */
export async function spoilEntryCount(db: Db, inkId: number): Promise<void> {
  await db
    .insertInto('ink_entry_counts')
    .values({ ink_id: inkId, members: 0, owned: 0, tried: 7, wishlist: 0, want_to_try: 0 })
    .onConflict((oc) => oc.column('ink_id').doUpdateSet({ tried: sql`ink_entry_counts.tried + 7` }))
    .execute();
}

export async function spoilBrandCount(db: Db, brandNorm: string): Promise<void> {
  await db
    .updateTable('brand_counts')
    .set({ live_inks: sql`live_inks + 1` })
    .where('brand_norm', '=', brandNorm)
    .execute();
}

export async function spoilMemberCount(db: Db, userId: number): Promise<void> {
  await db
    .insertInto('member_counts')
    .values({ user_id: userId, measure: 'comments', n: 30 })
    .onConflict((oc) => oc.columns(['user_id', 'measure']).doUpdateSet({ n: 30 }))
    .execute();
}

/** Puts back what spoilEntryCount spoiled (on an ink with no entries). */
export async function unspoilEntryCount(db: Db, inkId: number): Promise<void> {
  await db.deleteFrom('ink_entry_counts').where('ink_id', '=', inkId).execute();
}

/** Puts back what spoilBrandCount spoiled. */
export async function unspoilBrandCount(db: Db, brandNorm: string): Promise<void> {
  await db
    .updateTable('brand_counts')
    .set({ live_inks: sql`live_inks - 1` })
    .where('brand_norm', '=', brandNorm)
    .execute();
}

export async function brandOf(db: Db, inkId: number): Promise<string> {
  const r = await db
    .selectFrom('inks')
    .select('brand_norm')
    .where('id', '=', inkId)
    .executeTakeFirstOrThrow();
  return r.brand_norm;
}

/** A community image row (no file: the counts only see the row). */
export async function insertImage(db: Db, userId: number, inkId: number): Promise<number> {
  const r = await db
    .insertInto('community_images')
    .values({
      ink_id: inkId,
      user_id: userId,
      image_url: '/media/none.webp',
      thumbnail_url: '/media/none-thumb.webp',
      width: 10,
      height: 10,
      caption: null,
      category: 'Swatch',
      paper_type: null,
      pen_nib: null,
      photo_l: null,
      photo_a: null,
      photo_b: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function vote(db: Db, userId: number, inkId: number, imageId: number): Promise<void> {
  await db
    .insertInto('community_image_votes')
    .values({
      user_id: userId,
      ink_id: inkId,
      image_id: imageId,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'ink_id']).doUpdateSet({ image_id: imageId }))
    .execute();
}

export async function unvote(db: Db, userId: number, inkId: number): Promise<void> {
  await db
    .deleteFrom('community_image_votes')
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .execute();
}

export async function deleteImage(db: Db, imageId: number): Promise<void> {
  await db.deleteFrom('community_images').where('id', '=', imageId).execute();
}

export async function setSubmissionsOf(
  db: Db,
  userId: number,
  status: 'approved' | 'rejected',
): Promise<void> {
  await db.updateTable('ink_submissions').set({ status }).where('user_id', '=', userId).execute();
}

export async function setRole(
  db: Db,
  userId: number,
  role: 'user' | 'moderator' | 'admin',
): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}

export async function familyOf(db: Db, inkId: number): Promise<string> {
  const r = await db
    .selectFrom('inks')
    .select('color_family')
    .where('id', '=', inkId)
    .executeTakeFirstOrThrow();
  return r.color_family;
}

export async function setFamily(db: Db, inkIds: number[], family: string): Promise<void> {
  await db.updateTable('inks').set({ color_family: family }).where('id', 'in', inkIds).execute();
}

/** Removes an ink outright (the catalogue only hides inks; a test's clean-up or a merge may not). */
export async function removeInk(db: Db, inkId: number): Promise<void> {
  await db.deleteFrom('inks').where('id', '=', inkId).execute();
}

export async function keptMeasures(db: Db, userId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('member_counts')
    .select(['measure', 'n'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [r.measure, r.n]));
}

export async function targetRows(db: Db): Promise<{ measure: string; target: number }[]> {
  return db.selectFrom('badge_targets').select(['measure', 'target']).execute();
}
