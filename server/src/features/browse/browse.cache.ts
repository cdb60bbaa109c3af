import type { Db } from '#src/db/database.ts';
import { CachedBody } from '#src/lib/cached-body.ts';

export { CachedBody };

/**
 * Serialized catalogue responses (GET /api/inks), kept in this process's memory and keyed
 * by the canonical query (see inkListKey in browse.service.ts).
 *
 * Correctness comes from the catalogue version, not from timeouts: the database bumps it
 * (triggers, initial migration) on any change to an ink or to a username, whoever makes the
 * change: this server, another server on the same PostgreSQL, the CLI, a test writing rows
 * directly. Every request reads the version first (one indexed row) and uses only entries
 * made at that version, so a response is never older than the catalogue the request saw.
 * With several app servers each keeps its own cache and each sees every change at its next
 * request; the cost is one small query per request and a colder cache per server.
 *
 * Bounded by entries and bytes, least recently used out first. Concurrent requests for the
 * same missing entry share one computation.
 */
export class ResponseCache<T extends { length: number } = Buffer> {
  #version = -1;
  readonly #entries = new Map<string, T>();
  readonly #inflight = new Map<string, Promise<T>>();
  #bytes = 0;
  hits = 0;
  misses = 0;

  readonly maxEntries: number;
  readonly maxBytes: number;
  /**
   * Keys asked once lately, when an answer is kept only the second time it is asked. Under
   * varied traffic (most queries asked once) keeping every answer made each one garbage a
   * moment later, and the collector's pauses were most of the slowest requests' time
   * (docs/performance.md); what people ask again is kept from its second ask.
   */
  readonly #askedOnce: Set<string> | null;

  constructor(
    maxEntries = 2000,
    maxBytes = 32 * 1024 * 1024,
    { keepOnSecondAsk = false }: { keepOnSecondAsk?: boolean } = {},
  ) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.#askedOnce = keepOnSecondAsk ? new Set() : null;
  }

  /** Whether an answer to `key` is to be kept: always, or when asked before. */
  #admit(key: string): boolean {
    const seen = this.#askedOnce;
    if (seen === null || seen.delete(key)) return true;
    // A bound on what is remembered: past it, start again (the cost is one more ask).
    if (seen.size >= this.maxEntries * 8) seen.clear();
    seen.add(key);
    return false;
  }

  /** The entry for `key` at `version`, computing (and keeping) it when missing. */
  async get(version: number, key: string, compute: () => Promise<T>): Promise<T> {
    if (version !== this.#version) {
      // Any other version (normally a newer one) makes every entry unusable.
      this.clear();
      this.#version = version;
    }
    const hit = this.#entries.get(key);
    if (hit !== undefined) {
      this.hits++;
      // Most recently used last.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    this.misses++;
    const flight = `${version}\u0000${key}`;
    const pending = this.#inflight.get(flight);
    if (pending) return pending;
    const admit = this.#admit(key);
    const promise = compute()
      .then((body) => {
        // Kept only if the cache still holds this version's entries.
        if (admit && this.#version === version) this.#store(key, body);
        return body;
      })
      .finally(() => this.#inflight.delete(flight));
    this.#inflight.set(flight, promise);
    return promise;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  #store(key: string, body: T): void {
    if (body.length > this.maxBytes / 16) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.length;
    }
    this.#entries.set(key, body);
    this.#bytes += body.length;
    for (const [k, v] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#entries.delete(k);
      this.#bytes -= v.length;
    }
  }
}

const caches = new WeakMap<Db, ResponseCache<CachedBody>>();

/** The catalogue response cache of a database (one per open database, so tests never share). */
export function inkListCache(db: Db): ResponseCache<CachedBody> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ResponseCache<CachedBody>(2000, 32 * 1024 * 1024, { keepOnSecondAsk: true });
    caches.set(db, cache);
  }
  return cache;
}

/** The presented-ink cache's bound unless configured (CATALOGUE_CACHE_MB). */
export const DEFAULT_INK_CACHE_BYTES = 128 * 1024 * 1024;

/**
 * Presented inks as JSON (ADR 026), by id, at one catalogue version: a page of the catalogue
 * or of a search is its inks' JSON joined, read from the database and presented only for the
 * inks not held. Each entry is an ink as the contract's Ink schema gives it (checked once,
 * when made), without its closing brace, so a search can add the ink's marks. When the
 * catalogue's version moves, the cache is moved with the inks that changed meanwhile
 * (`moveTo`, ADR 070: browse.service.ts reads them), which it drops and keeps the rest; it
 * answers and keeps entries of its own version only. Bounded by bytes (CATALOGUE_CACHE_MB,
 * default 128: every ink of a 100,000-ink catalogue, about 1 KB each), the least recently
 * used out first.
 */
export class InkJsonCache {
  #version = -1;
  // Two generations instead of one map trimmed from its front: V8 walks past every entry
  // deleted from the front of a Map to find the next oldest, which made each eviction cost
  // more the longer the cache ran. An entry used again moves to the young generation; when
  // the young one holds half the bound, the old one goes.
  #young = new Map<number, string>();
  #old = new Map<number, string>();
  #youngBytes = 0;
  #oldBytes = 0;
  // one more at every move: an entry read before a move is never kept after it, even when a
  // failed move brought the cache back to a version it held before
  #epoch = 0;
  maxBytes: number;
  hits = 0;
  misses = 0;

  constructor(maxBytes = DEFAULT_INK_CACHE_BYTES) {
    this.maxBytes = maxBytes;
  }

  /** The catalogue version the entries are of (-1: none yet). */
  get version(): number {
    return this.#version;
  }

  /** Which move the cache is at: what an entry read now is stored with (`store`). */
  get epoch(): number {
    return this.#epoch;
  }

  /**
   * Moves the cache to `version`, dropping the inks `changed` since the version it held
   * ('all': every entry, as when it cannot tell which changed).
   */
  moveTo(version: number, changed: readonly number[] | 'all'): void {
    this.#version = version;
    this.#epoch++;
    if (changed === 'all') {
      this.#young = new Map();
      this.#old = new Map();
      this.#youngBytes = 0;
      this.#oldBytes = 0;
      return;
    }
    for (const id of changed) {
      const young = this.#young.get(id);
      if (young !== undefined) {
        this.#young.delete(id);
        this.#youngBytes -= young.length;
      }
      const old = this.#old.get(id);
      if (old !== undefined) {
        this.#old.delete(id);
        this.#oldBytes -= old.length;
      }
    }
  }

  /** The entries of `ids` at `version` (undefined where missing, and all at another version). */
  lookup(version: number, ids: readonly number[]): (string | undefined)[] {
    if (version !== this.#version) {
      this.misses += ids.length;
      return ids.map(() => undefined);
    }
    return ids.map((id) => {
      let hit = this.#young.get(id);
      if (hit === undefined) {
        hit = this.#old.get(id);
        if (hit !== undefined) this.#keep(id, hit);
      }
      if (hit === undefined) this.misses++;
      else this.hits++;
      return hit;
    });
  }

  /**
   * Keeps an entry read after the move `epoch` (the cache's `epoch` when the read began), not
   * when the cache moved since.
   */
  store(epoch: number, id: number, json: string): void {
    if (epoch === this.#epoch) this.#keep(id, json);
  }

  #keep(id: number, json: string): void {
    const before = this.#young.get(id);
    this.#young.set(id, json);
    // JSON of an ink is mostly one byte a character (V8 keeps such strings a byte each; a
    // string with a letter past Latin-1 takes two a character, counted here as one)
    this.#youngBytes += json.length - (before?.length ?? 0);
    if (this.#youngBytes >= this.maxBytes / 2) {
      this.#old = this.#young;
      this.#oldBytes = this.#youngBytes;
      this.#young = new Map();
      this.#youngBytes = 0;
    }
  }

  /** Entries held (an entry in both generations counts twice). */
  get size(): number {
    return this.#young.size + this.#old.size;
  }

  /** About how many bytes the entries hold (an entry in both generations counts twice). */
  get bytes(): number {
    return this.#youngBytes + this.#oldBytes;
  }
}

const inkCaches = new WeakMap<Db, InkJsonCache>();

/** The presented-ink cache of a database (one per open database). */
export function inkJsonCache(db: Db): InkJsonCache {
  let cache = inkCaches.get(db);
  if (!cache) inkCaches.set(db, (cache = new InkJsonCache()));
  return cache;
}

/** Sets the bound of a database's presented-ink cache (config.catalogueCacheBytes). */
export function boundInkJsonCache(db: Db, maxBytes: number): void {
  inkJsonCache(db).maxBytes = maxBytes;
}

const turnReads = new WeakMap<object, Map<unknown, Promise<unknown>>>();

/**
 * `read(db)` once for every request that asks in the same turn of the event loop: the first
 * asks for the read at the end of the turn (setImmediate), the others of that turn join it.
 * Each request's answer is then read after it arrived, so it sees every change committed
 * before it (as a read of its own would); what it saves is one query per request under load
 * (the catalogue's versions: a round trip on PostgreSQL, a statement through Kysely on
 * SQLite; docs/performance.md). A request arriving after the read was sent waits for the next.
 */
export function readOncePerTurn<D extends object, T>(
  db: D,
  read: (db: D) => Promise<T>,
): Promise<T> {
  let reads = turnReads.get(db);
  if (!reads) turnReads.set(db, (reads = new Map<unknown, Promise<unknown>>()));
  const pending = reads.get(read);
  if (pending) return pending as Promise<T>;
  const joined = reads;
  const promise = new Promise<T>((resolve, reject) => {
    setImmediate(() => {
      joined.delete(read);
      read(db).then(resolve, reject);
    });
  });
  reads.set(read, promise);
  return promise;
}
