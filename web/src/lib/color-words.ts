import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { deltaEBand, type Lab } from '@inklore/contract/color/color.rules';
import { i18n } from '#src/lib/i18n.ts';

/*
 * Colour differences in the page's language (ADR 078): the web's twins of the contract's
 * deltaEBand and differenceInWords (contract/src/color/color.rules.ts), which keep their
 * English for the server and the API. The English is the contract's, word for word
 * (color-words.test.ts compares them).
 */

/** A ΔE2000 band, as the contract names it. */
export type DeltaEBand = ReturnType<typeof deltaEBand>;

/** What people call a difference of each band's size. */
export const BAND_WORDS: Record<DeltaEBand, MessageDescriptor> = {
  'virtually the same': msg({ message: 'virtually the same', context: 'ΔE band' }),
  'very close': msg({ message: 'very close', context: 'ΔE band' }),
  'same family': msg({ message: 'same family', context: 'ΔE band' }),
  different: msg({ message: 'different', context: 'ΔE band' }),
};

/** A band in words. */
export function bandWords(band: DeltaEBand): string {
  return i18n._(BAND_WORDS[band]);
}

/** The band of a ΔE2000 difference, in words: "very close". */
export function deltaEWords(de: number): string {
  return bandWords(deltaEBand(de));
}

type Amount = 'touch' | 'shade' | 'much';
type Direction =
  'lighter' | 'darker' | 'redder' | 'greener' | 'yellower' | 'bluer' | 'more vivid' | 'more muted';

/** How `other` differs from `base` along one axis, by how much: "a shade darker". */
const PHRASES: Record<Direction, Record<Amount, MessageDescriptor>> = {
  lighter: {
    touch: msg`a touch lighter`,
    shade: msg`a shade lighter`,
    much: msg`much lighter`,
  },
  darker: {
    touch: msg`a touch darker`,
    shade: msg`a shade darker`,
    much: msg`much darker`,
  },
  redder: {
    touch: msg`a touch redder`,
    shade: msg`a shade redder`,
    much: msg`much redder`,
  },
  greener: {
    touch: msg`a touch greener`,
    shade: msg`a shade greener`,
    much: msg`much greener`,
  },
  yellower: {
    touch: msg`a touch yellower`,
    shade: msg`a shade yellower`,
    much: msg`much yellower`,
  },
  bluer: {
    touch: msg`a touch bluer`,
    shade: msg`a shade bluer`,
    much: msg`much bluer`,
  },
  'more vivid': {
    touch: msg`a touch more vivid`,
    shade: msg`a shade more vivid`,
    much: msg`much more vivid`,
  },
  'more muted': {
    touch: msg`a touch more muted`,
    shade: msg`a shade more muted`,
    much: msg`much more muted`,
  },
};

const amount = (d: number): Amount => (d < 3 ? 'touch' : d < 8 ? 'shade' : 'much');

/**
 * The phrases of how `other` differs from `base` (at most two, the largest first), by the
 * contract's rule (differenceInWords): none when they are practically the same colour.
 */
export function differencePhrases(base: Lab, other: Lab): MessageDescriptor[] {
  const parts: { size: number; words: MessageDescriptor }[] = [];
  const add = (d: number, size: number, up: Direction, down: Direction) =>
    parts.push({ size, words: PHRASES[d > 0 ? up : down][amount(Math.abs(d))] });
  const dL = other.l - base.l;
  const da = other.a - base.a;
  const db = other.b - base.b;
  if (Math.abs(dL) >= 1.5) add(dL, Math.abs(dL), 'lighter', 'darker');
  if (Math.abs(da) >= 1.5) add(da, Math.abs(da), 'redder', 'greener');
  if (Math.abs(db) >= 1.5) add(db, Math.abs(db), 'yellower', 'bluer');
  const chroma = Math.hypot(other.a, other.b) - Math.hypot(base.a, base.b);
  if (Math.abs(chroma) >= 3) add(chroma, Math.abs(chroma) * 0.8, 'more vivid', 'more muted');
  return parts
    .sort((p, q) => q.size - p.size)
    .slice(0, 2)
    .map((p) => p.words);
}

/**
 * How `other` differs from `base`, in words: "a shade darker, a touch greener", or
 * "practically the same colour" (the contract's differenceInWords, in the page's language).
 */
export function differenceWords(base: Lab, other: Lab): string {
  const [first, second] = differencePhrases(base, other).map((d) => i18n._(d));
  if (first === undefined) return i18n._(msg`practically the same colour`);
  if (second === undefined) return first;
  return i18n._(
    msg({ message: `${first}, ${second}`, comment: 'Two ways one colour differs from another' }),
  );
}
