import type { Db } from '#src/db/database.ts';

/**
 * Year in Ink's tests write a diary straight into the pens feature's tables (the pens API is
 * built beside this feature): pens, pairings and marked days, and inks given the names,
 * brands and colours a test needs. Database access stays in queries files.
 */

const AT = '2024-01-01T00:00:00.000Z';

export async function insertPen(
  db: Db,
  userId: number,
  pen: {
    brand: string;
    model?: string | null;
    notes?: string | null;
    isPublic?: boolean;
    kind?: 'fountain' | 'dip' | 'brush';
  },
): Promise<number> {
  const row = await db
    .insertInto('pens')
    .values({
      user_id: userId,
      kind: pen.kind ?? 'fountain',
      brand: pen.brand,
      model: pen.model ?? null,
      nib_size: 'M',
      notes: pen.notes ?? null,
      is_public: pen.isPublic ? 1 : 0,
      created_at: AT,
      updated_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pairing of a pen and an ink from `inkedOn` to `cleanedOn` (null: still inked). */
export async function insertInking(
  db: Db,
  userId: number,
  penId: number,
  inkId: number,
  inkedOn: string,
  cleanedOn: string | null,
): Promise<number> {
  const row = await db
    .insertInto('inkings')
    .values({
      user_id: userId,
      pen_id: penId,
      ink_id: inkId,
      inked_on: inkedOn,
      cleaned_on: cleanedOn,
      created_at: AT,
      updated_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks `days` in the diary: with a pairing (inkingId), or a direct use (null). */
export async function insertMarks(
  db: Db,
  mark: { userId: number; penId: number; inkId: number; inkingId?: number | null },
  days: string[],
): Promise<void> {
  for (const day of days) {
    await db
      .insertInto('pen_uses')
      .values({
        user_id: mark.userId,
        pen_id: mark.penId,
        ink_id: mark.inkId,
        inking_id: mark.inkingId ?? null,
        day,
        note: null,
        created_at: AT,
      })
      .execute();
  }
}

/** Gives an ink the name, brand or colour a test needs. */
export async function setInk(
  db: Db,
  id: number,
  set: { name?: string; brand?: string; colorHex?: string },
): Promise<void> {
  await db
    .updateTable('inks')
    .set({
      ...(set.name === undefined ? {} : { name: set.name }),
      ...(set.brand === undefined ? {} : { brand: set.brand }),
      ...(set.colorHex === undefined ? {} : { color_hex: set.colorHex }),
    })
    .where('id', '=', id)
    .execute();
}

/** The rows of year_shares a member has (a refused request must leave them as they were). */
export async function shareRows(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('year_shares')
    .select('year')
    .where('user_id', '=', userId)
    .orderBy('year')
    .execute();
  return rows.map((r) => r.year);
}

/** Limits or suspends an account, as staff would. */
export async function restrict(
  db: Db,
  userId: number,
  restriction: 'limited' | 'suspended',
): Promise<void> {
  await db
    .updateTable('users')
    .set({ restriction, restriction_reason: 'Testing Year in Ink.' })
    .where('id', '=', userId)
    .execute();
}

export async function setDisplayName(db: Db, userId: number, name: string): Promise<void> {
  await db.updateTable('users').set({ display_name: name }).where('id', '=', userId).execute();
}

/** The pen put in the archive (as PATCH {archived: true} does). */
export async function archivePen(db: Db, penId: number): Promise<void> {
  await db.updateTable('pens').set({ archived_at: AT }).where('id', '=', penId).execute();
}
