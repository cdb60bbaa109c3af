import type { Conn } from '#src/db/database.ts';

/** What the import of pens writes (ADR 058): the pens feature's tables, the caller's transaction. */

export async function insertImportedPen(
  trx: Conn,
  values: {
    userId: number;
    kind: 'fountain' | 'dip' | 'brush';
    brand: string;
    model: string | null;
    nibSize: string | null;
    color: string | null;
    material: string | null;
    fillingSystem: string | null;
    notes: string | null;
    archived: boolean;
    at: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('pens')
    .values({
      user_id: values.userId,
      kind: values.kind,
      brand: values.brand,
      model: values.model,
      nib_size: values.nibSize,
      nib_grind: null,
      filling_system: values.fillingSystem,
      color: values.color,
      material: values.material,
      notes: values.notes,
      is_public: 0,
      archived_at: values.archived ? values.at : null,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertImportedInking(
  trx: Conn,
  values: {
    userId: number;
    penId: number;
    inkId: number;
    inkedOn: string;
    cleanedOn: string | null;
    note: string | null;
    at: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('inkings')
    .values({
      user_id: values.userId,
      pen_id: values.penId,
      ink_id: values.inkId,
      inked_on: values.inkedOn,
      cleaned_on: values.cleanedOn,
      last_refilled_on: null,
      note: values.note,
      clean_soon_mailed_at: null,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function liveInk(trx: Conn, inkId: number) {
  return trx
    .selectFrom('inks')
    .select('id')
    .where('id', '=', inkId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
