import { describe, expect, it } from 'vitest';
import { deltaE2000, hexToLab, rgbToHex, rgbToLab, type Lab } from './color.rules.ts';
import {
  COLOR_HUES,
  COLOR_WORDS,
  colorNameParts,
  colorWords,
  colorNameInWords,
  type ColorWordsLocale,
} from './color-words.rules.ts';

/** Named sRGB colours and the names this scheme gives them: English, Japanese, German. */
const SAMPLES: [hex: string, en: string, ja: string, de: string][] = [
  ['#ff0000', 'vivid red', '鮮やかな赤', 'kräftiges Rot'],
  ['#ff4500', 'vivid red-orange', '鮮やかな赤橙', 'kräftiges Rotorange'], // orange-red
  ['#ffa500', 'vivid orange', '鮮やかな橙', 'kräftiges Orange'],
  ['#ffbf00', 'vivid yellow-orange', '鮮やかな黄橙', 'kräftiges Gelborange'], // amber
  ['#ffff00', 'vivid yellow', '鮮やかな黄', 'kräftiges Gelb'],
  ['#9acd32', 'yellow-green', '黄緑', 'Gelbgrün'],
  ['#008000', 'green', '緑', 'Grün'],
  ['#006400', 'dark green', '暗い緑', 'dunkles Grün'],
  ['#008080', 'blue-green', '青緑', 'Blaugrün'], // teal
  ['#0000ff', 'vivid blue', '鮮やかな青', 'kräftiges Blau'],
  ['#1b2a4a', 'dark blue', '暗い青', 'dunkles Blau'], // navy
  ['#000080', 'dark blue', '暗い青', 'dunkles Blau'], // navy
  ['#2f3c4f', 'dark greyish blue', '暗い灰みの青', 'dunkles gräuliches Blau'], // blue-black ink
  ['#666699', 'greyish blue', 'くすんだ青', 'gräuliches Blau'],
  ['#e6e6fa', 'very pale blue', 'ごく淡い青', 'sehr blasses Blau'], // lavender
  ['#8a2be2', 'vivid violet', '鮮やかな青紫', 'kräftiges Violett'],
  ['#9370db', 'light violet', '明るい青紫', 'helles Violett'], // medium purple
  ['#800080', 'purple', '紫', 'Purpur'],
  ['#c71585', 'vivid red-purple', '鮮やかな赤紫', 'kräftiges Magenta'],
  ['#ffc0cb', 'pink', 'ピンク', 'Rosa'],
  ['#ffe4e1', 'pale pink', '淡いピンク', 'blasses Rosa'], // misty rose
  ['#964b00', 'brown', '茶色', 'Braun'],
  ['#5c4033', 'greyish brown', 'くすんだ茶色', 'gräuliches Braun'],
  ['#3d2b1f', 'dark greyish brown', '暗い灰みの茶色', 'dunkles gräuliches Braun'],
  ['#808000', 'olive', 'オリーブ色', 'Oliv'],
  ['#ffff99', 'pale yellow', '淡い黄', 'blasses Gelb'],
  ['#fffdd0', 'very pale yellow', 'ごく淡い黄', 'sehr blasses Gelb'], // cream
  ['#ffffff', 'white', '白', 'Weiß'],
  ['#c0c0c0', 'light grey', '明るい灰色', 'helles Grau'],
  ['#808080', 'grey', '灰色', 'Grau'],
  ['#555555', 'dark grey', '暗い灰色', 'dunkles Grau'],
  ['#333333', 'very dark grey', 'ごく暗い灰色', 'sehr dunkles Grau'],
  ['#000000', 'black', '黒', 'Schwarz'],
];

const LOCALES: ColorWordsLocale[] = ['en', 'ja', 'de'];

/** A grid of sRGB colours, `steps` a channel. */
function grid(steps: number): { hex: string; lab: Lab }[] {
  const out: { hex: string; lab: Lab }[] = [];
  const step = 255 / (steps - 1);
  for (let r = 0; r < steps; r++)
    for (let g = 0; g < steps; g++)
      for (let b = 0; b < steps; b++) {
        const rgb = { r: Math.round(r * step), g: Math.round(g * step), b: Math.round(b * step) };
        out.push({ hex: rgbToHex(rgb), lab: rgbToLab(rgb) });
      }
  return out;
}

/** Whether a phrase is a sequence of words of the locale's table (and its separators). */
function fromTables(phrase: string, locale: ColorWordsLocale): boolean {
  const t = COLOR_WORDS[locale];
  const words = [
    ...Object.values(t.hue),
    ...Object.values(t.neutral),
    ...Object.values(t.lightness),
    ...Object.values(t.chroma),
  ];
  const parse = (rest: string): boolean =>
    words.some((w) => {
      if (!rest.startsWith(w)) return false;
      const after = rest.slice(w.length);
      if (after === '') return true;
      if (!after.startsWith(t.separator)) return false;
      return parse(after.slice(t.separator.length));
    });
  return parse(phrase);
}

describe('colour names in words', () => {
  it.each(SAMPLES)('%s is "%s" / %s / %s', (hex, en, ja, de) => {
    const lab = hexToLab(hex);
    expect(colorWords(lab)).toBe(en);
    expect(colorWords(lab, 'en')).toBe(en);
    expect(colorWords(lab, 'ja')).toBe(ja);
    expect(colorWords(lab, 'de')).toBe(de);
  });

  it('has about 13 hue names, a table per language with the same keys', () => {
    expect(COLOR_HUES.map((h) => h.hue)).toEqual([
      'red',
      'red-orange',
      'orange',
      'yellow-orange',
      'yellow',
      'yellow-green',
      'green',
      'blue-green',
      'blue',
      'violet',
      'purple',
      'red-purple',
    ]);
    // after red (which wraps through 0°), the table runs round the circle in order
    const froms = COLOR_HUES.slice(1).map((h) => h.from);
    expect([...froms].sort((x, y) => x - y)).toEqual(froms);
    for (const locale of LOCALES) {
      expect(Object.keys(COLOR_WORDS[locale].hue).sort()).toEqual(
        Object.keys(COLOR_WORDS.en.hue).sort(),
      );
      expect(Object.keys(COLOR_WORDS[locale].neutral).sort()).toEqual(
        Object.keys(COLOR_WORDS.en.neutral).sort(),
      );
    }
  });

  it('names every colour of a grid with words from the tables only', () => {
    expect(fromTables('dark greyish blue', 'en')).toBe(true);
    expect(fromTables('bluish grey', 'en')).toBe(false);
    expect(fromTables('暗い灰みの青', 'ja')).toBe(true);
    expect(fromTables('dunkelblau', 'de')).toBe(false);
    const seen = new Set<string>();
    for (const { hex, lab } of grid(18)) {
      for (const locale of LOCALES) {
        const phrase = colorWords(lab, locale);
        expect(phrase, `${hex} ${locale}`).not.toBe('');
        expect(phrase.trim(), `${hex} ${locale}`).toBe(phrase);
        expect(fromTables(phrase, locale), `${hex} ${locale}: ${phrase}`).toBe(true);
        if (locale === 'en') seen.add(phrase);
      }
      // the three languages name the same parts
      const name = colorNameParts(lab);
      expect(colorWords(lab, 'de')).toBe(colorNameInWords(name, 'de'));
    }
    // every hue and special name is reached
    for (const hue of Object.keys(COLOR_WORDS.en.hue)) {
      expect(
        [...seen].some((p) => p.endsWith(hue)),
        hue,
      ).toBe(true);
    }
  });

  it('German: neuter adjectives before the colour noun', () => {
    for (const { lab } of grid(10)) {
      const words = colorWords(lab, 'de').split(' ');
      const noun = words.at(-1) ?? '';
      expect(noun[0], colorWords(lab, 'de')).toBe(noun[0]?.toUpperCase());
      for (const adjective of words.slice(0, -1).filter((w) => w !== 'sehr')) {
        expect(adjective.endsWith('es'), colorWords(lab, 'de')).toBe(true);
      }
    }
  });

  it('two colours of one name are closer than two of different names, on average', () => {
    const colors = grid(10).map(({ lab }) => ({ lab, name: colorWords(lab) }));
    let same = 0;
    let sameN = 0;
    let different = 0;
    let differentN = 0;
    for (let i = 0; i < colors.length; i++) {
      for (let j = i + 1; j < colors.length; j++) {
        const x = colors[i];
        const y = colors[j];
        if (!x || !y) continue;
        const d = deltaE2000(x.lab, y.lab);
        if (x.name === y.name) {
          same += d;
          sameN++;
        } else {
          different += d;
          differentN++;
        }
      }
    }
    const sameMean = same / sameN;
    const differentMean = different / differentN;
    expect(sameMean).toBeLessThan(differentMean / 3);
  });

  it('names by hue for the families: red, green and blue are never brown or grey', () => {
    const hueWord = (hex: string) => colorWords(hexToLab(hex)).split(' ').at(-1);
    expect(['#cc0000', '#990000', '#e34234'].map(hueWord)).toEqual(['red', 'red', 'red']);
    expect(['#00cc00', '#339933', '#2e8b57'].map(hueWord)).toEqual(['green', 'green', 'green']);
    expect(['#0033cc', '#4682b4', '#2c4a7a'].map(hueWord)).toEqual(['blue', 'blue', 'blue']);
    expect(['#8b4513', '#6f4e37'].map(hueWord)).toEqual(['brown', 'brown']);
  });
});
