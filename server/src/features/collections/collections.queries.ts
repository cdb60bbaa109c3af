import { sql, type Kysely } from 'kysely';
import { COLLECTION_LIMITS } from '@inklore/contract';
import type { Database } from '#src/db/schema.ts';

/**
 * A collection with its owner's name and its number of live inks (kept by the database,
 * `collections.live_inks`: ADR 061).
 */
function selectCollections(db: Kysely<Database>) {
  return db
    .selectFrom('collections as c')
    .innerJoin('users', 'users.id', 'c.user_id')
    .selectAll('c')
    .select(['users.username', 'users.display_name', 'c.live_inks as ink_count']);
}
export type CollectionRow = Awaited<
  ReturnType<ReturnType<typeof selectCollections>['executeTakeFirstOrThrow']>
>;

export function collectionById(db: Kysely<Database>, id: number) {
  return selectCollections(db).where('c.id', '=', id).executeTakeFirst();
}

/** A member's collections, newest first. */
export function collectionsOf(db: Kysely<Database>, userId: number) {
  return selectCollections(db)
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** Public collections, of one member when a username is given; recently changed first. */
export function publicCollections(
  db: Kysely<Database>,
  usernameNorm?: string,
  // a member's list holds all of them: as many as a member may keep
  limit: number = COLLECTION_LIMITS.perMember,
) {
  let q = selectCollections(db).where('c.is_public', '=', 1);
  if (usernameNorm !== undefined) q = q.where('users.username_norm', '=', usernameNorm);
  return q.orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
}

/** How many public collections a member has. */
export async function countPublicCollectionsOf(
  db: Kysely<Database>,
  usernameNorm: string,
): Promise<number> {
  const r = await db
    .selectFrom('collections as c')
    .innerJoin('users', 'users.id', 'c.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('users.username_norm', '=', usernameNorm)
    .where('c.is_public', '=', 1)
    .executeTakeFirstOrThrow();
  return r.n;
}

export async function countCollectionsOf(db: Kysely<Database>, userId: number): Promise<number> {
  const r = await db
    .selectFrom('collections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return r.n;
}

/**
 * Up to `per` colours of each collection's first live inks, in the owner's order. The first
 * `per` places of each collection are ranked before any ink is read, so a collection of
 * hundreds reads `per` inks, not all of them (a heavy member's profile has 70 public
 * collections of 1,000 inks: 397 ink reads instead of 1,033). A collection where one of those
 * is deleted (fewer live colours than its kept count of live inks allows) is read again
 * whole, as before.
 */
export async function swatchesOf(
  db: Kysely<Database>,
  collections: readonly { id: number; live_inks: number }[],
  per = 6,
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (collections.length === 0) return out;
  const first = await sql<{ collection_id: number; color_hex: string }>`
    select r.collection_id, inks.color_hex from (
      select ci.collection_id, ci.ink_id,
        row_number() over (partition by ci.collection_id order by ci.position, ci.added_at) as rn
      from collection_inks ci
      where ci.collection_id in (${sql.join(collections.map((c) => c.id))})
    ) r join inks on inks.id = r.ink_id
    where r.rn <= ${per} and inks.deleted_at is null
    order by r.collection_id, r.rn`.execute(db);
  group(out, first.rows);
  const short = collections
    .filter((c) => (out.get(c.id)?.length ?? 0) < Math.min(per, c.live_inks))
    .map((c) => c.id);
  if (short.length === 0) return out;
  for (const id of short) out.delete(id);
  const whole = await sql<{ collection_id: number; color_hex: string }>`
    select collection_id, color_hex from (
      select ci.collection_id, inks.color_hex,
        row_number() over (partition by ci.collection_id order by ci.position, ci.added_at) as rn
      from collection_inks ci join inks on inks.id = ci.ink_id
      where inks.deleted_at is null and ci.collection_id in (${sql.join(short)})
    ) ranked where rn <= ${per} order by collection_id, rn`.execute(db);
  group(out, whole.rows);
  return out;
}

function group(
  out: Map<number, string[]>,
  rows: readonly { collection_id: number; color_hex: string }[],
): void {
  for (const r of rows) {
    const list = out.get(r.collection_id) ?? [];
    list.push(r.color_hex);
    out.set(r.collection_id, list);
  }
}

/** Which of these collections hold the ink. */
export async function collectionsHolding(
  db: Kysely<Database>,
  ids: number[],
  inkId: number,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('collection_inks')
    .select('collection_id')
    .where('collection_id', 'in', ids)
    .where('ink_id', '=', inkId)
    .execute();
  return new Set(rows.map((r) => r.collection_id));
}

export async function insertCollection(
  db: Kysely<Database>,
  values: {
    userId: number;
    name: string;
    description: string | null;
    isPublic: boolean;
    at: string;
  },
): Promise<number> {
  const r = await db
    .insertInto('collections')
    .values({
      user_id: values.userId,
      name: values.name,
      description: values.description,
      is_public: values.isPublic ? 1 : 0,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateCollection(
  db: Kysely<Database>,
  id: number,
  set: { name?: string; description?: string | null; is_public?: number; updated_at: string },
): Promise<void> {
  await db.updateTable('collections').set(set).where('id', '=', id).execute();
}

export async function deleteCollectionRow(db: Kysely<Database>, id: number): Promise<boolean> {
  await db.deleteFrom('collection_inks').where('collection_id', '=', id).execute();
  const r = await db.deleteFrom('collections').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** The collection's items (live inks), in the owner's order. */
export function itemsOf(db: Kysely<Database>, collectionId: number) {
  return db
    .selectFrom('collection_inks as ci')
    .innerJoin('inks', 'inks.id', 'ci.ink_id')
    .selectAll('inks')
    .select(['ci.notes as item_notes', 'ci.added_at', 'ci.position'])
    .where('ci.collection_id', '=', collectionId)
    .where('inks.deleted_at', 'is', null)
    .orderBy('ci.position')
    .orderBy('ci.added_at')
    .execute();
}
export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

export function itemOf(db: Kysely<Database>, collectionId: number, inkId: number) {
  return db
    .selectFrom('collection_inks')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .where('ink_id', '=', inkId)
    .executeTakeFirst();
}

export async function countItems(db: Kysely<Database>, collectionId: number): Promise<number> {
  const r = await db
    .selectFrom('collection_inks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirstOrThrow();
  return r.n;
}

/** Adds an ink at the end of the collection (a second add fails on the primary key). */
export async function insertItem(
  db: Kysely<Database>,
  values: { collectionId: number; inkId: number; notes: string | null; at: string },
): Promise<void> {
  const last = await db
    .selectFrom('collection_inks')
    .select((eb) => eb.fn.max<number>('position').as('p'))
    .where('collection_id', '=', values.collectionId)
    .executeTakeFirst();
  await db
    .insertInto('collection_inks')
    .values({
      collection_id: values.collectionId,
      ink_id: values.inkId,
      position: (last?.p ?? -1) + 1,
      notes: values.notes,
      added_at: values.at,
    })
    .execute();
}

export async function deleteItem(
  db: Kysely<Database>,
  collectionId: number,
  inkId: number,
): Promise<boolean> {
  const r = await db
    .deleteFrom('collection_inks')
    .where('collection_id', '=', collectionId)
    .where('ink_id', '=', inkId)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Every ink id of the collection (live or not), for a reorder to cover them all. */
export async function itemIds(db: Kysely<Database>, collectionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('collection_inks')
    .select('ink_id')
    .where('collection_id', '=', collectionId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.ink_id);
}

export async function setPosition(
  db: Kysely<Database>,
  collectionId: number,
  inkId: number,
  position: number,
): Promise<void> {
  await db
    .updateTable('collection_inks')
    .set({ position })
    .where('collection_id', '=', collectionId)
    .where('ink_id', '=', inkId)
    .execute();
}

export async function touchCollection(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('collections').set({ updated_at: at }).where('id', '=', id).execute();
}

/** GET /api/collections/stats: public figures. */
export async function publicStats(db: Kysely<Database>) {
  const collections = await db
    .selectFrom('collections')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.count<number>('user_id').distinct().as('curators'),
    ])
    .where('is_public', '=', 1)
    .executeTakeFirstOrThrow();
  const inks = await db
    .selectFrom('collection_inks as ci')
    .innerJoin('collections as c', 'c.id', 'ci.collection_id')
    .innerJoin('inks', 'inks.id', 'ci.ink_id')
    .select((eb) => eb.fn.count<number>('ci.ink_id').distinct().as('n'))
    .where('c.is_public', '=', 1)
    .where('inks.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    publicCollections: collections.n,
    curators: collections.curators,
    inksCollected: inks.n,
  };
}
