import { compress, type Encoding } from './compression.ts';
import { entityTag } from './conditional.ts';

/**
 * A cached answer: its JSON, and the same compressed in each encoding asked for so far
 * (made on first use, then kept with the entry: a hit costs no compression), and the ETag
 * of each (ADR 030; made on first use too, so a hit costs no hashing). The JSON is kept as
 * text and sent as text (the socket writes a string's bytes itself): a Buffer per answer
 * counted as memory outside the heap, and that count started most of the collector's full
 * passes under typed searches (docs/performance.md).
 */
export class CachedBody {
  readonly json: string;
  readonly #encoded = new Map<Encoding, Buffer>();
  readonly #tags = new Map<Encoding | 'identity', string>();

  #bytes = -1;

  constructor(json: string) {
    this.json = json;
  }

  /** The JSON's length in UTF-8 bytes (worked out once). */
  get bytes(): number {
    if (this.#bytes < 0) this.#bytes = Buffer.byteLength(this.json);
    return this.#bytes;
  }

  /** Bytes counted against the cache's bound (the JSON; compressed copies add about a fifth). */
  get length(): number {
    return this.bytes;
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
