import type { Conn } from '#src/db/database.ts';

/** What the import and export of pens read (ADR 058): the member's own rows only. */

export function pensOf(db: Conn, userId: number) {
  return db
    .selectFrom('pens')
    .select([
      'id',
      'kind',
      'brand',
      'model',
      'nib_size',
      'nib_grind',
      'filling_system',
      'color',
      'material',
      'notes',
      'is_public',
      'archived_at',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('brand')
    .orderBy('model')
    .orderBy('id')
    .execute();
}

export function inkingsOf(db: Conn, userId: number) {
  return db
    .selectFrom('inkings as i')
    .innerJoin('inks', 'inks.id', 'i.ink_id')
    .select([
      'i.id',
      'i.pen_id',
      'i.ink_id',
      'i.inked_on',
      'i.cleaned_on',
      'i.refills',
      'i.last_refilled_on',
      'i.note',
      'inks.brand as ink_brand',
      'inks.line as ink_line',
      'inks.name as ink_name',
    ])
    .where('i.user_id', '=', userId)
    .orderBy('i.inked_on')
    .orderBy('i.id')
    .execute();
}

export function usesOf(db: Conn, userId: number) {
  return db
    .selectFrom('pen_uses as u')
    .innerJoin('inks', 'inks.id', 'u.ink_id')
    .select([
      'u.pen_id',
      'u.ink_id',
      'u.inking_id',
      'u.day',
      'u.note',
      'inks.brand as ink_brand',
      'inks.line as ink_line',
      'inks.name as ink_name',
    ])
    .where('u.user_id', '=', userId)
    .orderBy('u.day')
    .orderBy('u.id')
    .execute();
}
