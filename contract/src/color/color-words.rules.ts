import { rgbToLab, type Lab } from './color.rules.ts';

/**
 * A colour named in words ("dark greyish blue", "vivid red-purple", "pale yellow", "black"), in
 * English, Japanese and German, so a reader who cannot tell swatches apart by eye (colour
 * vision deficiency, a poor screen, a screen reader) still has every swatch named. Zod-free,
 * for server and web alike.
 *
 * A small scheme in the manner of the ISCC-NBS colour names (Kelly and Judd, "Color: Universal
 * Language and Dictionary of Names", NBS Special Publication 440, 1976: a hue noun with a
 * lightness and a saturation modifier) and of their Japanese counterpart, the systematic
 * colour names of JIS Z 8102 (暗い灰みの青, くすんだ青, あざやかな赤). ISCC-NBS draws its
 * boundaries in the Munsell system; we draw ours in CIE LCh(ab) (D65, color.rules.ts's
 * rgbToLab), placed by sampling well-known named sRGB colours (the COLOR_HUES table; the
 * names they get are pinned in color-words.test.ts). The names are a guide, not a standard.
 *
 * 1. Neutrals: C*ab < 6, or L* < 12 with C*ab < 15. By L*: white (>= 92), light grey (>= 68),
 *    grey (>= 45), dark grey (>= 25), very dark grey (>= 16), black.
 * 2. Hue: from the hue angle h(ab) and the COLOR_HUES table (12 hues, red to red-purple).
 * 3. Modifiers. Each hue's full colour is its sRGB cusp, the most chromatic sRGB colour of that
 *    hue (on the edges of the RGB cube where one channel is 255 and one 0). As in the Natural
 *    Colour System (Hård, Sivik and Tonnquist, "NCS, Natural Color System", Color Research &
 *    Application 21(3), 1996), a colour is read as a mix of that full colour, white and black,
 *    here in the (L*, C*) plane: chromaticness c = C / C_cusp, whiteness
 *    w = (L - c * L_cusp) / 100, blackness s = 1 - c - w.
 *    - dark side: from L* against the hue's reference lightness refL (COLOR_HUES; the L* of the
 *      hue's everyday colour): L - refL < -12 dark, < -30 very dark. Per hue, because
 *      darkness is seen against the hue: olive (#808000, L* 52) is a dark yellow while
 *      #008000 (L* 46) is plainly green;
 *    - light side, when not dark: w >= 0.65 very pale; else, with little black (s < 0.25),
 *      w >= 0.45 pale, w >= 0.25 light;
 *    - chroma: greyish when c < 0.3, or when the mix holds much white and much black
 *      (w >= 0.25 and s >= 0.3), but not with pale or very pale (which say it already);
 *      vivid when c >= 0.8 and no lightness word applies.
 * 4. Special names, as colour names are not hue angles alone:
 *    - brown: a dark or greyish (not light) red-orange, orange, yellow-orange, or yellow below
 *      98°; olive: the same for yellow from 98° and yellow-green. Their own darkness is
 *      measured from refL 38 (brown) and 45 (olive), light when 22 above it; never vivid;
 *    - pink: a red or red-purple that is light, pale or very pale, or has L* >= 62 (hot pink,
 *      #ff69b4); pink is light red already, so it takes only "pale" (from w >= 0.75);
 *    - violet tints: CIELAB's hue angles bend near the blue primary (sRGB blue and medium
 *      purple #9370db share 306°), so a tint (w >= 0.25) from 298° on is violet, not blue.
 *
 * The words live in one table per language (COLOR_WORDS). English composes "[lightness]
 * [chroma] hue"; German likewise, the adjectives neuter nominative without article, as for
 * the colour nouns (das Blau: "dunkles gräuliches Blau"); Japanese without spaces, after
 * JIS Z 8102 (暗い灰みの青 with a lightness word, くすんだ青 without), writing 鮮やかな and
 * 淡い / ごく淡い for JIS's あざやかな and うすい / ごくうすい, and ピンク for pink.
 */
export type ColorWordsLocale = 'en' | 'ja' | 'de';

/** The hue and special names (keys of the word tables). */
export type ColorHueName =
  | 'red'
  | 'red-orange'
  | 'orange'
  | 'yellow-orange'
  | 'yellow'
  | 'yellow-green'
  | 'green'
  | 'blue-green'
  | 'blue'
  | 'violet'
  | 'purple'
  | 'red-purple'
  | 'pink'
  | 'brown'
  | 'olive';
export type ColorNeutralName =
  'white' | 'light grey' | 'grey' | 'dark grey' | 'very dark grey' | 'black';
export type ColorLightnessWord = 'very pale' | 'pale' | 'light' | 'dark' | 'very dark';
export type ColorChromaWord = 'greyish' | 'vivid';

/** The parts of a colour's name, before they are put into words. */
export type ColorNameParts =
  | { kind: 'neutral'; neutral: ColorNeutralName }
  | {
      kind: 'hue';
      hue: ColorHueName;
      lightness: ColorLightnessWord | null;
      chroma: ColorChromaWord | null;
    };

/**
 * The hue table, in CIE LCh(ab) degrees: each hue runs from its `from` angle to the next
 * one's (red wraps through 0°). `refL` is the L* of the hue's everyday colour, the zero of
 * "dark". Placed by the CIELAB hue angles (and L*) of named sRGB colours:
 *
 * | hue           | from | refL | named sRGB samples: hue angle (and L*)                       |
 * | ------------- | ---- | ---- | ------------------------------------------------------------ |
 * | red           |  352 |   50 | #dc143c crimson 25°, #ff0000 40° (L* 53), #800000 maroon 38° |
 * | red-orange    |   43 |   55 | #ff4500 orange-red 45.5°, #ff7f50 coral 46°                  |
 * | orange        |   56 |   65 | #ff8c00 64°, #ffa500 73° (L* 75), #964b00 (brown) 61°        |
 * | yellow-orange |   76 |   75 | #ffbf00 amber 83°, #b8860b dark goldenrod 81°                |
 * | yellow        |   90 |   85 | #ffd700 gold 91°, #ffff00 103° (L* 97), #808000 (olive) 103° |
 * | yellow-green  |  112 |   70 | #9acd32 120°, #7fff00 chartreuse 128°, #6b8e23 120°          |
 * | green         |  132 |   50 | #008000 136° (L* 46), #00ff00 136°, #2e8b57 sea green 153°   |
 * | blue-green    |  178 |   55 | #40e0d0 turquoise 185°, #008080 teal 196°, #00ffff 196°      |
 * | blue          |  222 |   40 | #87ceeb sky 235°, #1e90ff 279°, #0000ff 306° (L* 32)         |
 * | violet        |  308 |   40 | #7f00ff 312°, #8a2be2 313°, #4b0082 indigo 314°              |
 * | purple        |  322 |   40 | #800080 328° (L* 30), #ff00ff 328°, #da70d6 orchid 328°      |
 * | red-purple    |  338 |   45 | #c71585 medium violet-red 348°                               |
 *
 * sRGB blue itself (306°) sits close to violet: CIELAB's hue lines bend near the blue
 * primary, hence the violet-tint rule in the module comment.
 */
type HueEntry = { hue: ColorHueName; from: number; refL: number };
const RED: HueEntry = { hue: 'red', from: 352, refL: 50 };
export const COLOR_HUES: readonly HueEntry[] = [
  RED,
  { hue: 'red-orange', from: 43, refL: 55 },
  { hue: 'orange', from: 56, refL: 65 },
  { hue: 'yellow-orange', from: 76, refL: 75 },
  { hue: 'yellow', from: 90, refL: 85 },
  { hue: 'yellow-green', from: 112, refL: 70 },
  { hue: 'green', from: 132, refL: 50 },
  { hue: 'blue-green', from: 178, refL: 55 },
  { hue: 'blue', from: 222, refL: 40 },
  { hue: 'violet', from: 308, refL: 40 },
  { hue: 'purple', from: 322, refL: 40 },
  { hue: 'red-purple', from: 338, refL: 45 },
];

/** Reference lightness of the special names (dark below refL - 12, very dark below - 30). */
const SPECIAL_REF_L: Record<'brown' | 'olive', number> = { brown: 38, olive: 45 };
/** Below this hue angle a dark yellow is brown, at or above it olive. */
const BROWN_OLIVE_SPLIT = 98;

/** Tints (whiteness >= LIGHT_W) are violet from this hue angle (see the hue table). */
const TINT_VIOLET_FROM = 298;
const VIOLET_FROM = COLOR_HUES.find((entry) => entry.hue === 'violet')?.from ?? 308;
const NEUTRAL_C = 6;
/** A red or red-purple this light is pink whatever its whiteness (#ff69b4, L* 66). */
const PINK_L = 62;
/** Pink is already light: it is pale only from this whiteness. */
const PINK_PALE_W = 0.75;
const DARK_DL = -12;
const VERY_DARK_DL = -30;
const LIGHT_W = 0.25;
const PALE_W = 0.45;
const VERY_PALE_W = 0.65;
const GREYISH_C = 0.3;
/** Light, pale: white in the mix and little black. */
const LIGHT_MAX_S = 0.25;
/** Greyish also when there is much white and much black in the mix (grey). */
const GREY_MIN_W = 0.25;
const GREY_MIN_S = 0.3;
const VIVID_C = 0.8;

type WordTable = {
  hue: Record<ColorHueName, string>;
  neutral: Record<ColorNeutralName, string>;
  lightness: Record<ColorLightnessWord, string>;
  /** `greyish2`: "greyish" after a lightness word (Japanese: 暗い灰みの青, but くすんだ青). */
  chroma: Record<ColorChromaWord | 'greyish2', string>;
  /** Between words: a space, or nothing (Japanese). */
  separator: string;
};

/** The words, one table per language. */
export const COLOR_WORDS: Readonly<Record<ColorWordsLocale, WordTable>> = {
  en: {
    hue: {
      red: 'red',
      'red-orange': 'red-orange',
      orange: 'orange',
      'yellow-orange': 'yellow-orange',
      yellow: 'yellow',
      'yellow-green': 'yellow-green',
      green: 'green',
      'blue-green': 'blue-green',
      blue: 'blue',
      violet: 'violet',
      purple: 'purple',
      'red-purple': 'red-purple',
      pink: 'pink',
      brown: 'brown',
      olive: 'olive',
    },
    neutral: {
      white: 'white',
      'light grey': 'light grey',
      grey: 'grey',
      'dark grey': 'dark grey',
      'very dark grey': 'very dark grey',
      black: 'black',
    },
    lightness: {
      'very pale': 'very pale',
      pale: 'pale',
      light: 'light',
      dark: 'dark',
      'very dark': 'very dark',
    },
    chroma: { greyish: 'greyish', greyish2: 'greyish', vivid: 'vivid' },
    separator: ' ',
  },
  ja: {
    hue: {
      red: '赤',
      'red-orange': '赤橙',
      orange: '橙',
      'yellow-orange': '黄橙',
      yellow: '黄',
      'yellow-green': '黄緑',
      green: '緑',
      'blue-green': '青緑',
      blue: '青',
      violet: '青紫',
      purple: '紫',
      'red-purple': '赤紫',
      pink: 'ピンク',
      brown: '茶色',
      olive: 'オリーブ色',
    },
    neutral: {
      white: '白',
      'light grey': '明るい灰色',
      grey: '灰色',
      'dark grey': '暗い灰色',
      'very dark grey': 'ごく暗い灰色',
      black: '黒',
    },
    lightness: {
      'very pale': 'ごく淡い',
      pale: '淡い',
      light: '明るい',
      dark: '暗い',
      'very dark': 'ごく暗い',
    },
    chroma: { greyish: 'くすんだ', greyish2: '灰みの', vivid: '鮮やかな' },
    separator: '',
  },
  de: {
    hue: {
      red: 'Rot',
      'red-orange': 'Rotorange',
      orange: 'Orange',
      'yellow-orange': 'Gelborange',
      yellow: 'Gelb',
      'yellow-green': 'Gelbgrün',
      green: 'Grün',
      'blue-green': 'Blaugrün',
      blue: 'Blau',
      violet: 'Violett',
      purple: 'Purpur',
      'red-purple': 'Magenta',
      pink: 'Rosa',
      brown: 'Braun',
      olive: 'Oliv',
    },
    neutral: {
      white: 'Weiß',
      'light grey': 'helles Grau',
      grey: 'Grau',
      'dark grey': 'dunkles Grau',
      'very dark grey': 'sehr dunkles Grau',
      black: 'Schwarz',
    },
    // neuter nominative, strong (no article): "dunkles Blau", as of "das Blau"
    lightness: {
      'very pale': 'sehr blasses',
      pale: 'blasses',
      light: 'helles',
      dark: 'dunkles',
      'very dark': 'sehr dunkles',
    },
    chroma: { greyish: 'gräuliches', greyish2: 'gräuliches', vivid: 'kräftiges' },
    separator: ' ',
  },
};

// The sRGB cusp per hue: the edges of the RGB cube where one channel is 255 and one is 0,
// walked 255 steps an edge (1530 colours, no two more than 0.9° of CIELAB hue apart), kept
// one a degree: the colour whose hue is nearest each whole degree.
type Cusp = { h: number; l: number; c: number };
let cusps: Cusp[] | null = null;

function cuspTable(): Cusp[] {
  if (cusps) return cusps;
  const table: (Cusp | undefined)[] = new Array<Cusp | undefined>(360).fill(undefined);
  for (let i = 0; i < 6 * 255; i++) {
    const t = i % 255;
    const edges = [
      { r: 255, g: t, b: 0 },
      { r: 255 - t, g: 255, b: 0 },
      { r: 0, g: 255, b: t },
      { r: 0, g: 255 - t, b: 255 },
      { r: t, g: 0, b: 255 },
      { r: 255, g: 0, b: 255 - t },
    ];
    const lab = rgbToLab(edges[Math.floor(i / 255)] ?? { r: 255, g: 0, b: 0 });
    const cusp = { h: hueAngle(lab), l: lab.l, c: Math.hypot(lab.a, lab.b) };
    const bin = Math.round(cusp.h) % 360;
    const held = table[bin];
    if (!held || circular(cusp.h, bin) < circular(held.h, bin)) table[bin] = cusp;
  }
  cusps = table.map((cusp, degree) => cusp ?? { h: degree, l: 50, c: 100 });
  return cusps;
}

const circular = (x: number, y: number) => Math.min(Math.abs(x - y), 360 - Math.abs(x - y));

/** The sRGB cusp (L*, C*) at a hue angle, interpolated between whole degrees. */
function cuspAt(h: number): { l: number; c: number } {
  const table = cuspTable();
  const lo = Math.floor(h) % 360;
  const t = h - Math.floor(h);
  const a = table[lo];
  const b = table[(lo + 1) % 360];
  if (!a || !b) return { l: 50, c: 100 };
  return { l: a.l + (b.l - a.l) * t, c: a.c + (b.c - a.c) * t };
}

function hueAngle({ a, b }: Lab): number {
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
}

function hueOf(h: number): HueEntry {
  if (h >= RED.from) return RED; // red wraps through 0°
  let found = RED;
  for (const entry of COLOR_HUES) if (entry !== RED && h >= entry.from) found = entry;
  return found;
}

function neutralOf(l: number): ColorNeutralName {
  if (l >= 92) return 'white';
  if (l >= 68) return 'light grey';
  if (l >= 45) return 'grey';
  if (l >= 25) return 'dark grey';
  if (l >= 16) return 'very dark grey';
  return 'black';
}

const darkness = (dL: number): ColorLightnessWord | null =>
  dL < VERY_DARK_DL ? 'very dark' : dL < DARK_DL ? 'dark' : null;

/** The parts of a CIELAB colour's name (see the module comment). */
export function colorNameParts(lab: Lab): ColorNameParts {
  const c = Math.hypot(lab.a, lab.b);
  if (c < NEUTRAL_C || (lab.l < 12 && c < 15))
    return { kind: 'neutral', neutral: neutralOf(lab.l) };
  const h = hueAngle(lab);
  const cusp = cuspAt(h);
  const chromaticness = Math.min(1, c / cusp.c);
  const whiteness = Math.max(0, (lab.l - chromaticness * cusp.l) / 100);
  // CIELAB's blue: a tint of it at the primary's own hue angle looks violet (#9370db)
  const tint = h >= TINT_VIOLET_FROM && h < VIOLET_FROM && whiteness >= LIGHT_W;
  const { hue, refL } = hueOf(tint ? VIOLET_FROM : h);
  const blackness = Math.max(0, 1 - chromaticness - whiteness);

  let lightness: ColorLightnessWord | null = darkness(lab.l - refL);
  if (!lightness) {
    if (whiteness >= VERY_PALE_W) lightness = 'very pale';
    else if (blackness < LIGHT_MAX_S) {
      if (whiteness >= PALE_W) lightness = 'pale';
      else if (whiteness >= LIGHT_W) lightness = 'light';
    }
  }
  let chroma: ColorChromaWord | null = null;
  const grey = whiteness >= GREY_MIN_W && blackness >= GREY_MIN_S;
  if ((chromaticness < GREYISH_C || grey) && lightness !== 'pale' && lightness !== 'very pale')
    chroma = 'greyish';
  else if (chromaticness >= VIVID_C && lightness === null) chroma = 'vivid';

  const dark = lightness === 'dark' || lightness === 'very dark';
  const dull = dark || (chroma === 'greyish' && lightness !== 'light');
  const brownish = hue === 'red-orange' || hue === 'orange' || hue === 'yellow-orange';
  const yellowish = hue === 'yellow' || hue === 'yellow-green';
  if (dull && (brownish || (hue === 'yellow' && h < BROWN_OLIVE_SPLIT))) {
    return special('brown', lab.l, chroma);
  }
  if (dull && yellowish) return special('olive', lab.l, chroma);
  if ((hue === 'red' || hue === 'red-purple') && !dark && (lightness !== null || lab.l >= PINK_L)) {
    // pink is light red: one step of lightness is in the name
    return {
      kind: 'hue',
      hue: 'pink',
      lightness: whiteness >= PINK_PALE_W ? 'pale' : null,
      chroma,
    };
  }
  return { kind: 'hue', hue, lightness, chroma };
}

function special(
  hue: 'brown' | 'olive',
  l: number,
  chroma: ColorChromaWord | null,
): ColorNameParts {
  return {
    kind: 'hue',
    hue,
    lightness: darkness(l - SPECIAL_REF_L[hue]) ?? (l - SPECIAL_REF_L[hue] > 22 ? 'light' : null),
    chroma: chroma === 'greyish' ? 'greyish' : null,
  };
}

/** A name's parts in words. */
export function colorNameInWords(name: ColorNameParts, locale: ColorWordsLocale = 'en'): string {
  const w = COLOR_WORDS[locale];
  if (name.kind === 'neutral') return w.neutral[name.neutral];
  const lightness = name.lightness ? w.lightness[name.lightness] : null;
  let chroma: string | null = null;
  if (name.chroma === 'greyish') chroma = lightness ? w.chroma.greyish2 : w.chroma.greyish;
  else if (name.chroma === 'vivid') chroma = w.chroma.vivid;
  return [lightness, chroma, w.hue[name.hue]]
    .filter((p): p is string => p !== null)
    .join(w.separator);
}

/**
 * A CIELAB colour named in words: "dark greyish blue", "vivid red", "pale yellow", "black";
 * in Japanese "暗い灰みの青", in German "dunkles gräuliches Blau".
 */
export function colorWords(lab: Lab, locale: ColorWordsLocale = 'en'): string {
  return colorNameInWords(colorNameParts(lab), locale);
}
