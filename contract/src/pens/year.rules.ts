import { colorFamilyOf, hexToLab } from '../color/color.rules.ts';
import { isHex } from '../color/hex.rules.ts';

/**
 * Year in Ink (ADR 057): a year of the member's diary looked back on. The pure rules both
 * sides use: which days a year counts, the colours' hue order, the words. No zod here.
 */

/** The families the catalogue's colour rule calls neutral: they close the strip. */
const NEUTRAL_FAMILIES: ReadonlySet<string> = new Set(['Black', 'White', 'Grey/Silver']);

/** Where an ink's colour sits in the strip: its CIELAB hue angle, and whether it is a neutral. */
export type HueKey = { neutral: boolean; hue: number; lightness: number };

/**
 * The hue key of a colour: the CIELAB (D65) hue angle h = atan2(b*, a*) in degrees from 0 to
 * 360, which runs pink, red, orange, yellow, green, teal, blue, purple, magenta; a colour the
 * catalogue's rule calls black, white or grey (contract/src/color/color.rules.ts
 * colorFamilyOf, low chroma) is a neutral, ordered by its lightness instead.
 */
export function hueKey(hex: string): HueKey {
  if (!isHex(hex)) return { neutral: true, hue: 0, lightness: 50 };
  const { l, a, b } = hexToLab(hex);
  let hue = (Math.atan2(b, a) * 180) / Math.PI;
  if (hue < 0) hue += 360;
  return { neutral: NEUTRAL_FAMILIES.has(colorFamilyOf(hex)), hue, lightness: l };
}

type Hued = { id: number; name: string; colorHex: string };

/**
 * The order of the year's colour strip: the coloured inks by hue (lighter first within one
 * hue), then the neutrals from light to dark; the name, then the id, settle what is left.
 */
export function compareHue(x: Hued, y: Hued): number {
  const kx = hueKey(x.colorHex);
  const ky = hueKey(y.colorHex);
  if (kx.neutral !== ky.neutral) return kx.neutral ? 1 : -1;
  if (!kx.neutral && kx.hue !== ky.hue) return kx.hue - ky.hue;
  if (kx.lightness !== ky.lightness) return ky.lightness - kx.lightness;
  return x.name.localeCompare(y.name, 'en') || x.id - y.id;
}

/** `items` (each naming its ink) in the strip's order; a new array. */
export function inHueOrder<T extends { ink: Hued }>(items: readonly T[]): T[] {
  return [...items].sort((x, y) => compareHue(x.ink, y.ink));
}

/** The first and last day of `year`: the span the figures count. */
export function yearSpan(year: number): { from: string; to: string } {
  const y = String(year).padStart(4, '0');
  return { from: `${y}-01-01`, to: `${y}-12-31` };
}

/**
 * Whether `year` can be looked back on as of `today` ('YYYY-MM-DD', the server's, UTC): any
 * year up to this one, and on the last day of a year the next one too (the diary takes
 * tomorrow, for members ahead of UTC).
 */
export function yearHasBegun(year: number, today: string): boolean {
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000);
  return year <= tomorrow.getUTCFullYear();
}

/**
 * The last day a year's figures count: the year's last day once it is over; for the year
 * under way, today (or the latest day marked, when a member ahead of UTC marked tomorrow).
 */
export function yearThrough(year: number, today: string, lastMarked: string | null): string {
  const { from, to } = yearSpan(year);
  let through = lastMarked !== null && lastMarked > today ? lastMarked : today;
  if (through > to) through = to;
  if (through < from) through = from;
  return through;
}

/** Whether the year is still under way on `today` (the page says "so far"). */
export function yearSoFar(year: number, today: string): boolean {
  return yearSpan(year).to > today;
}

export const YEAR_MESSAGES = {
  notYet: 'That year has not begun yet. Choose this year or an earlier one.',
  /** A year not shared and an unknown member get the same answer. */
  notShared: 'No one has shared a Year in Ink at this address.',
  shareFirst: 'Share the year to get its public page and link preview.',
} as const;
