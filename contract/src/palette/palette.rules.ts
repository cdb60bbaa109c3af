import type { Lab } from '../color/color.rules.ts';

/**
 * "My palette" (docs/api.md "A member's palette"): where a member's owned inks sit by hue
 * and lightness, and the regions of colour they own none of. The fixed grid of regions both
 * sides read, and the English words the server sends for each (the web app writes its own in
 * the page's language, features/inventory/palette-words.ts). No zod here.
 *
 * The grid, in CIE LCh (from CIELAB, D65): h = atan2(b*, a*) in degrees from 0 to 360,
 * C* = √(a*² + b*²), L* as it is.
 * - A colour with C* under NEUTRAL_CHROMA is a neutral: black under L* BLACK_BELOW, else grey.
 * - Any other is chromatic: one of HUE_SECTORS sectors of HUE_SECTOR_DEGREES (the first from
 *   0° up to, not including, 30°), and one of three lightness bands: light from L* LIGHT_FROM,
 *   mid from L* MID_FROM, dark below it.
 * That is 12 × 3 chromatic regions and 2 neutral ones, in PALETTE_REGIONS' order.
 */

/** Under this chroma a colour is a neutral (the profile palette's and Year in Ink's rule). */
export const NEUTRAL_CHROMA = 8;
/** A neutral darker than this is black (the catalogue's colour rule: black under L* 35). */
export const BLACK_BELOW = 35;
/** The width of a hue sector, in degrees of the hue angle. */
export const HUE_SECTOR_DEGREES = 30;
export const HUE_SECTORS = 360 / HUE_SECTOR_DEGREES;
/**
 * Where the lightness bands begin: about the thirds of the demo catalogue's chromatic inks
 * (L* 38 and 56 cut them in thirds), rounded.
 */
export const LIGHT_FROM = 60;
export const MID_FROM = 40;

export const CHROMATIC_BANDS = ['light', 'mid', 'dark'] as const;
export const NEUTRAL_BANDS = ['black', 'grey'] as const;
export const PALETTE_BANDS = [...CHROMATIC_BANDS, ...NEUTRAL_BANDS] as const;
export type ChromaticBand = (typeof CHROMATIC_BANDS)[number];
export type NeutralBand = (typeof NEUTRAL_BANDS)[number];
export type PaletteBand = (typeof PALETTE_BANDS)[number];

/** A region of the grid: a hue sector and a band, or a neutral (no hue). */
export type PaletteRegion = { hueFrom: number | null; hueTo: number | null; band: PaletteBand };

export const PALETTE_LIMITS = {
  /** Gaps shown at most: those with the most catalogue inks. */
  gaps: 8,
  /** Catalogue inks suggested per gap, nearest to the region's centre first. */
  inksPerGap: 3,
  /** Owned inks drawn at most (the first by id): a heavy member's wheel is a sample (ADR 071). */
  wheelInks: 1000,
} as const;

export const PALETTE_MESSAGES = {
  /** The member keeps their owned inks private ("Show my ink colours on my profile" is off). */
  notPublic: "This member's owned inks are not public.",
} as const;

/** A colour's CIE LCh: lightness, chroma and the hue angle in degrees, 0 up to 360. */
export function lchOf({ l, a, b }: Lab): { l: number; c: number; h: number } {
  let h = (Math.atan2(b, a) * 180) / Math.PI;
  if (h < 0) h += 360;
  if (h >= 360) h -= 360;
  return { l, c: Math.hypot(a, b), h };
}

/** Every region of the grid: the sectors from 0°, each light, mid, dark; then black, grey. */
export const PALETTE_REGIONS: readonly PaletteRegion[] = [
  ...Array.from({ length: HUE_SECTORS }, (_, s) =>
    CHROMATIC_BANDS.map((band) => ({
      hueFrom: s * HUE_SECTOR_DEGREES,
      hueTo: (s + 1) * HUE_SECTOR_DEGREES,
      band,
    })),
  ).flat(),
  ...NEUTRAL_BANDS.map((band) => ({ hueFrom: null, hueTo: null, band })),
];

/** The position in PALETTE_REGIONS of a colour's region. */
export function regionIndexOf(lab: Lab): number {
  const { l, c, h } = lchOf(lab);
  if (c < NEUTRAL_CHROMA) return HUE_SECTORS * 3 + (l < BLACK_BELOW ? 0 : 1);
  const sector = Math.min(HUE_SECTORS - 1, Math.floor(h / HUE_SECTOR_DEGREES));
  const band = l >= LIGHT_FROM ? 0 : l >= MID_FROM ? 1 : 2;
  return sector * 3 + band;
}

/** The position in PALETTE_REGIONS of a region (-1 for one not of the grid). */
export function regionIndex(region: PaletteRegion): number {
  return PALETTE_REGIONS.findIndex(
    (r) => r.band === region.band && r.hueFrom === region.hueFrom && r.hueTo === region.hueTo,
  );
}

/** A short key for a region: 'dark-120' (band and the sector's first degree), 'black'. */
export function regionKey(region: PaletteRegion): string {
  return region.hueFrom === null ? region.band : `${region.band}-${region.hueFrom}`;
}

/**
 * Each hue sector's name, from 0° (the summary's "most in blues and greens"). CIELAB's hue
 * angle runs crimson, red, orange, yellow, green, teal, blue, violet, magenta; the names
 * are what the sector's inks mostly look like, not exact.
 */
export const HUE_NAMES = [
  'crimsons',
  'reds',
  'oranges',
  'yellows',
  'greens',
  'sea greens',
  'teals',
  'teal blues',
  'steel blues',
  'blues',
  'violets',
  'magentas',
] as const;

/** The neutrals' names. */
export const NEUTRAL_NAMES: Record<NeutralBand, string> = { black: 'blacks', grey: 'greys' };

/** Each chromatic region's words, by sector from 0°: light, mid, dark ("dark greens"). */
export const REGION_WORDS: readonly (readonly [light: string, mid: string, dark: string])[] = [
  ['pinks', 'crimsons', 'burgundies'],
  ['corals', 'reds', 'dark reds'],
  ['ambers', 'oranges', 'browns'],
  ['yellows', 'olives', 'dark olives'],
  ['light greens', 'greens', 'dark greens'],
  ['light sea greens', 'sea greens', 'dark sea greens'],
  ['turquoises', 'teals', 'dark teals'],
  ['pale blues', 'teal blues', 'petrol blues'],
  ['light steel blues', 'steel blues', 'prussian blues'],
  ['cornflower blues', 'blues', 'dark blues'],
  ['lilacs', 'violets', 'indigos'],
  ['hot pinks', 'magentas', 'plums'],
];

/** A region in words, in English: 'dark greens', 'blacks'. */
export function regionWords(region: PaletteRegion): string {
  if (region.hueFrom === null) return NEUTRAL_NAMES[region.band as NeutralBand];
  const sector = Math.floor(region.hueFrom / HUE_SECTOR_DEGREES);
  const band = CHROMATIC_BANDS.indexOf(region.band as ChromaticBand);
  return REGION_WORDS[sector]?.[band] ?? '';
}
