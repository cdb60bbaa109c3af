import { normalizeText } from '#src/db/text.ts';
import type { SearchIndex, SearchPlan } from './search-index.ts';

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
 * The parts of a text a query matched, to show marked: whole words matched as typed or
 * with a typo, the typed start of a word begun, and hyphenated words matched joined.
 */
export function markText(index: SearchIndex, plan: SearchPlan, text: string | null): Range[] {
  if (!text || plan.words.length === 0) return [];
  const match = (word: string): { whole: boolean; typed: number } | null => {
    const t = index.termId(word);
    if (t === undefined) return null;
    for (const w of plan.words) {
      if (!w.expansion.has(t)) continue;
      if (!w.startOnly.has(t)) return { whole: true, typed: word.length };
      return { whole: false, typed: Math.min(w.text.length, word.length) };
    }
    return null;
  };
  const ranges: Range[] = [];
  // the whole text matched in its joined form ("deatramentis" marks "De Atramentis")
  const whole = normalizeText(text).replace(/ /g, '');
  const all = whole && text.trim().includes(' ') ? match(whole) : null;
  if (all)
    ranges.push([0, all.whole ? text.length : normalisedEnd(text, 0, text.length, all.typed)]);
  // hyphenated or dotted words matched in their joined form ("konpeki" marks "Kon-peki")
  for (const chunk of text.matchAll(/\S+/g)) {
    const norm = normalizeText(chunk[0]);
    if (!norm.includes(' ')) continue;
    const m = match(norm.replace(/ /g, ''));
    if (!m) continue;
    const start = chunk.index;
    const end = start + chunk[0].length;
    ranges.push([start, m.whole ? end : normalisedEnd(text, start, end, m.typed)]);
  }
  for (const word of text.matchAll(WORD)) {
    const norm = normalizeText(word[0]).replace(/ /g, '');
    if (!norm) continue;
    const m = match(norm);
    if (!m) continue;
    const start = word.index;
    const end = start + word[0].length;
    ranges.push([start, m.whole ? end : normalisedEnd(text, start, end, m.typed)]);
  }
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
