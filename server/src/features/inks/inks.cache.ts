import type { Db } from '#src/db/database.ts';

/**
 * Serialized catalogue responses (GET /api/inks), kept in this process's memory and keyed
 * by the canonical query (see inkListKey in inks.service.ts).
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
export class ResponseCache {
  #version = -1;
  readonly #entries = new Map<string, Buffer>();
  readonly #inflight = new Map<string, Promise<Buffer>>();
  #bytes = 0;
  hits = 0;
  misses = 0;

  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(maxEntries = 2000, maxBytes = 32 * 1024 * 1024) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  /** The entry for `key` at `version`, computing (and keeping) it when missing. */
  async get(version: number, key: string, compute: () => Promise<Buffer>): Promise<Buffer> {
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
    const promise = compute()
      .then((body) => {
        // Kept only if the cache still holds this version's entries.
        if (this.#version === version) this.#store(key, body);
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

  #store(key: string, body: Buffer): void {
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

const caches = new WeakMap<Db, ResponseCache>();

/** The catalogue response cache of a database (one per open database, so tests never share). */
export function inkListCache(db: Db): ResponseCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ResponseCache();
    caches.set(db, cache);
  }
  return cache;
}
