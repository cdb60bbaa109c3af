import { hash } from 'node:crypto';

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
