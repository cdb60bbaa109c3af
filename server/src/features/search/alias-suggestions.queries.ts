import { sql } from 'kysely';
import type { Conn, Db } from '#src/db/database.ts';
import { lockedForUpdate } from '#src/db/dialect.ts';

type Status = 'pending' | 'accepted' | 'rejected';

/**
 * Records that a member suggests `spelling` as another name of the ink: the one
 * pending suggestion for that ink and spelling is made or found (the partial unique index
 * holds it under concurrency: insert ... on conflict do nothing), and the member joins those
 * who suggested it, once. A spelling staff rejected is not suggested again. Returns whether
 * this member's suggestion is new.
 */
export async function suggestSpelling(
  trx: Conn,
  s: { inkId: number; spelling: string; spellingNorm: string; userId: number; at: string },
): Promise<boolean> {
  const rejected = await trx
    .selectFrom('alias_suggestions')
    .select('id')
    .where('ink_id', '=', s.inkId)
    .where('spelling_norm', '=', s.spellingNorm)
    .where('status', '=', 'rejected')
    .executeTakeFirst();
  if (rejected) return false;
  await trx
    .insertInto('alias_suggestions')
    .values({
      ink_id: s.inkId,
      spelling: s.spelling,
      spelling_norm: s.spellingNorm,
      status: 'pending',
      suggested_by: s.userId,
      created_at: s.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['ink_id', 'spelling_norm'])
        .where(sql.ref('status'), '=', sql.lit('pending'))
        .doNothing(),
    )
    .execute();
  const pending = await trx
    .selectFrom('alias_suggestions')
    .select('id')
    .where('ink_id', '=', s.inkId)
    .where('spelling_norm', '=', s.spellingNorm)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!pending) return false;
  const added = await trx
    .insertInto('alias_suggesters')
    .values({ suggestion_id: pending.id, user_id: s.userId, created_at: s.at })
    .onConflict((oc) => oc.columns(['suggestion_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Suggestions with their ink, how many members suggested each, and who decided. */
function selectSuggestions(db: Conn) {
  return db
    .selectFrom('alias_suggestions as s')
    .innerJoin('inks', 'inks.id', 's.ink_id')
    .leftJoin('users as reviewer', 'reviewer.id', 's.reviewed_by')
    .select((eb) => [
      's.id',
      's.ink_id',
      's.spelling',
      's.status',
      's.created_at',
      's.reviewed_at',
      'reviewer.username as reviewed_by',
      'inks.brand',
      'inks.line',
      'inks.name',
      'inks.deleted_at',
      eb
        .selectFrom('alias_suggesters as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('m.suggestion_id', '=', 's.id')
        .as('members'),
    ]);
}
export type AliasSuggestionRow = Awaited<
  ReturnType<ReturnType<typeof selectSuggestions>['executeTakeFirstOrThrow']>
>;

/**
 * The suggestions with `status` of live inks: pending ones most suggested first (then
 * oldest), decided ones most recently decided first.
 */
export function listSuggestions(db: Db, status: Status, limit: number) {
  let q = selectSuggestions(db).where('s.status', '=', status).where('inks.deleted_at', 'is', null);
  q =
    status === 'pending'
      ? q.orderBy('members', 'desc').orderBy('s.created_at').orderBy('s.id')
      : q.orderBy('s.reviewed_at', 'desc').orderBy('s.id', 'desc');
  return q.limit(limit).execute();
}

export async function countSuggestions(db: Db, status: Status): Promise<number> {
  const r = await db
    .selectFrom('alias_suggestions as s')
    .innerJoin('inks', 'inks.id', 's.ink_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('s.status', '=', status)
    .where('inks.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return r.n;
}

export function suggestionById(db: Conn, id: number) {
  return selectSuggestions(db).where('s.id', '=', id).executeTakeFirst();
}

/** Locks a suggestion's row for a decision (PostgreSQL; SQLite writes one at a time). */
export async function lockSuggestion(trx: Conn, kind: Db['kind'], id: number): Promise<void> {
  await lockedForUpdate(
    trx.selectFrom('alias_suggestions').select('id').where('id', '=', id),
    kind,
  ).execute();
}

/** Decides a pending suggestion; false when it was not pending (any more). */
export async function decideSuggestion(
  trx: Conn,
  id: number,
  status: 'accepted' | 'rejected',
  reviewerId: number,
  at: string,
): Promise<boolean> {
  const r = await trx
    .updateTable('alias_suggestions')
    .set({ status, reviewed_by: reviewerId, reviewed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** How many other names an ink has. */
export async function countInkAliases(db: Conn, inkId: number): Promise<number> {
  const r = await db
    .selectFrom('ink_aliases')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ink_id', '=', inkId)
    .executeTakeFirstOrThrow();
  return r.n;
}
