import { OFFLINE_INDEX_CAP, type OfflineIndex } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import { compress, type Encoding } from '#src/lib/compression.ts';
import { entityTag } from '#src/lib/conditional.ts';
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
 * The index as sent: its JSON, the same compressed in each encoding asked for so far and the
 * strong ETag of each (ADR 030), each made on first use and then kept with it, so a request at
 * the same catalogue version costs neither a query, nor compression, nor hashing.
 */
export class OfflineIndexBody {
  readonly json: string;
  readonly bytes: number;
  readonly #encoded = new Map<Encoding, Buffer>();
  readonly #tags = new Map<Encoding | 'identity', string>();

  constructor(json: string) {
    this.json = json;
    this.bytes = Buffer.byteLength(json);
  }

  encoded(encoding: Encoding): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) this.#encoded.set(encoding, (bytes = compress(this.json, encoding)));
    return bytes;
  }

  /** The strong ETag of the bytes sent in `encoding` (null: the JSON as it is). */
  etag(encoding: Encoding | null): string {
    const key = encoding ?? 'identity';
    let tag = this.#tags.get(key);
    if (tag === undefined) {
      tag = entityTag(encoding ? this.encoded(encoding) : this.json);
      this.#tags.set(key, tag);
    }
    return tag;
  }
}

/**
 * One index per open database, at the catalogue version it was made for: made again at the
 * first request after any change to an ink (the version the database bumps, whoever made the
 * change: ADR 070's rule, as the colour index and the open data follow it), and shared by the
 * requests that arrive while it is being made. Each app server makes its own, with its own
 * `generatedAt`.
 */
const kept = new WeakMap<Db, { version: number; body: Promise<OfflineIndexBody> }>();

export async function offlineIndexBody(db: Db): Promise<OfflineIndexBody> {
  const version = await catalogueVersion(db);
  const held = kept.get(db);
  if (held && held.version >= version) return held.body;
  const body = offlineIndex(db).then((index) => new OfflineIndexBody(JSON.stringify(index)));
  kept.set(db, { version, body });
  body.catch(() => {
    if (kept.get(db)?.body === body) kept.delete(db);
  });
  return body;
}
