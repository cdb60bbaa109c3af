import { normalizeText } from '#src/db/text.ts';
import { termMatch, type SearchIndex, type SearchPlan } from './search-index.ts';

/** [start, end) in UTF-16 code units of the text as written. */
export type Range = [number, number];

/** Letters, digits, their marks and apostrophes inside a word: one word. */
const WORD = /[\p{L}\p{N}\p{M}'\u2019\u02bc`]+/gu;

/** Whether a UTF-16 unit is an ASCII letter or digit. */
function asciiAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
}

/** How many normalised characters each code point of `text` gives, as offsets. */
function normalisedEnd(text: string, start: number, end: number, length: number): number {
  let produced = 0;
  let i = start;
  while (i < end && produced < length) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      // printable ASCII: a letter or digit gives itself, anything else nothing (db/text.ts)
      if (asciiAlnum(c)) produced++;
      i++;
      continue;
    }
    const ch = String.fromCodePoint(text.codePointAt(i) ?? 0);
    produced += normalizeText(ch).replace(/ /g, '').length;
    i += ch.length;
  }
  return i;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTER_DIGIT_OR_MARK = /[\p{L}\p{N}\p{M}]/u;

/**
 * Whether the character at UTF-16 unit `i` may begin or (with marks) end a marked range; a
 * unit of a surrogate pair is read as the whole character ("𝒜" is a letter, its halves not).
 */
function edgeOf(text: string, i: number, marks: boolean): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return asciiAlnum(c);
  let from = i;
  if (c >= 0xdc00 && c <= 0xdfff && i > 0) {
    const before = text.charCodeAt(i - 1);
    if (before >= 0xd800 && before <= 0xdbff) from = i - 1;
  }
  const ch = String.fromCodePoint(text.codePointAt(from) ?? 0);
  return (marks ? LETTER_DIGIT_OR_MARK : LETTER_OR_DIGIT).test(ch);
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
const MAX_TEXTS = 50_000;

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
  const ranges: Range[] = [];
  // the whole text matched in its joined form ("deatramentis" marks "De Atramentis"),
  // hyphenated or dotted words matched in their joined form ("konpeki" marks "Kon-peki"),
  // and words: whole words matched whole, a word begun up to as many letters as were typed
  for (const part of textParts(text)) {
    if (part.index !== index.serial) {
      part.index = index.serial;
      part.term = index.termId(part.key) ?? -1;
    }
    if (part.term < 0) continue;
    for (const w of plan.words) {
      const how = termMatch(w, part.term, part.key);
      if (how === null) continue;
      const typed = Math.min(w.text.length, part.key.length);
      const end = how === 'whole' ? part.end : normalisedEnd(text, part.start, part.end, typed);
      ranges.push([part.start, end]);
      break;
    }
  }
  if (ranges.length === 0) return [];
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push(r);
  }
  // trim punctuation a chunk carried at its edges ("(Kon-peki)")
  const out: Range[] = [];
  for (let [s, e] of merged) {
    while (s < e && !edgeOf(text, s, false)) s++;
    while (e > s && !edgeOf(text, e - 1, true)) e--;
    if (e > s) out.push([s, e]);
  }
  return out;
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
