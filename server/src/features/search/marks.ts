import { normalizeText } from '#src/db/text.ts';
import { termMatch, type SearchIndex, type SearchPlan } from './search-index.ts';

/** [start, end) in UTF-16 code units of the text as written. */
export type Range = [number, number];

/** Letters, digits, their marks and apostrophes inside a word: one word. */
const WORD = /[\p{L}\p{N}\p{M}'\u2019\u02bc`]+/gu;

/** How many normalised characters each code point of `text` gives, as offsets. */
function normalisedEnd(text: string, start: number, end: number, length: number): number {
  let produced = 0;
  let i = start;
  while (i < end && produced < length) {
    const cp = text.codePointAt(i) ?? 0;
    const ch = String.fromCodePoint(cp);
    produced += normalizeText(ch).replace(/ /g, '').length;
    i += ch.length;
  }
  return i;
}

/**
 * A part of a text a query may match: [start, end) of the text, its joined normalised form,
 * and that form's term id in the index it was last looked up in (by its serial; -1: not a
 * word of it).
 */
type Part = { start: number; end: number; key: string; index: number; term: number };

/**
 * The parts of a text, worked out once per text (a page of results marks the same names,
 * brands and lines query after query): the whole text in its joined form when it has
 * several words, its hyphenated or dotted chunks joined, and its words.
 */
const partsOf = new Map<string, Part[]>();
/**
 * Texts whose parts are kept (names, brands, lines, other names; a 100,000-ink catalogue's
 * fit): past it, start again.
 */
const MAX_TEXTS = 250_000;

function textParts(text: string): Part[] {
  let parts = partsOf.get(text);
  if (parts) return parts;
  parts = [];
  const whole = normalizeText(text).replace(/ /g, '');
  if (whole && text.trim().includes(' '))
    parts.push({ start: 0, end: text.length, key: whole, index: 0, term: -1 });
  for (const chunk of text.matchAll(/\S+/g)) {
    const norm = normalizeText(chunk[0]);
    if (!norm.includes(' ')) continue;
    const start = chunk.index;
    parts.push({
      start,
      end: start + chunk[0].length,
      key: norm.replace(/ /g, ''),
      index: 0,
      term: -1,
    });
  }
  for (const word of text.matchAll(WORD)) {
    const norm = normalizeText(word[0]).replace(/ /g, '');
    if (!norm) continue;
    const start = word.index;
    parts.push({ start, end: start + word[0].length, key: norm, index: 0, term: -1 });
  }
  if (partsOf.size >= MAX_TEXTS) partsOf.clear();
  partsOf.set(text, parts);
  return parts;
}

/**
 * The parts of a text a query matched, to show marked: whole words matched as typed or
 * with a typo, the typed start of a word begun, and hyphenated words matched joined.
 */
export function markText(index: SearchIndex, plan: SearchPlan, text: string | null): Range[] {
  if (!text || plan.words.length === 0) return [];
  const match = (part: Part): { whole: boolean; typed: number } | null => {
    if (part.index !== index.serial) {
      part.index = index.serial;
      part.term = index.termId(part.key) ?? -1;
    }
    const t = part.term;
    const word = part.key;
    if (t < 0) return null;
    for (const w of plan.words) {
      const how = termMatch(w, t);
      if (how === 'whole') return { whole: true, typed: word.length };
      if (how === 'start') return { whole: false, typed: Math.min(w.text.length, word.length) };
    }
    return null;
  };
  const ranges: Range[] = [];
  // the whole text matched in its joined form ("deatramentis" marks "De Atramentis"),
  // hyphenated or dotted words matched in their joined form ("konpeki" marks "Kon-peki"),
  // and words
  for (const part of textParts(text)) {
    const { start, end } = part;
    const m = match(part);
    if (!m) continue;
    ranges.push([start, m.whole ? end : normalisedEnd(text, start, end, m.typed)]);
  }
  if (ranges.length === 0) return [];
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  // trim punctuation a chunk carried at its edges ("(Kon-peki)")
  return merged
    .map(([s, e]): Range => {
      while (s < e && !/[\p{L}\p{N}]/u.test(text.charAt(s))) s++;
      while (e > s && !/[\p{L}\p{N}\p{M}]/u.test(text.charAt(e - 1))) e--;
      return [s, e];
    })
    .filter(([s, e]) => e > s);
}

/** The other name of an ink a query matched, when it did not match the name itself. */
export function matchedAlias(
  index: SearchIndex,
  plan: SearchPlan,
  name: string,
  aliases: readonly string[],
): string | undefined {
  if (markText(index, plan, name).length > 0) return undefined;
  return aliases.find((a) => markText(index, plan, a).length > 0);
}
