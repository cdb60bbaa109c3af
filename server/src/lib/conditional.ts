import { hash } from 'node:crypto';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * ADR 089: the route's answer carries, as `ETag`, the strong tag of the record it returns
     * (made from the record's `updatedAt`, not from the bytes sent); the OpenAPI document says so.
     */
    recordTag?: boolean;
    /**
     * ADR 089: the route takes an optional `If-Match` (the record's tag, or `*`) and changes
     * nothing, answering 412 `precondition_failed`, when it does not hold; the OpenAPI document
     * lists the header.
     */
    ifMatch?: boolean;
  }
}

/**
 * A strong entity tag (RFC 9110 section 8.8.3) for exactly these bytes: the first 128 bits of
 * their SHA-256. Made from the bytes sent, so each content coding of an answer (identity,
 * gzip, Brotli) has its own tag, as RFC 9110 asks of different representations (ADR 030).
 */
export function entityTag(bytes: string | Buffer): string {
  return `"${hash('sha256', bytes, 'base64url').slice(0, 22)}"`;
}

/**
 * Whether an If-None-Match header matches `tag`, the current representation's strong tag, by
 * the weak comparison RFC 9110 (section 13.1.2) prescribes for it: `*` matches any current
 * representation; otherwise a list of entity tags, each strong or weak (W/), matches when one
 * of them has the same opaque tag. A member that is not an entity tag is passed over.
 */
export function noneMatch(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === ',') {
      i++;
      continue;
    }
    if (c === '*') return true;
    if (text.startsWith('W/', i)) i += 2;
    if (text[i] === '"') {
      const end = text.indexOf('"', i + 1);
      if (end === -1) return false;
      if (text.slice(i, end + 1) === tag) return true;
      i = end + 1;
      continue;
    }
    // not an entity tag: on to the next member
    const comma = text.indexOf(',', i);
    if (comma === -1) return false;
    i = comma + 1;
  }
  return false;
}

/** An etagc of RFC 9110 section 8.8.3: `!`, `#` to `~`, and obs-text. */
function isEtagChar(code: number): boolean {
  return code === 0x21 || (code >= 0x23 && code <= 0x7e) || (code >= 0x80 && code <= 0xff);
}

/**
 * Whether an If-Match header holds for a record whose current strong tag is `tag` (null: there
 * is no such record), by RFC 9110 section 13.1.1 and the strong comparison it prescribes:
 * `*` holds for any record that exists; otherwise a list of entity tags holds when one of them
 * is strong and the same as `tag` (a weak tag, `W/"..."`, never matches). A header that is
 * not a list of entity tags (an unterminated quote, a bare word, `*` inside a list, nothing at
 * all) holds for nothing, so the change it guards is refused (ADR 089).
 */
export function ifMatch(header: string | string[], tag: string | null): boolean {
  const text = (Array.isArray(header) ? header.join(',') : header).trim();
  if (tag === null) return false;
  if (text === '*') return true;
  let matched = false;
  let members = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === ',') {
      i++;
      continue;
    }
    let weak = false;
    if (text.startsWith('W/', i)) {
      weak = true;
      i += 2;
    }
    if (text[i] !== '"') return false;
    let end = i + 1;
    while (end < text.length && isEtagChar(text.charCodeAt(end))) end++;
    if (text[end] !== '"') return false;
    if (!weak && text.slice(i, end + 1) === tag) matched = true;
    members++;
    i = end + 1;
    // after a tag: spaces, then a comma or the end
    while (text[i] === ' ' || text[i] === '\t') i++;
    if (i < text.length && text[i] !== ',') return false;
  }
  return members > 0 && matched;
}
