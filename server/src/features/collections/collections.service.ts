import type { CollectionBody, CollectionInkBody, CollectionPatch } from '@inklore/contract';
import {
  ALREADY_IN_COLLECTION,
  mayAct,
  type Collection,
  type CollectionDetail,
  type CollectionItem,
  type CollectionsStats,
} from '@inklore/contract';
import type { z } from 'zod';
import type { Conn, Db } from '#src/db/database.ts';
import { isUniqueViolation, nowIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { AppError, badRequest, notFound } from '#src/lib/errors.ts';
import { lockInk, submitterNames } from '#src/shared/ink-records/ink-records.queries.ts';
import { recordFeedEvent } from '#src/shared/member-links/member-links.queries.ts';
import {
  assertMayChange,
  assertMayPublish,
  assertMaySee,
  assertRoomForCollections,
  assertRoomForInks,
  NO_COLLECTION,
} from './collections.policy.ts';
import { presentCollection, presentItem } from './collections.present.ts';
import {
  collectionById,
  collectionsHolding,
  collectionsOf,
  countCollectionsOf,
  countItems,
  deleteCollectionRow,
  deleteItem,
  insertCollection,
  insertItem,
  itemIds,
  itemOf,
  itemsOf,
  countPublicCollectionsOf,
  publicCollections,
  publicStats,
  setPosition,
  swatchesOf,
  touchCollection,
  updateCollection,
  type CollectionRow,
} from './collections.queries.ts';

/**
 * Gives the member's ink-ventory entry for an ink this status, creating it if need be, in the
 * caller's transaction with the ink row locked; 404 when the ink is gone (decisions.md
 * "Collections: one model"). The ink-ventory feature does it (inventory.service.ts
 * setEntryStatus); app.ts passes it in (ADR 042).
 */
export type SetEntryStatus = (
  trx: Conn,
  kind: Db['kind'],
  userId: number,
  inkId: number,
  status: CollectionInkBodyOut['status'],
) => Promise<unknown>;

/** What collections ask of other features, passed in by app.ts (ADR 042). */
export type CollectionPorts = { setEntryStatus: SetEntryStatus };

type CollectionInkBodyOut = z.output<typeof CollectionInkBody>;

async function presentAll(db: Db, rows: CollectionRow[], inkId?: number): Promise<Collection[]> {
  const ids = rows.map((r) => r.id);
  const swatches = await swatchesOf(db, rows);
  const holding = inkId === undefined ? null : await collectionsHolding(db, ids, inkId);
  return rows.map((r) =>
    presentCollection(r, swatches.get(r.id) ?? [], holding ? holding.has(r.id) : undefined),
  );
}

async function present(db: Db, row: CollectionRow): Promise<Collection> {
  const [one] = await presentAll(db, [row]);
  if (!one) throw notFound(NO_COLLECTION);
  return one;
}

async function existing(db: Db, id: number): Promise<CollectionRow> {
  const row = await collectionById(db, id);
  if (!row) throw notFound(NO_COLLECTION);
  return row;
}

/** The member's own collections (private ones included); with inkId, which hold that ink. */
export async function myCollections(
  db: Db,
  actor: RequestActor,
  inkId?: number,
): Promise<Collection[]> {
  return presentAll(db, await collectionsOf(db, actor.id), inkId);
}

export async function createCollection(
  db: Db,
  actor: RequestActor,
  body: z.output<typeof CollectionBody>,
): Promise<Collection> {
  assertMayPublish(actor, { makesPublic: body.isPublic, editsPublic: false });
  assertRoomForCollections(await countCollectionsOf(db, actor.id));
  const id = await db.transaction().execute(async (trx) => {
    const made = await insertCollection(trx, {
      userId: actor.id,
      name: body.name,
      description: body.description,
      isPublic: body.isPublic,
      at: nowIso(),
    });
    if (body.isPublic && mayAct(actor, 'publishCollections')) {
      await announcePublic(trx, actor.id, made);
    }
    return made;
  });
  return present(db, await existing(db, id));
}

/**
 * A collection made public (or made public from the start) reaches the owner's followers'
 * feeds (ADR 060), at most once a day however often it goes private and back.
 */
function announcePublic(trx: Conn, userId: number, collectionId: number) {
  return recordFeedEvent(
    trx,
    { kind: 'collection', actorId: userId, targetId: collectionId },
    'day',
  );
}

export async function changeCollection(
  db: Db,
  actor: RequestActor,
  id: number,
  body: z.output<typeof CollectionPatch>,
): Promise<Collection> {
  const collection = await existing(db, id);
  assertMayChange(actor, collection);
  assertMayPublish(actor, {
    makesPublic: body.isPublic === true && collection.is_public !== 1,
    editsPublic:
      collection.is_public === 1 &&
      body.isPublic !== false &&
      (body.name !== undefined || body.description !== undefined),
  });
  await db.transaction().execute(async (trx) => {
    await updateCollection(trx, id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.isPublic === undefined ? {} : { is_public: body.isPublic ? 1 : 0 }),
      updated_at: nowIso(),
    });
    if (
      body.isPublic === true &&
      collection.is_public !== 1 &&
      mayAct(actor, 'publishCollections')
    ) {
      await announcePublic(trx, actor.id, id);
    }
  });
  return present(db, await existing(db, id));
}

/** Deleting a collection leaves the ink-ventory as it is. */
export async function deleteCollection(db: Db, actor: RequestActor, id: number): Promise<void> {
  assertMayChange(actor, await existing(db, id));
  await db.transaction().execute(async (trx) => {
    if (!(await deleteCollectionRow(trx, id))) throw notFound(NO_COLLECTION);
  });
}

/**
 * Spec §7: POST /api/auth/collections/{collectionId}/inks/{inkId} {status, notes}. The ink
 * goes in once (409 with the spec's message otherwise); the member's ink-ventory entry is
 * created or given the status, in the same transaction.
 */
export async function addInk(
  deps: { db: Db } & CollectionPorts,
  actor: RequestActor,
  collectionId: number,
  inkId: number,
  body: CollectionInkBodyOut,
): Promise<CollectionItem> {
  const { db } = deps;
  assertMayChange(actor, await existing(db, collectionId));
  if (await itemOf(db, collectionId, inkId)) {
    throw new AppError(409, 'conflict', ALREADY_IN_COLLECTION);
  }
  assertRoomForInks(await countItems(db, collectionId));
  try {
    await db.transaction().execute(async (trx) => {
      const at = nowIso();
      await deps.setEntryStatus(trx, db.kind, actor.id, inkId, body.status);
      await insertItem(trx, { collectionId, inkId, notes: body.notes, at });
      await touchCollection(trx, collectionId, at);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'conflict', ALREADY_IN_COLLECTION);
    throw err;
  }
  const items = await itemsOf(db, collectionId);
  const item = items.find((i) => i.id === inkId);
  if (!item) throw notFound('Ink not found. It may have been removed.');
  return presentItem(item, await submitterNames(db, [item]));
}

export async function removeInk(
  db: Db,
  actor: RequestActor,
  collectionId: number,
  inkId: number,
): Promise<void> {
  assertMayChange(actor, await existing(db, collectionId));
  await db.transaction().execute(async (trx) => {
    await lockInk(trx, db.kind, inkId); // before the item, as a change to the ink does (ADR 061)
    if (!(await deleteItem(trx, collectionId, inkId))) {
      throw notFound('This ink is not in that collection.');
    }
    await touchCollection(trx, collectionId, nowIso());
  });
}

/** The owner's new order: every ink of the collection, each once. */
export async function reorder(
  db: Db,
  actor: RequestActor,
  collectionId: number,
  inkIds: number[],
): Promise<CollectionDetail> {
  assertMayChange(actor, await existing(db, collectionId));
  await db.transaction().execute(async (trx) => {
    const current = await itemIds(trx, collectionId);
    const given = new Set(inkIds);
    if (
      given.size !== inkIds.length ||
      given.size !== current.length ||
      !current.every((id) => given.has(id))
    ) {
      throw badRequest('Give every ink of the collection once, in the new order.', {
        inkIds: 'Give every ink of the collection once, in the new order.',
      });
    }
    for (const [position, inkId] of inkIds.entries())
      await setPosition(trx, collectionId, inkId, position);
    await touchCollection(trx, collectionId, nowIso());
  });
  return collectionDetail(db, actor, collectionId);
}

/** GET /api/collections/{id}: public ones for everyone, private ones for the owner (404). */
export async function collectionDetail(
  db: Db,
  actor: RequestActor | null,
  id: number,
): Promise<CollectionDetail> {
  const row = await existing(db, id);
  assertMaySee(actor, row);
  const items = await itemsOf(db, id);
  const names = await submitterNames(db, items);
  return { ...(await present(db, row)), inks: items.map((i) => presentItem(i, names)) };
}

/** GET /api/collections: public collections, of one member when asked. */
export async function listPublic(db: Db, username?: string): Promise<Collection[]> {
  return presentAll(db, await publicCollections(db, username?.toLowerCase()));
}

/**
 * A profile's public collections: the `limit` most recently changed, and how many the member
 * has (counted only when there are more than those; the rest come from GET /api/collections).
 */
export async function profileCollections(
  db: Db,
  username: string,
  limit: number,
): Promise<{ collections: Collection[]; total: number }> {
  const norm = username.toLowerCase();
  const rows = await publicCollections(db, norm, limit);
  const [collections, total] = await Promise.all([
    presentAll(db, rows),
    rows.length < limit ? rows.length : countPublicCollectionsOf(db, norm),
  ]);
  return { collections, total };
}

export async function collectionsStats(db: Db): Promise<CollectionsStats> {
  return publicStats(db);
}

/**
 * Makes the member's collections named `names` (an import's tags), private, in the
 * caller's transaction: the same limit as createCollection, counted in that transaction.
 * Returns each new collection's id by its lower-cased name.
 */
export async function createNamedCollections(
  trx: Conn,
  userId: number,
  names: readonly string[],
  opts: { description: string; at: string; instead: string },
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (names.length === 0) return out;
  assertRoomForCollections(await countCollectionsOf(trx, userId), names.length, opts.instead);
  for (const name of names) {
    const id = await insertCollection(trx, {
      userId,
      name,
      description: opts.description,
      isPublic: false,
      at: opts.at,
    });
    out.set(name.toLowerCase(), id);
  }
  return out;
}
