const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Text normalisation for search and sorting, the same for both databases: case-folded,
 * accents removed, apostrophes dropped (Noodler's -> noodlers), other punctuation a space.
 */
export function normalizeText(input: string): string {
  // Printable ASCII (most names and queries) has no accents or other apostrophes: the same
  // result without Unicode normalisation (search and its marks call this for every word).
  if (PRINTABLE_ASCII.test(input)) {
    return input
      .toLowerCase()
      .replace(/['`]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['\u2019\u02bc`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words of a normalised text. */
export function words(input: string): string[] {
  const n = normalizeText(input);
  return n === '' ? [] : n.split(' ');
}

/** The search terms of a free-text query: normalised words, at most 12 of them. */
export function searchTerms(query: string): string[] {
  const n = normalizeText(query);
  return n === '' ? [] : n.split(' ').slice(0, 12);
}

/**
 * A search document: the normalised words, and for hyphenated or dotted words their
 * joined form too, so "Kon-peki" is found by "kon pe" and by "konpeki".
 */
export function searchDocument(...parts: (string | null | undefined)[]): string {
  const out: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    const n = normalizeText(part);
    if (n) out.push(n);
    for (const raw of part.split(/\s+/)) {
      const joined = normalizeText(raw).replace(/ /g, '');
      if (joined && normalizeText(raw).includes(' ')) out.push(joined);
    }
  }
  return out.join(' ');
}
