import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/*
 * The palette's reads (docs/api.md "A member's palette"): a member's owned inks with their
 * colours, every live ink's colour for the grid's census, and the catalogue inks a gap
 * suggests. Each the same on SQLite and PostgreSQL.
 */

/**
 * The member's owned live inks (an entry with status owned, of any kind: an ink owned as a
 * bottle and a sample is one ink), in id order, with their colours.
 */
export function ownedInkColors(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('inks')
    .select(['id', 'name', 'brand', 'color_hex', 'lab_l', 'lab_a', 'lab_b'])
    .where('deleted_at', 'is', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('inventory_entries')
        .select('ink_id')
        .where('user_id', '=', userId)
        .where('status', '=', 'owned'),
    )
    .orderBy('id')
    .execute();
}
export type OwnedInkRow = Awaited<ReturnType<typeof ownedInkColors>>[number];

/** Every live ink's catalogue colour (CIELAB), for counting the inks of each region. */
export function catalogueColors(db: Kysely<Database>) {
  return db
    .selectFrom('inks')
    .select(['id', 'lab_l', 'lab_a', 'lab_b'])
    .where('deleted_at', 'is', null)
    .execute();
}

/** The live inks of `ids`, as a brief (name, brand, colour and its family). */
export async function inkBriefs(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return await db
    .selectFrom('inks')
    .select(['id', 'name', 'brand', 'color_hex', 'color_family'])
    .where('deleted_at', 'is', null)
    .where('id', 'in', [...ids])
    .execute();
}
export type InkBriefRow = Awaited<ReturnType<typeof inkBriefs>>[number];
