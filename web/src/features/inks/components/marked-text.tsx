import { Fragment } from 'react';

/** A part of a text, and whether the search matched it. */
export type TextPart = { text: string; marked: boolean };

/** [start, end) in UTF-16 code units, as the API's search marks give them. */
type Range = readonly [number, number];

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** True when a cut at `at` would split a character written as two UTF-16 units. */
function splitsPair(text: string, at: number): boolean {
  return (
    at > 0 &&
    at < text.length &&
    isHighSurrogate(text.charCodeAt(at - 1)) &&
    isLowSurrogate(text.charCodeAt(at))
  );
}

/**
 * The text cut into plain and marked parts by the search's ranges. Defensive, as the ranges
 * come over the network: a range that is not two whole numbers, is empty or reversed, reaches
 * outside the text, splits a character or overlaps one already taken is left out.
 */
export function markedParts(text: string, ranges: readonly Range[] | undefined): TextPart[] {
  const valid = (ranges ?? [])
    .filter(
      ([start, end]) =>
        Number.isInteger(start) &&
        Number.isInteger(end) &&
        start >= 0 &&
        start < end &&
        end <= text.length &&
        !splitsPair(text, start) &&
        !splitsPair(text, end),
    )
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of valid) {
    if (start < at) continue; // overlaps the range before it
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/**
 * The text with what a search matched in <mark> elements, as text (never as HTML). Without
 * ranges it is the text alone.
 */
export function MarkedText({ text, ranges }: { text: string; ranges?: readonly Range[] }) {
  if (!ranges || ranges.length === 0) return text;
  return markedParts(text, ranges).map((part, i) =>
    part.marked ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
  );
}
