import {
  RATED_STATUSES,
  type CollectionStats,
  type MyInventoryItem,
  type InventoryBody,
  type InventoryEntry,
} from '@inklore/contract';
import type { z } from 'zod';
import type { Conn, Db } from '#src/db/database.ts';
import { isUniqueViolation, nowIso } from '#src/db/dialect.ts';
import type { InventoryRow } from '#src/db/schema.ts';
import { normalizeText } from '#src/db/text.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import {
  deleteEntriesOfUser,
  deleteEntry,
  entriesWithInks,
  entryOf,
  insertEntry,
  lockLiveInk,
  ratedInksOf,
  recountRatings,
  statsOf,
  updateEntry,
  type EntryValues,
} from './inventory.queries.ts';
import { inkIsLive } from '#src/shared/ink-records/ink-records.queries.ts';
import { presentEntry } from './inventory.present.ts';

type Body = z.output<typeof InventoryBody>;

const NO_INK = 'Ink not found. It may have been removed.';
const NO_ENTRY = 'This ink is not in your ink-ventory.';
const ALREADY = 'This ink is already in your ink-ventory. Change or remove the entry instead.';

/** decisions.md: a rating only for owned or tried, an acquired date only for owned. */
function valuesOf(body: Body): EntryValues {
  return {
    status: body.status,
    rating: RATED_STATUSES.includes(body.status) ? (body.rating ?? null) : null,
    notes: body.notes ?? null,
    acquired_date: body.status === 'owned' ? (body.acquiredDate ?? null) : null,
  };
}

async function liveInkOrThrow(db: Db, inkId: number): Promise<void> {
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
}

export async function getEntry(
  db: Db,
  userId: number,
  inkId: number,
): Promise<InventoryEntry | null> {
  await liveInkOrThrow(db, inkId);
  const row = await entryOf(db, userId, inkId);
  return row ? presentEntry(row) : null;
}

/**
 * Adds, replaces or removes a member's entry for an ink in one transaction with the ink row
 * locked, recounting the ink's ratings only when the rating changed.
 */
async function change<T>(
  db: Db,
  inkId: number,
  work: (trx: Conn) => Promise<{ result: T; ratingChanged: boolean }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockLiveInk(trx, db.kind, inkId))) throw notFound(NO_INK);
    const { result, ratingChanged } = await work(trx);
    if (ratingChanged) await recountRatings(trx, inkId);
    return result;
  });
}

export async function addEntry(
  db: Db,
  userId: number,
  inkId: number,
  body: Body,
): Promise<InventoryEntry> {
  try {
    return await change(db, inkId, async (trx) => {
      if (await entryOf(trx, userId, inkId)) throw new AppError(409, 'conflict', ALREADY);
      const values = valuesOf(body);
      const row = await insertEntry(trx, userId, inkId, values, nowIso());
      return { result: presentEntry(row), ratingChanged: values.rating !== null };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'conflict', ALREADY);
    throw err;
  }
}

export function replaceEntry(
  db: Db,
  userId: number,
  inkId: number,
  body: Body,
): Promise<InventoryEntry> {
  return change(db, inkId, async (trx) => {
    const old = await entryOf(trx, userId, inkId);
    if (!old) throw notFound(NO_ENTRY);
    const values = valuesOf(body);
    const row = await updateEntry(trx, old.id, values, nowIso());
    return { result: presentEntry(row), ratingChanged: values.rating !== old.rating };
  });
}

export function removeEntry(db: Db, userId: number, inkId: number): Promise<void> {
  return change(db, inkId, async (trx) => {
    const old = await entryOf(trx, userId, inkId);
    if (!old) throw notFound(NO_ENTRY);
    await deleteEntry(trx, old.id);
    return { result: undefined, ratingChanged: old.rating !== null };
  });
}

export async function collectionStats(db: Db, inkId: number): Promise<CollectionStats> {
  await liveInkOrThrow(db, inkId);
  const counts = Object.fromEntries(
    (await statsOf(db, inkId)).map((r) => [r.status, r.n]),
  ) as Partial<Record<InventoryRow['status'], number>>;
  const owned = counts.owned ?? 0;
  const tried = counts.tried ?? 0;
  const wishlisted = counts.wishlist ?? 0;
  const wantToTry = counts.want_to_try ?? 0;
  // One entry per member per ink, so the entries are the members.
  return {
    inCollections: owned + tried + wishlisted + wantToTry,
    owned,
    tried,
    wishlisted,
    wantToTry,
  };
}

/**
 * decisions.md "Collections: one model": adding an ink to a named collection with a status
 * creates the member's entry for the ink, or sets the status of the one they have (a rating
 * and date are kept only where the new status allows them). Inside the caller's
 * transaction, with the ink row locked; 404 when the ink is gone.
 */
export async function setEntryStatus(
  trx: Conn,
  kind: Db['kind'],
  userId: number,
  inkId: number,
  status: InventoryRow['status'],
): Promise<InventoryEntry> {
  if (!(await lockLiveInk(trx, kind, inkId))) throw notFound(NO_INK);
  const old = await entryOf(trx, userId, inkId);
  const at = nowIso();
  if (!old) {
    const row = await insertEntry(
      trx,
      userId,
      inkId,
      { status, rating: null, notes: null, acquired_date: null },
      at,
    );
    return presentEntry(row);
  }
  if (old.status === status) return presentEntry(old);
  const values = valuesOf({
    status,
    rating: old.rating,
    notes: old.notes,
    acquiredDate: old.acquired_date,
  });
  const row = await updateEntry(trx, old.id, values, at);
  if (values.rating !== old.rating) await recountRatings(trx, inkId);
  return presentEntry(row);
}

/**
 * An imported row (issue 13): creates the member's entry for the ink, or updates the one
 * they have with the imported status, and notes and date where given. Inside the caller's
 * transaction, the ink row locked; 404 when the ink is gone.
 */
export async function importEntry(
  trx: Conn,
  kind: Db['kind'],
  userId: number,
  inkId: number,
  given: { status: InventoryRow['status']; notes: string | null; acquiredDate: string | null },
): Promise<'created' | 'updated'> {
  if (!(await lockLiveInk(trx, kind, inkId))) throw notFound(NO_INK);
  const old = await entryOf(trx, userId, inkId);
  const at = nowIso();
  const values = valuesOf({
    status: given.status,
    rating: old?.rating ?? null,
    notes: given.notes ?? old?.notes ?? null,
    acquiredDate: given.acquiredDate ?? old?.acquired_date ?? null,
  });
  if (!old) {
    await insertEntry(trx, userId, inkId, values, at);
    return 'created';
  }
  await updateEntry(trx, old.id, values, at);
  if (values.rating !== old.rating) await recountRatings(trx, inkId);
  return 'updated';
}

/**
 * Account deletion (auth.service.ts deleteAccount): the member's ink-ventory goes with the
 * account, in its transaction, and the inks they rated are recounted.
 */
export async function removeEntriesOfUser(trx: Conn, userId: number): Promise<void> {
  const rated = await ratedInksOf(trx, userId);
  await deleteEntriesOfUser(trx, userId);
  for (const inkId of rated) await recountRatings(trx, inkId);
}

/** The hue angle used to sort swatches (greys after the colours, dark to light). */
function hueKey(lab: { l: number; a: number; b: number }): number {
  if (Math.hypot(lab.a, lab.b) < 8) return 1000 + (100 - lab.l);
  return (Math.atan2(lab.b, lab.a) * 180) / Math.PI + 180;
}

/** /profile: the member's whole ink-ventory, by status, searched and sorted. */
export async function myInventory(
  db: Db,
  userId: number,
  q: {
    status?: InventoryRow['status'] | undefined;
    search?: string | undefined;
    sort: 'added' | 'name' | 'brand' | 'hue' | 'rating';
  },
): Promise<MyInventoryItem[]> {
  let rows = await entriesWithInks(db, userId, q.status);
  const words = normalizeText(q.search ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length > 0) {
    rows = rows.filter((r) => {
      const hay = `${r.search_name} ${r.search_meta} ${normalizeText(r.notes ?? '')}`;
      return words.every((w) => hay.includes(w));
    });
  }
  const by: Record<typeof q.sort, (a: (typeof rows)[number], b: (typeof rows)[number]) => number> =
    {
      added: () => 0, // already newest first
      name: (a, b) =>
        a.name_norm.localeCompare(b.name_norm) || a.brand_norm.localeCompare(b.brand_norm),
      brand: (a, b) =>
        a.brand_norm.localeCompare(b.brand_norm) || a.name_norm.localeCompare(b.name_norm),
      hue: (a, b) =>
        hueKey({ l: a.lab_l, a: a.lab_a, b: a.lab_b }) -
        hueKey({ l: b.lab_l, a: b.lab_a, b: b.lab_b }),
      rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0),
    };
  return [...rows].sort(by[q.sort]).map((r) => ({
    entry: presentEntry(r),
    ink: { id: r.ink_id, name: r.name, brand: r.brand, line: r.line, colorHex: r.color_hex },
  }));
}
