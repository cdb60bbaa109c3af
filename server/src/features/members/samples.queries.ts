import { sql, type Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';
import { blockedEitherWayIds, inkColumns, memberColumns } from './members.queries.ts';

/*
 * Sample offers (ADR 059): "I can share samples of this", per member and ink. An offer counts
 * (on the ink's page, in the wishlist match, for a request) only while, read at the time: the
 * member still owns the ink (an ink-ventory entry with status owned, of any kind), the
 * account is verified and neither limited nor suspended (deleted accounts take their offers
 * with them), and the ink is live.
 */

/** Offers that count, as `o`, with the offerer as `u` and the ink as `i`. */
function validOffers(db: Kysely<Database>) {
  return db
    .selectFrom('sample_offers as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('inks as i', 'i.id', 'o.ink_id')
    .where('u.email_verified', '=', 1)
    .where('u.restriction', 'is', null)
    .where('i.deleted_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('inventory_entries as e')
          .select('e.id')
          .whereRef('e.user_id', '=', 'o.user_id')
          .whereRef('e.ink_id', '=', 'o.ink_id')
          .where('e.status', '=', 'owned'),
      ),
    );
}

/** Whether the member has the ink in their ink-ventory as owned (any kind). */
export async function ownsInk(
  db: Kysely<Database>,
  userId: number,
  inkId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('inventory_entries')
    .select('id')
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .where('status', '=', 'owned')
    .executeTakeFirst();
  return row !== undefined;
}

export function offerOf(db: Kysely<Database>, userId: number, inkId: number) {
  return db
    .selectFrom('sample_offers')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .executeTakeFirst();
}

export async function countOffersOf(db: Kysely<Database>, userId: number): Promise<number> {
  const r = await db
    .selectFrom('sample_offers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return r.n;
}

export async function insertOffer(
  db: Kysely<Database>,
  userId: number,
  inkId: number,
  note: string | null,
  at: string,
): Promise<void> {
  await db
    .insertInto('sample_offers')
    .values({ user_id: userId, ink_id: inkId, note, created_at: at, updated_at: at })
    .execute();
}

export async function updateOfferNote(
  db: Kysely<Database>,
  userId: number,
  inkId: number,
  note: string | null,
  at: string,
): Promise<void> {
  await db
    .updateTable('sample_offers')
    .set({ note, updated_at: at })
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .execute();
}

export async function deleteOffer(
  db: Kysely<Database>,
  userId: number,
  inkId: number,
): Promise<void> {
  await db
    .deleteFrom('sample_offers')
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .execute();
}

function selectMyOffers(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('sample_offers as o')
    .innerJoin('inks as i', 'i.id', 'o.ink_id')
    .select([...inkColumns, 'o.note', 'o.created_at'])
    .where('o.user_id', '=', userId)
    .where('i.deleted_at', 'is', null);
}

/** One of a member's offers, with its ink. */
export function myOfferOf(db: Kysely<Database>, userId: number, inkId: number) {
  return selectMyOffers(db, userId).where('o.ink_id', '=', inkId).executeTakeFirst();
}

/** A member's offers of live inks, by brand and name (whether they count now or not). */
export function offersOf(db: Kysely<Database>, userId: number) {
  return selectMyOffers(db, userId)
    .orderBy('i.brand_norm')
    .orderBy('i.name_norm')
    .orderBy('i.id')
    .execute();
}

/** Whether `userId` has an offer of the ink that counts now. */
export async function hasValidOffer(
  db: Kysely<Database>,
  userId: number,
  inkId: number,
): Promise<boolean> {
  const row = await validOffers(db)
    .select('o.user_id')
    .where('o.user_id', '=', userId)
    .where('o.ink_id', '=', inkId)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many offers of the ink count: all of them, or those a viewer may see (no block either way). */
export async function countValidOffers(
  db: Kysely<Database>,
  inkId: number,
  viewerId: number | null,
): Promise<number> {
  let q = validOffers(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('o.ink_id', '=', inkId);
  if (viewerId !== null) {
    q = q.where((eb) => eb('o.user_id', 'not in', blockedEitherWayIds(eb, viewerId)));
  }
  const r = await q.executeTakeFirstOrThrow();
  return r.n;
}

/** Who offers the ink, newest offer first, without anyone either side of a block with the viewer. */
export function offerersOfInk(
  db: Kysely<Database>,
  inkId: number,
  viewerId: number,
  limit: number,
) {
  return validOffers(db)
    .select([...memberColumns, 'o.note', 'o.created_at'])
    .where('o.ink_id', '=', inkId)
    .where((eb) => eb('o.user_id', 'not in', blockedEitherWayIds(eb, viewerId)))
    .orderBy('o.created_at', 'desc')
    .orderBy('o.user_id', 'desc')
    .limit(limit)
    .execute();
}

/** How many live inks are on the member's wishlist (each once, whatever its kinds). */
export async function countWishlist(db: Kysely<Database>, userId: number): Promise<number> {
  const r = await db
    .selectFrom('inventory_entries as e')
    .innerJoin('inks as i', 'i.id', 'e.ink_id')
    .select((eb) => eb.fn.count<number>('e.ink_id').distinct().as('n'))
    .where('e.user_id', '=', userId)
    .where('e.status', '=', 'wishlist')
    .where('i.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return r.n;
}

/**
 * For each ink on the member's wishlist, the newest `perInk` offers that count from members
 * other than them, none either side of a block with them: rows by brand and name, then newest
 * offer first.
 */
export function wishlistOfferers(db: Kysely<Database>, userId: number, perInk: number) {
  const ranked = validOffers(db)
    .select([
      ...inkColumns,
      'i.brand_norm',
      'i.name_norm',
      ...memberColumns,
      'o.note',
      'o.created_at',
      sql<number>`row_number() over (partition by o.ink_id order by o.created_at desc, o.user_id desc)`.as(
        'rank',
      ),
    ])
    .where('o.user_id', '!=', userId)
    .where('o.ink_id', 'in', (eb) =>
      eb
        .selectFrom('inventory_entries as w')
        .select('w.ink_id')
        .where('w.user_id', '=', userId)
        .where('w.status', '=', 'wishlist'),
    )
    .where((eb) => eb('o.user_id', 'not in', blockedEitherWayIds(eb, userId)));
  return db
    .selectFrom(ranked.as('x'))
    .selectAll()
    .where('x.rank', '<=', perInk)
    .orderBy('x.brand_norm')
    .orderBy('x.name_norm')
    .orderBy('x.ink_id')
    .orderBy('x.rank')
    .execute();
}

// ---- telling those who wish for the ink ----------------------------------------------------

/** When the member's offer of the ink was last told to those who wish for it. */
export async function offerToldAt(
  db: Kysely<Database>,
  userId: number,
  inkId: number,
): Promise<Date | string | null> {
  const row = await db
    .selectFrom('sample_offer_news')
    .select('told_at')
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .executeTakeFirst();
  return row?.told_at ?? null;
}

export async function noteOfferTold(
  db: Kysely<Database>,
  userId: number,
  inkId: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('sample_offer_news')
    .values({ user_id: userId, ink_id: inkId, told_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'ink_id']).doUpdateSet({ told_at: at }))
    .execute();
}

/**
 * Members with the ink on their wishlist to tell of a new offer: not the offerer, none either
 * side of a block with them; those who have wished for it longest first, at most `limit`.
 */
export async function wishersOf(
  db: Kysely<Database>,
  inkId: number,
  offererId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('inventory_entries as e')
    .select((eb) => ['e.user_id', eb.fn.min('e.created_at').as('since')])
    .where('e.ink_id', '=', inkId)
    .where('e.status', '=', 'wishlist')
    .where('e.user_id', '!=', offererId)
    .where((eb) => eb('e.user_id', 'not in', blockedEitherWayIds(eb, offererId)))
    .groupBy('e.user_id')
    .orderBy('since')
    .orderBy('e.user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}
