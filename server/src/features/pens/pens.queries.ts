import type { Kysely } from 'kysely';
import type { DbKind } from '#src/db/database.ts';
import { lockedForUpdate } from '#src/db/dialect.ts';
import type { Database, PensTable } from '#src/db/schema.ts';

/* Pens, pairings ("inkings") and the diary (ADR 056): every query of the feature. */

// ---- pens ----------------------------------------------------------------------------------

export function penById(db: Kysely<Database>, id: number) {
  return db.selectFrom('pens').selectAll().where('id', '=', id).executeTakeFirst();
}
export type PenRow = NonNullable<Awaited<ReturnType<typeof penById>>>;

/**
 * The member's pen, locked until the transaction ends on PostgreSQL (SQLite runs one write
 * transaction at a time already): what changes its pairings happens one request at a time.
 */
export function lockPen(trx: Kysely<Database>, kind: DbKind, id: number) {
  const q = trx.selectFrom('pens').selectAll().where('id', '=', id);
  return lockedForUpdate(q, kind).executeTakeFirst();
}

/** The member's pens: kept, archived or all. */
export function pensOf(db: Kysely<Database>, userId: number, archived: 'true' | 'false' | 'all') {
  let q = db.selectFrom('pens').selectAll().where('user_id', '=', userId);
  if (archived === 'false') q = q.where('archived_at', 'is', null);
  if (archived === 'true') q = q.where('archived_at', 'is not', null);
  return q.orderBy('id').execute();
}

export async function countPensOf(db: Kysely<Database>, userId: number): Promise<number> {
  const r = await db
    .selectFrom('pens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return r.n;
}

export type PenValues = Pick<
  PensTable,
  | 'kind'
  | 'brand'
  | 'model'
  | 'nib_size'
  | 'nib_grind'
  | 'filling_system'
  | 'color'
  | 'material'
  | 'notes'
>;

export async function insertPen(
  db: Kysely<Database>,
  userId: number,
  values: PenValues & { is_public: number },
  at: string,
): Promise<number> {
  const r = await db
    .insertInto('pens')
    .values({ user_id: userId, ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updatePen(
  db: Kysely<Database>,
  id: number,
  set: Partial<PenValues> & {
    is_public?: number;
    archived_at?: string | null;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('pens').set(set).where('id', '=', id).execute();
}

/** Days one pen was used (kept on the pen by the database: migration 2026-12-02T0300). */
export async function daysUsedOfPen(db: Kysely<Database>, penId: number): Promise<number> {
  const r = await db
    .selectFrom('pens')
    .select('days_used')
    .where('id', '=', penId)
    .executeTakeFirst();
  return r?.days_used ?? 0;
}

// ---- pairings ------------------------------------------------------------------------------

/** Pairings with the few facts of their pen and ink, and their diary's count and last day. */
function selectInkings(db: Kysely<Database>) {
  return db
    .selectFrom('inkings as i')
    .innerJoin('pens as p', 'p.id', 'i.pen_id')
    .innerJoin('inks', 'inks.id', 'i.ink_id')
    .select([
      'i.id',
      'i.user_id',
      'i.pen_id',
      'i.ink_id',
      'i.inked_on',
      'i.cleaned_on',
      'i.refills',
      'i.last_refilled_on',
      'i.note',
      'p.kind as pen_kind',
      'p.brand as pen_brand',
      'p.model as pen_model',
      'p.nib_size as pen_nib_size',
      'inks.name as ink_name',
      'inks.brand as ink_brand',
      'inks.color_hex as ink_color_hex',
      'inks.color_family as ink_color_family',
    ])
    .select((eb) => [
      eb
        .selectFrom('pen_uses as u')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('u.inking_id', '=', 'i.id')
        .as('days_used'),
      eb
        .selectFrom('pen_uses as u')
        .select((s) => s.fn.max('u.day').as('d'))
        .whereRef('u.inking_id', '=', 'i.id')
        .as('last_used_on'),
    ]);
}
export type InkingRow = Awaited<
  ReturnType<ReturnType<typeof selectInkings>['executeTakeFirstOrThrow']>
>;

export function inkingById(db: Kysely<Database>, id: number) {
  return selectInkings(db).where('i.id', '=', id).executeTakeFirst();
}

/** The member's open pairings (one per pen at most). */
export function openInkingsOf(db: Kysely<Database>, userId: number) {
  return selectInkings(db)
    .where('i.user_id', '=', userId)
    .where('i.cleaned_on', 'is', null)
    .execute();
}

/** The pen's open pairing. */
export function openInkingOfPen(db: Kysely<Database>, penId: number) {
  return selectInkings(db)
    .where('i.pen_id', '=', penId)
    .where('i.cleaned_on', 'is', null)
    .executeTakeFirst();
}

/**
 * A page of the member's pairings, newest first: the page's ids first, so the diary's counts
 * are read for those rows only (PostgreSQL would work them out for the rows skipped too).
 */
export async function inkingsPage(
  db: Kysely<Database>,
  userId: number,
  filter: { state: 'current' | 'past' | 'all'; penId?: number; inkId?: number },
  page: { offset: number; limit: number },
) {
  let q = db.selectFrom('inkings').select('id').where('user_id', '=', userId);
  if (filter.state === 'current') q = q.where('cleaned_on', 'is', null);
  if (filter.state === 'past') q = q.where('cleaned_on', 'is not', null);
  if (filter.penId !== undefined) q = q.where('pen_id', '=', filter.penId);
  if (filter.inkId !== undefined) q = q.where('ink_id', '=', filter.inkId);
  const ids = (
    await q
      .orderBy('inked_on', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute()
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await selectInkings(db).where('i.id', 'in', ids).execute();
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
}

/** A pairing's own row (what the rules read). */
export function inkingRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('inkings').selectAll().where('id', '=', id).executeTakeFirst();
}
export type InkingTableRow = NonNullable<Awaited<ReturnType<typeof inkingRow>>>;

/** The pen's pairings' days (for the overlap rule). */
export function inkingDaysOfPen(db: Kysely<Database>, penId: number) {
  return db
    .selectFrom('inkings')
    .select(['id', 'ink_id', 'inked_on', 'cleaned_on'])
    .where('pen_id', '=', penId)
    .execute();
}

export async function countInkingsOf(db: Kysely<Database>, userId: number): Promise<number> {
  const r = await db
    .selectFrom('inkings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return r.n;
}

export async function insertInking(
  db: Kysely<Database>,
  values: { userId: number; penId: number; inkId: number; inkedOn: string; note: string | null },
  at: string,
): Promise<number> {
  const r = await db
    .insertInto('inkings')
    .values({
      user_id: values.userId,
      pen_id: values.penId,
      ink_id: values.inkId,
      inked_on: values.inkedOn,
      note: values.note,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateInking(
  db: Kysely<Database>,
  id: number,
  set: {
    inked_on?: string;
    cleaned_on?: string | null;
    refills?: number;
    note?: string | null;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('inkings').set(set).where('id', '=', id).execute();
}

/** One more refill on `day` (the last refill is the latest day given). */
export async function refillInking(
  db: Kysely<Database>,
  id: number,
  day: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('inkings')
    .set((eb) => ({
      refills: eb('refills', '+', 1),
      last_refilled_on: eb
        .case()
        .when('last_refilled_on', 'is', null)
        .then(day)
        .when('last_refilled_on', '<', day)
        .then(day)
        .else(eb.ref('last_refilled_on'))
        .end(),
      updated_at: at,
    }))
    .where('id', '=', id)
    .execute();
}

/** Cleans a pairing still inked: false when it was cleaned meanwhile. */
export async function cleanInking(
  db: Kysely<Database>,
  id: number,
  day: string,
  at: string,
): Promise<boolean> {
  const r = await db
    .updateTable('inkings')
    .set({ cleaned_on: day, updated_at: at })
    .where('id', '=', id)
    .where('cleaned_on', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** A pairing and its diary days. */
export async function deleteInking(db: Kysely<Database>, id: number): Promise<boolean> {
  await db.deleteFrom('pen_uses').where('inking_id', '=', id).execute();
  const r = await db.deleteFrom('inkings').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** The pairing's diary days before `from` or after `to` (null: no end). */
export async function usesOutside(
  db: Kysely<Database>,
  inkingId: number,
  from: string,
  to: string | null,
): Promise<number> {
  const r = await db
    .selectFrom('pen_uses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('inking_id', '=', inkingId)
    .where((eb) =>
      to === null ? eb('day', '<', from) : eb.or([eb('day', '<', from), eb('day', '>', to)]),
    )
    .executeTakeFirstOrThrow();
  return r.n;
}

/** The pairing's last diary day, or null. */
export async function lastUseOf(db: Kysely<Database>, inkingId: number): Promise<string | null> {
  const r = await db
    .selectFrom('pen_uses')
    .select((eb) => eb.fn.max('day').as('d'))
    .where('inking_id', '=', inkingId)
    .executeTakeFirst();
  return r?.d ?? null;
}

// ---- the diary -----------------------------------------------------------------------------

/** Diary marks with the few facts of their pen and ink. */
function selectUses(db: Kysely<Database>) {
  return db
    .selectFrom('pen_uses as u')
    .innerJoin('pens as p', 'p.id', 'u.pen_id')
    .innerJoin('inks', 'inks.id', 'u.ink_id')
    .select([
      'u.id',
      'u.user_id',
      'u.pen_id',
      'u.ink_id',
      'u.inking_id',
      'u.day',
      'u.note',
      'p.kind as pen_kind',
      'p.brand as pen_brand',
      'p.model as pen_model',
      'p.nib_size as pen_nib_size',
      'inks.name as ink_name',
      'inks.brand as ink_brand',
      'inks.color_hex as ink_color_hex',
      'inks.color_family as ink_color_family',
    ]);
}
export type UseRow = Awaited<ReturnType<ReturnType<typeof selectUses>['executeTakeFirstOrThrow']>>;

export function useById(db: Kysely<Database>, id: number) {
  return selectUses(db).where('u.id', '=', id).executeTakeFirst();
}

/** The member's marks from `from` to `to` (both included), in order. */
export function usesBetween(
  db: Kysely<Database>,
  userId: number,
  q: { from: string; to: string; penId?: number | undefined; inkId?: number | undefined },
) {
  let s = selectUses(db)
    .where('u.user_id', '=', userId)
    .where('u.day', '>=', q.from)
    .where('u.day', '<=', q.to);
  if (q.penId !== undefined) s = s.where('u.pen_id', '=', q.penId);
  if (q.inkId !== undefined) s = s.where('u.ink_id', '=', q.inkId);
  return s.orderBy('u.day').orderBy('u.id').execute();
}

export async function countUsesOf(db: Kysely<Database>, userId: number): Promise<number> {
  const r = await db
    .selectFrom('pen_uses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return r.n;
}

/** Whether the day is marked already: on the pairing, or (no pairing) for the pen and ink. */
export async function useMarked(
  db: Kysely<Database>,
  at: { inkingId: number } | { penId: number; inkId: number },
  day: string,
): Promise<boolean> {
  let q = db.selectFrom('pen_uses').select('id').where('day', '=', day);
  q =
    'inkingId' in at
      ? q.where('inking_id', '=', at.inkingId)
      : q
          .where('inking_id', 'is', null)
          .where('pen_id', '=', at.penId)
          .where('ink_id', '=', at.inkId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertUse(
  db: Kysely<Database>,
  values: {
    userId: number;
    penId: number;
    inkId: number;
    inkingId: number | null;
    day: string;
    note: string | null;
  },
  at: string,
): Promise<number> {
  const r = await db
    .insertInto('pen_uses')
    .values({
      user_id: values.userId,
      pen_id: values.penId,
      ink_id: values.inkId,
      inking_id: values.inkingId,
      day: values.day,
      note: values.note,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateUseNote(
  db: Kysely<Database>,
  id: number,
  note: string | null,
): Promise<void> {
  await db.updateTable('pen_uses').set({ note }).where('id', '=', id).execute();
}

export async function deleteUse(db: Kysely<Database>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('pen_uses').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

// ---- settings ------------------------------------------------------------------------------

export function settingsOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('pen_settings')
    .select(['clean_soon_days', 'clean_soon_mail'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveSettings(
  db: Kysely<Database>,
  userId: number,
  values: { clean_soon_days: number; clean_soon_mail: number },
  at: string,
): Promise<void> {
  await db
    .insertInto('pen_settings')
    .values({ user_id: userId, ...values, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: at }))
    .execute();
}

// ---- what others see -----------------------------------------------------------------------

/** A member's public pens that are not archived, with the live ink of their open pairing. */
export function publicPensOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('pens as p')
    .leftJoin('inkings as i', (join) =>
      join.onRef('i.pen_id', '=', 'p.id').on('i.cleaned_on', 'is', null),
    )
    .leftJoin('inks', (join) =>
      join.onRef('inks.id', '=', 'i.ink_id').on('inks.deleted_at', 'is', null),
    )
    .select([
      'p.id',
      'p.kind',
      'p.brand',
      'p.model',
      'p.nib_size',
      'p.nib_grind',
      'p.color',
      'p.material',
      'i.inked_on',
      'inks.id as ink_id',
      'inks.name as ink_name',
      'inks.brand as ink_brand',
      'inks.color_hex as ink_color_hex',
      'inks.color_family as ink_color_family',
    ])
    .where('p.user_id', '=', userId)
    .where('p.is_public', '=', 1)
    .where('p.archived_at', 'is', null)
    .orderBy('p.id')
    .execute();
}
export type PublicPenRow = Awaited<ReturnType<typeof publicPensOf>>[number];

/**
 * The ink page's counts, from public pens that are not archived only: members whose open
 * pairing has the ink, and (member, day) marks with it from `from` to `to`.
 */
export async function publicUsageOf(
  db: Kysely<Database>,
  inkId: number,
  from: string,
  to: string,
): Promise<{ currentlyInked: number; days: number }> {
  const inked = await db
    .selectFrom('inkings as i')
    .innerJoin('pens as p', 'p.id', 'i.pen_id')
    .select((eb) => eb.fn.count<number>('i.user_id').distinct().as('n'))
    .where('i.ink_id', '=', inkId)
    .where('i.cleaned_on', 'is', null)
    .where('p.is_public', '=', 1)
    .where('p.archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  const marks = db
    .selectFrom('pen_uses as u')
    .innerJoin('pens as p', 'p.id', 'u.pen_id')
    .select(['u.user_id', 'u.day'])
    .distinct()
    .where('u.ink_id', '=', inkId)
    .where('u.day', '>=', from)
    .where('u.day', '<=', to)
    .where('p.is_public', '=', 1)
    .where('p.archived_at', 'is', null);
  const days = await db
    .selectFrom(marks.as('d'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { currentlyInked: inked.n, days: days.n };
}

// ---- the clean-soon mail -------------------------------------------------------------------

/**
 * Open pairings not mailed about yet, of members who asked for the mail and whose email is
 * verified, inked (and last refilled) on or before `latest`: the job keeps those past the
 * member's own number of days.
 */
export function cleanSoonCandidates(db: Kysely<Database>, latest: string) {
  return db
    .selectFrom('inkings as i')
    .innerJoin('pen_settings as s', 's.user_id', 'i.user_id')
    .innerJoin('users', 'users.id', 'i.user_id')
    .innerJoin('pens as p', 'p.id', 'i.pen_id')
    .innerJoin('inks', 'inks.id', 'i.ink_id')
    .select([
      'i.id',
      'i.user_id',
      'i.inked_on',
      'i.last_refilled_on',
      'i.cleaned_on',
      's.clean_soon_days',
      'users.email',
      'users.username',
      'users.locale',
      'p.brand as pen_brand',
      'p.model as pen_model',
      'inks.name as ink_name',
      'inks.brand as ink_brand',
    ])
    .where('s.clean_soon_mail', '=', 1)
    .where('users.email_verified', '=', 1)
    .where('i.cleaned_on', 'is', null)
    .where('i.clean_soon_mailed_at', 'is', null)
    .where('i.inked_on', '<=', latest)
    .where((eb) =>
      eb.or([eb('i.last_refilled_on', 'is', null), eb('i.last_refilled_on', '<=', latest)]),
    )
    .orderBy('i.user_id')
    .orderBy('i.inked_on')
    .execute();
}

/**
 * Marks the pairings mailed at `at`, each only if no one did it first (two app servers run
 * the job): the ids this call marked.
 */
export async function claimCleanSoon(
  db: Kysely<Database>,
  ids: number[],
  at: string,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('inkings')
    .set({ clean_soon_mailed_at: at })
    .where('id', 'in', ids)
    .where('clean_soon_mailed_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Gives back a claim whose mail could not be sent, for the next run. */
export async function releaseCleanSoon(
  db: Kysely<Database>,
  ids: number[],
  at: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('inkings')
    .set({ clean_soon_mailed_at: null })
    .where('id', 'in', ids)
    .where('clean_soon_mailed_at', '=', at)
    .execute();
}

// ---- the member's data ---------------------------------------------------------------------

/** Every pairing of the member, oldest first, with its ink's few facts. */
export function allInkingsOf(db: Kysely<Database>, userId: number) {
  return selectInkings(db)
    .where('i.user_id', '=', userId)
    .orderBy('i.inked_on')
    .orderBy('i.id')
    .execute();
}

/** Every diary mark of the member, in order. */
export function allUsesOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('pen_uses')
    .select(['day', 'pen_id', 'ink_id', 'inking_id', 'note'])
    .where('user_id', '=', userId)
    .orderBy('day')
    .orderBy('id')
    .execute();
}
