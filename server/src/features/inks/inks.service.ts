import { InkListResponse, LIMITS, type Ink, type InkListQuery } from '@inklore/contract';
import type { Conn, Db } from '#src/db/database.ts';
import { nowIso, searchTerms } from '#src/db/dialect.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { notFound } from '#src/lib/errors.ts';
import { inkListCache } from './inks.cache.ts';
import {
  catalogueVersion,
  featuredInks,
  findInk,
  listInks,
  submitterNames,
  setInkDeleted,
} from './inks.queries.ts';
import { presentInk } from './inks.present.ts';

export async function browseInks(db: Db, q: InkListQuery): Promise<InkListResponse> {
  const page = q.page ?? 1;
  const limit = q.limit ?? LIMITS.browsePageSize;
  const { rows, total } = await listInks(
    db,
    { search: q.search, brands: q.brand, colors: q.color, properties: q.properties },
    (page - 1) * limit,
    limit,
  );
  const names = await submitterNames(db, rows);
  return {
    data: rows.map((r) => presentInk(r, names)),
    page,
    hasMore: page * limit < total,
    total,
  };
}

/**
 * The cache key of a list query: everything listInks depends on and nothing else. The search
 * is keyed by its normalised terms, so "Kon-Peki" and "kon peki" share an entry; facet
 * values, which come from the filter lists, are only sorted (normalising them on every
 * request would cost more than the rare duplicate entry).
 */
export function inkListKey(q: InkListQuery): string {
  const sorted = (values: readonly string[]) => [...new Set(values)].sort();
  return JSON.stringify([
    q.search ? searchTerms(q.search) : [],
    sorted(q.brand),
    sorted(q.color),
    sorted(q.properties),
    q.page ?? 1,
    q.limit ?? LIMITS.browsePageSize,
  ]);
}

/** Checks a list response against the contract and serializes it, as the route serializer would. */
function serializeInkList(body: InkListResponse): Buffer {
  const parsed = InkListResponse.safeParse(body);
  if (!parsed.success) {
    throw new Error(`GET /api/inks response does not match its schema: ${parsed.error.message}`);
  }
  return Buffer.from(JSON.stringify(parsed.data));
}

/**
 * GET /api/inks as JSON bytes: from the response cache when this catalogue version already
 * answered the same query, otherwise browseInks, checked and serialized once.
 */
export async function browseInksJson(db: Db, q: InkListQuery): Promise<Buffer> {
  const version = await catalogueVersion(db);
  return inkListCache(db).get(version, inkListKey(q), async () =>
    serializeInkList(await browseInks(db, q)),
  );
}

export async function getInk(db: Db, id: number): Promise<Ink> {
  const row = await findInk(db, id);
  if (!row) throw notFound('Ink not found. It may have been removed.');
  return presentInk(row, await submitterNames(db, [row]));
}

export async function getFeaturedInks(db: Db): Promise<Ink[]> {
  const rows = await featuredInks(db, LIMITS.featuredInks);
  const names = await submitterNames(db, rows);
  return rows.map((r) => presentInk(r, names));
}

/**
 * Soft-deletes an ink (hidden everywhere, kept for restore) and audits it, inside the
 * caller's transaction. 404 when there is no live ink with this id.
 */
export async function softDeleteInk(trx: Conn, actorId: number | null, id: number): Promise<void> {
  if (!(await setInkDeleted(trx, id, nowIso()))) {
    throw notFound('Ink not found. It may have been removed already.');
  }
  await recordAudit(trx, actorId, 'ink.delete', 'ink', id);
}

/** Brings a deleted ink back, audited. 404 when no deleted ink has this id. */
export async function restoreInk(db: Db, actorId: number, id: number): Promise<Ink> {
  await db.transaction().execute(async (trx) => {
    if (!(await setInkDeleted(trx, id, null))) throw notFound('No deleted ink has this id.');
    await recordAudit(trx, actorId, 'ink.restore', 'ink', id);
  });
  return getInk(db, id);
}

/** Soft-deletes an ink as an admin (the route demands the capability). */
export async function deleteInk(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction().execute((trx) => softDeleteInk(trx, actorId, id));
}
