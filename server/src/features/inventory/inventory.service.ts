import {
  DEFAULT_INVENTORY_KIND,
  entryTag,
  INVENTORY_KIND_LABELS,
  INVENTORY_KINDS,
  RATED_STATUSES,
  type CollectionStats,
  type MyInventoryItem,
  type InventoryBody,
  type InventoryEntry,
} from '@inklore/contract';
import type { z } from 'zod';
import type { Conn, Db } from '#src/db/database.ts';
import { isUniqueViolation, nowIso, toIso } from '#src/db/dialect.ts';
import type { InventoryRow } from '#src/db/schema.ts';
import { normalizeText } from '#src/db/text.ts';
import { ifMatch } from '#src/lib/conditional.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import {
  deleteEntriesOfUser,
  deleteEntry,
  entriesOf,
  entriesWithInks,
  entryOf,
  insertEntry,
  lockLiveInk,
  ratedInksOf,
  recountRatings,
  entryCountsOf,
  updateEntry,
  type EntryValues,
} from './inventory.queries.ts';
import { inkIsLive } from '#src/shared/ink-records/ink-records.queries.ts';
import type { BadgeCheck } from '#src/shared/member-links/member-links.queries.ts';
import { presentEntry } from './inventory.present.ts';

type Body = z.output<typeof InventoryBody>;
type Kind = InventoryRow['kind'];

const NO_INK = 'Ink not found. It may have been removed.';
const NO_ENTRY = 'This ink is not in your ink-ventory.';
const CHANGED_ELSEWHERE =
  'This entry changed elsewhere since you last saw it: load it again, then choose what to keep.';
const noEntryOfKind = (kind: Kind) =>
  `You have no ${INVENTORY_KIND_LABELS[kind].toLowerCase()} of this ink in your ink-ventory.`;
/** ADR 051: one entry per member, ink and kind; the database's unique index holds it. */
const already = (kind: Kind) =>
  `This ink is already in your ink-ventory as a ${INVENTORY_KIND_LABELS[kind].toLowerCase()}. Change that entry, or add the ink as another kind (bottle, sample, cartridge or swab).`;

/**
 * decisions.md: a rating only for owned or tried, an acquired date only for owned. ADR 051:
 * the kind, swabbed and last used day.
 */
function valuesOf(body: Body, kind: Kind): EntryValues {
  return {
    status: body.status,
    rating: RATED_STATUSES.includes(body.status) ? (body.rating ?? null) : null,
    notes: body.notes ?? null,
    acquired_date: body.status === 'owned' ? (body.acquiredDate ?? null) : null,
    kind,
    swabbed: body.swabbed === true ? 1 : 0,
    last_used_date: body.lastUsed ?? null,
  };
}

/**
 * ADR 089: a PUT or DELETE sent with If-Match changes the entry only while the header holds
 * for it (its tag, entryTag of its updatedAt, or `*` for any entry); otherwise 412 and nothing
 * changes. Asked inside the change's transaction, with the ink row locked, so no other change
 * of the member's entries for the ink comes between the check and the write. No header: no
 * condition.
 */
function checkPrecondition(condition: string | undefined, entry: InventoryRow | undefined): void {
  if (condition === undefined) return;
  const tag = entry ? entryTag(presentEntry(entry).updatedAt) : null;
  if (!ifMatch(condition, tag)) throw new AppError(412, 'precondition_failed', CHANGED_ELSEWHERE);
}

/**
 * The time an entry's change is written at: now, or a millisecond after the entry's last
 * change when the clock has not passed it (two changes within a millisecond, another server's
 * clock behind), so every change gives the entry a new updatedAt and so a new tag (ADR 089).
 */
function stampAfter(entry: InventoryRow): string {
  const now = nowIso();
  const before = toIso(entry.updated_at);
  return now > before ? now : new Date(Date.parse(before) + 1).toISOString();
}

/** Entries in the order of the kinds (bottle, sample, cartridge, swab). */
const byKind = (a: InventoryRow, b: InventoryRow) =>
  INVENTORY_KINDS.indexOf(a.kind) - INVENTORY_KINDS.indexOf(b.kind);

/**
 * The member's entry of `kind`, or without a kind their first (bottle, sample, cartridge,
 * swab): what GET, PUT and DELETE /api/inks/{id}/collection act on.
 */
async function entryAsked(
  db: Conn,
  userId: number,
  inkId: number,
  kind: Kind | undefined,
): Promise<InventoryRow | undefined> {
  if (kind) return entryOf(db, userId, inkId, kind);
  return (await entriesOf(db, userId, inkId)).sort(byKind)[0];
}

async function liveInkOrThrow(db: Db, inkId: number): Promise<void> {
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
}

export async function getEntry(
  db: Db,
  userId: number,
  inkId: number,
  kind?: Kind,
): Promise<InventoryEntry | null> {
  await liveInkOrThrow(db, inkId);
  const row = await entryAsked(db, userId, inkId, kind);
  return row ? presentEntry(row) : null;
}

/** All the member's entries for an ink, by kind (ADR 051). */
export async function listEntries(
  db: Db,
  userId: number,
  inkId: number,
): Promise<InventoryEntry[]> {
  await liveInkOrThrow(db, inkId);
  return (await entriesOf(db, userId, inkId)).sort(byKind).map(presentEntry);
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

/** The badges an ink-ventory change may earn (ADR 060), told by the badges feature. */
const BADGE_MEASURES = ['inventoryEntries', 'colorFamilies'] as const;

export async function addEntry(
  db: Db,
  userId: number,
  inkId: number,
  body: Body,
  badges: BadgeCheck,
): Promise<InventoryEntry> {
  const kind = body.kind ?? DEFAULT_INVENTORY_KIND;
  try {
    return await change(db, inkId, async (trx) => {
      if (await entryOf(trx, userId, inkId, kind)) {
        throw new AppError(409, 'conflict', already(kind));
      }
      const values = valuesOf(body, kind);
      const row = await insertEntry(trx, userId, inkId, values, nowIso());
      await badges(trx, userId, BADGE_MEASURES);
      return { result: presentEntry(row), ratingChanged: values.rating !== null };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'conflict', already(kind));
    throw err;
  }
}

/**
 * PUT: the entry of `kind` (without one, the member's first) gets every field as given; the
 * body's kind moves it to another kind (409 when the member holds that kind already). With
 * `condition` (the If-Match header), only while it holds for the entry (ADR 089).
 */
export async function replaceEntry(
  db: Db,
  userId: number,
  inkId: number,
  kind: Kind | undefined,
  body: Body,
  badges: BadgeCheck,
  condition?: string,
): Promise<InventoryEntry> {
  let to: Kind = body.kind ?? kind ?? DEFAULT_INVENTORY_KIND;
  try {
    return await change(db, inkId, async (trx) => {
      const old = await entryAsked(trx, userId, inkId, kind);
      checkPrecondition(condition, old);
      if (!old) throw notFound(kind ? noEntryOfKind(kind) : NO_ENTRY);
      to = body.kind ?? old.kind;
      if (to !== old.kind && (await entryOf(trx, userId, inkId, to))) {
        throw new AppError(409, 'conflict', already(to));
      }
      const values = valuesOf(body, to);
      const row = await updateEntry(trx, old.id, values, stampAfter(old));
      if (values.status !== old.status) await badges(trx, userId, BADGE_MEASURES);
      return { result: presentEntry(row), ratingChanged: values.rating !== old.rating };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'conflict', already(to));
    throw err;
  }
}

/** DELETE: with `condition` (the If-Match header), only while it holds for the entry (ADR 089). */
export function removeEntry(
  db: Db,
  userId: number,
  inkId: number,
  kind: Kind | undefined,
  condition?: string,
): Promise<void> {
  return change(db, inkId, async (trx) => {
    const old = await entryAsked(trx, userId, inkId, kind);
    checkPrecondition(condition, old);
    if (!old) throw notFound(kind ? noEntryOfKind(kind) : NO_ENTRY);
    await deleteEntry(trx, old.id);
    return { result: undefined, ratingChanged: old.rating !== null };
  });
}

export async function collectionStats(db: Db, inkId: number): Promise<CollectionStats> {
  await liveInkOrThrow(db, inkId);
  const kept = await entryCountsOf(db, inkId);
  return {
    inCollections: kept?.members ?? 0,
    owned: kept?.owned ?? 0,
    tried: kept?.tried ?? 0,
    wishlisted: kept?.wishlist ?? 0,
    wantToTry: kept?.want_to_try ?? 0,
  };
}

/**
 * decisions.md "Collections: one model": adding an ink to a named collection with a status
 * creates the member's entry for the ink (a bottle), or, when none of their entries has the
 * status, sets it on their first (bottle, sample, cartridge, swab; ADR 051). A rating and
 * date are kept only where the new status allows them. Inside the caller's transaction,
 * with the ink row locked; 404 when the ink is gone.
 */
export async function setEntryStatus(
  trx: Conn,
  kind: Db['kind'],
  userId: number,
  inkId: number,
  status: InventoryRow['status'],
): Promise<InventoryEntry> {
  if (!(await lockLiveInk(trx, kind, inkId))) throw notFound(NO_INK);
  const all = (await entriesOf(trx, userId, inkId)).sort(byKind);
  const at = nowIso();
  const old = all[0];
  if (!old) {
    const row = await insertEntry(
      trx,
      userId,
      inkId,
      valuesOf({ status }, DEFAULT_INVENTORY_KIND),
      at,
    );
    return presentEntry(row);
  }
  const same = all.find((e) => e.status === status);
  if (same) return presentEntry(same);
  const values = valuesOf(bodyOfRow(old, status), old.kind);
  const row = await updateEntry(trx, old.id, values, stampAfter(old));
  if (values.rating !== old.rating) await recountRatings(trx, inkId);
  return presentEntry(row);
}

/**
 * Inking a pen with an ink (ADR 056): when no entry of the member's has the ink as owned,
 * their entry of `as` becomes owned (created if need be). Inside the caller's transaction, the
 * ink row locked; 404 when the ink is gone. False when the member owned the ink already.
 */
export async function ownInk(
  trx: Conn,
  kind: Db['kind'],
  userId: number,
  inkId: number,
  as: Kind,
): Promise<boolean> {
  if (!(await lockLiveInk(trx, kind, inkId))) throw notFound(NO_INK);
  const all = await entriesOf(trx, userId, inkId);
  if (all.some((e) => e.status === 'owned')) return false;
  const at = nowIso();
  const same = all.find((e) => e.kind === as);
  if (same) {
    const values = valuesOf(bodyOfRow(same, 'owned'), as);
    await updateEntry(trx, same.id, values, stampAfter(same));
    if (values.rating !== same.rating) await recountRatings(trx, inkId);
  } else {
    await insertEntry(trx, userId, inkId, valuesOf({ status: 'owned' }, as), at);
  }
  return true;
}

/** An entry as a body, with another status. */
function bodyOfRow(row: InventoryRow, status: InventoryRow['status']): Body {
  return {
    status,
    rating: row.rating,
    notes: row.notes,
    acquiredDate: row.acquired_date,
    swabbed: row.swabbed === 1,
    lastUsed: row.last_used_date,
  };
}

/** What an imported row gives an entry (ADR 051: the kind, swabbed and last used too). */
export type ImportedEntry = {
  status: InventoryRow['status'];
  notes: string | null;
  acquiredDate: string | null;
  kind: Kind;
  swabbed: boolean;
  lastUsed: string | null;
  /** Undefined keeps the entry's rating. */
  rating?: number | null | undefined;
};

/**
 * An imported row: creates the member's entry for the ink and kind, or updates the one
 * they have with the imported status, swabbed, and notes, dates and rating where given.
 * Inside the caller's transaction, the ink row locked; 404 when the ink is gone.
 */
export async function importEntry(
  trx: Conn,
  kind: Db['kind'],
  userId: number,
  inkId: number,
  given: ImportedEntry,
): Promise<'created' | 'updated'> {
  if (!(await lockLiveInk(trx, kind, inkId))) throw notFound(NO_INK);
  const old = await entryOf(trx, userId, inkId, given.kind);
  const at = nowIso();
  const values = valuesOf(
    {
      status: given.status,
      rating: given.rating === undefined ? (old?.rating ?? null) : given.rating,
      notes: given.notes ?? old?.notes ?? null,
      acquiredDate: given.acquiredDate ?? old?.acquired_date ?? null,
      swabbed: given.swabbed,
      lastUsed: given.lastUsed ?? old?.last_used_date ?? null,
    },
    given.kind,
  );
  if (!old) {
    await insertEntry(trx, userId, inkId, values, at);
    if (values.rating !== null) await recountRatings(trx, inkId);
    return 'created';
  }
  await updateEntry(trx, old.id, values, stampAfter(old));
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
    kind?: Kind | undefined;
    search?: string | undefined;
    sort: 'added' | 'name' | 'brand' | 'hue' | 'rating';
  },
): Promise<MyInventoryItem[]> {
  let rows = await entriesWithInks(db, userId, q.status, q.kind);
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
