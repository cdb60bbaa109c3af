import { xmlEscape } from './xml.ts';

/**
 * What every link-preview card (og:image, twitter:image) is drawn with: the size, the site's
 * paper-and-ink look (web/src/styles.css, light theme), text fitted to a box, and the frame
 * (paper, edge, the site's name and address). The cards themselves are their features'
 * (features/seo: an ink, a story; features/year-in-ink: a year), drawn as SVG by pure
 * functions and turned into PNG by card-render.ts. SVG has no text measuring, so lines are
 * fitted by an estimate of each character's advance, on the wide side: a long name gets a
 * smaller size, then wraps, then ends in an ellipsis. Only generic font families are named,
 * so any machine's fontconfig has a match.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The light theme's colours, as web/src/styles.css has them. */
export const CARD_COLORS = {
  paper: '#fbf8f1',
  surface: '#f4eee2',
  rule: '#e2d9c8',
  text: '#1f2533',
  muted: '#5b6170',
  primary: '#2c4a7a',
  ochre: '#7a5512',
} as const;

export const CARD_FONTS = {
  serif: "Georgia, 'DejaVu Serif', serif",
  sans: "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif",
  mono: "'DejaVu Sans Mono', monospace",
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex -- removing what XML 1.0 cannot carry is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text made safe for SVG: no lone surrogates or characters XML 1.0 forbids, then escaped. */
export function svgText(value: string): string {
  return xmlEscape(
    value.replace(LONE_SURROGATE, '\uFFFD').replace(NOT_XML, '').replace(/\s/g, ' '),
  );
}

/** East Asian wide characters (CJK, kana, Hangul, full-width forms) and emoji: a whole em. */
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]|[\u{1F000}-\u{1FAFF}\u{20000}-\u{3FFFD}]/u;

/** An estimate of a character's advance in em, generous (DejaVu is a wide face). */
function advance(ch: string, bold: boolean): number {
  let em: number;
  if (WIDE.test(ch)) em = 1;
  else if (ch === ' ') em = 0.33;
  else if (/[il.,:;!|'`j]/.test(ch)) em = 0.36;
  else if (/[mwMW@%]/.test(ch)) em = 0.98;
  else if (/[A-Z]/.test(ch)) em = 0.76;
  else if (/[0-9]/.test(ch)) em = 0.66;
  else em = 0.64;
  return bold ? em * 1.06 : em;
}

export function estimateWidth(value: string, size: number, bold = false): number {
  let w = 0;
  for (const ch of value) w += advance(ch, bold);
  return w * size;
}

/** Words, with every wide character its own word (CJK breaks between any two characters). */
function tokens(value: string): string[] {
  const out: string[] = [];
  let word = '';
  for (const ch of value.trim().replace(/\s+/g, ' ')) {
    if (ch === ' ' || WIDE.test(ch)) {
      if (word) out.push(word);
      word = '';
      out.push(ch);
    } else word += ch;
  }
  if (word) out.push(word);
  return out;
}

/** Greedy lines no wider than `width`; a word too long for a line is broken between characters. */
export function wrap(value: string, size: number, width: number, bold: boolean): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => estimateWidth(s, size, bold) <= width;
  for (const token of tokens(value)) {
    if (token === ' ') {
      if (line) line += ' ';
      continue;
    }
    if (fits(line + token)) {
      line += token;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
    for (const ch of token) {
      if (!fits(line + ch) && line) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

export const LEADING = 1.12;

/** How many lines of `size` fit in `height` (the first line's size, then the leading each). */
function linesIn(height: number, size: number): number {
  return Math.max(1, Math.floor((height - size) / (size * LEADING)) + 1);
}

/**
 * The largest of `sizes` at which `value` fits in a box of `width` x `height` (lines of
 * `LEADING`); at the smallest, the lines that fit and an ellipsis.
 */
export function fitText(
  value: string,
  opts: { sizes: number[]; width: number; height: number; bold: boolean },
): { size: number; lines: string[] } {
  for (const size of opts.sizes) {
    const lines = wrap(value, size, opts.width, opts.bold);
    if (lines.length <= linesIn(opts.height, size)) return { size, lines };
  }
  const size = opts.sizes.at(-1) ?? 32;
  const lines = wrap(value, size, opts.width, opts.bold).slice(0, linesIn(opts.height, size));
  let last = lines.at(-1) ?? '';
  while (last && estimateWidth(`${last}…`, size, opts.bold) > opts.width) {
    last = Array.from(last).slice(0, -1).join('');
  }
  lines[lines.length - 1] = `${last.trimEnd()}…`;
  return { size, lines };
}

export function lineTexts(
  lines: string[],
  at: { x: number; y: number; size: number; leading: number },
  attrs: string,
): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${at.x}" y="${at.y + i * at.size * at.leading}" font-size="${at.size}" ${attrs}>${svgText(l)}</text>`,
    )
    .join('');
}

/** The paper, its edge and the footer (site name and address) both cards share. */
export function cardFrame(body: string, site: string, host: string, left: number): string {
  const drop = `<path d="M${left + 14} 522 c-9 12 -14 20 -14 27 a14 14 0 0 0 28 0 c0 -7 -5 -15 -14 -27z" fill="${CARD_COLORS.primary}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${CARD_COLORS.paper}"/>`,
    `<rect x="20" y="20" width="${CARD_WIDTH - 40}" height="${CARD_HEIGHT - 40}" rx="20" fill="none" stroke="${CARD_COLORS.rule}" stroke-width="2"/>`,
    body,
    drop,
    `<text x="${left + 42}" y="560" font-family="${CARD_FONTS.serif}" font-size="40" font-weight="bold" fill="${CARD_COLORS.text}">${svgText(site)}</text>`,
    `<text x="1136" y="558" text-anchor="end" font-family="${CARD_FONTS.sans}" font-size="24" fill="${CARD_COLORS.muted}">${svgText(host)}</text>`,
    '</svg>',
  ].join('');
}

/** Channel arithmetic for the swatch's pooled edge: the ink's colour, darker. */
export function darker(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) =>
    Math.round(((n >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

/** A colour the SVG can take: #rrggbb as stored, anything else grey (never markup). */
export function safeHex(hex: string): string {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m?.[1]) return '#808080';
  const h = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return `#${h.toLowerCase()}`;
}
