import { OFFLINE_INDEX_CAP, type OfflineIndex } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import { CachedBody } from '#src/lib/cached-body.ts';
import { catalogueVersion, offlineIndexRows } from './offline-index.queries.ts';
import { presentOfflineIndex } from './offline-index.present.ts';

/**
 * The compact catalogue index of the offline app (ADR 089): every ink a visitor may see as
 * [id, brand, name, hex], at most `cap` of them (the most owned kept), read in one query.
 */
export async function offlineIndex(db: Db, cap = OFFLINE_INDEX_CAP): Promise<OfflineIndex> {
  if (!Number.isInteger(cap) || cap < 1) throw new RangeError(`cap must be 1 or more: ${cap}`);
  return presentOfflineIndex(await offlineIndexRows(db, cap), cap, nowIso());
}

/**
 * One index per open database, at the catalogue version it was made for: made again at the
 * first request after any change to an ink (the version the database bumps, whoever made the
 * change: ADR 070's rule, as the colour index and the open data follow it), and shared by the
 * requests that arrive while it is being made. Each app server makes its own, with its own
 * `generatedAt`.
 */
const kept = new WeakMap<Db, { version: number; body: Promise<CachedBody> }>();

export async function offlineIndexBody(db: Db): Promise<CachedBody> {
  const version = await catalogueVersion(db);
  const held = kept.get(db);
  if (held && held.version >= version) return held.body;
  const body = offlineIndex(db).then((index) => new CachedBody(JSON.stringify(index)));
  kept.set(db, { version, body });
  body.catch(() => {
    if (kept.get(db)?.body === body) kept.delete(db);
  });
  return body;
}
