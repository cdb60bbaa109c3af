import { xmlEscape } from '#src/lib/xml.ts';

/**
 * The link-preview cards (og:image, twitter:image) drawn as SVG, 1200 x 630, in the site's
 * paper-and-ink look (web/src/styles.css, light theme). Pure functions: seo.service.ts turns
 * the SVG into a PNG with sharp (librsvg, which lays text out with Pango and the system's
 * fonts through fontconfig; only generic families are named, so any machine has a match).
 * SVG has no text measuring, so lines are fitted by an estimate of each character's advance,
 * on the wide side: a long name gets a smaller size, then wraps, then ends in an ellipsis.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The swatch of the ink card: its centre is the ink's colour exactly (the test reads it). */
export const SWATCH = { x: 64, y: 64, width: 500, height: 502, radius: 36 } as const;

/** Bump when the drawing changes: it is part of every image's ETag. */
export const CARD_DESIGN_VERSION = 1;

const PAPER = '#fbf8f1';
const RULE = '#e2d9c8';
const TEXT = '#1f2533';
const MUTED = '#5b6170';
const PRIMARY = '#2c4a7a';
const OCHRE = '#7a5512';
const SERIF = "Georgia, 'DejaVu Serif', serif";
const SANS = "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";
const MONO = "'DejaVu Sans Mono', monospace";

export type InkCard = {
  name: string;
  brand: string;
  line: string | null;
  colorHex: string;
  site: string;
  host: string;
};

export type NewsCard = { title: string; date: string; site: string; host: string };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex -- removing what XML 1.0 cannot carry is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text made safe for SVG: no lone surrogates or characters XML 1.0 forbids, then escaped. */
function text(value: string): string {
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

const LEADING = 1.12;

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

function lineTexts(
  lines: string[],
  at: { x: number; y: number; size: number; leading: number },
  attrs: string,
): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${at.x}" y="${at.y + i * at.size * at.leading}" font-size="${at.size}" ${attrs}>${text(l)}</text>`,
    )
    .join('');
}

/** The paper, its edge and the footer (site name and address) both cards share. */
function frame(body: string, site: string, host: string, left: number): string {
  const drop = `<path d="M${left + 14} 522 c-9 12 -14 20 -14 27 a14 14 0 0 0 28 0 c0 -7 -5 -15 -14 -27z" fill="${PRIMARY}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${PAPER}"/>`,
    `<rect x="20" y="20" width="${CARD_WIDTH - 40}" height="${CARD_HEIGHT - 40}" rx="20" fill="none" stroke="${RULE}" stroke-width="2"/>`,
    body,
    drop,
    `<text x="${left + 42}" y="560" font-family="${SERIF}" font-size="40" font-weight="bold" fill="${TEXT}">${text(site)}</text>`,
    `<text x="1136" y="558" text-anchor="end" font-family="${SANS}" font-size="24" fill="${MUTED}">${text(host)}</text>`,
    '</svg>',
  ].join('');
}

/** Channel arithmetic for the swatch's pooled edge: the ink's colour, darker. */
function darker(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) =>
    Math.round(((n >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

/** A colour the SVG can take: #rrggbb as stored, anything else grey (never markup). */
function safeHex(hex: string): string {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m?.[1]) return '#808080';
  const h = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return `#${h.toLowerCase()}`;
}

/** An ink: a large swatch in its colour, then its brand, name, line and hex; the site below. */
export function inkCardSvg(card: InkCard): string {
  const hex = safeHex(card.colorHex);
  const left = 620;
  const width = 1136 - left;
  const brand = fitText(card.brand, { sizes: [32, 28, 24], width, height: 32, bold: false });
  const line = card.line
    ? fitText(card.line, { sizes: [26, 22], width, height: 26, bold: false })
    : null;
  const brandY = 136;
  // the name's box: below the brand, above the line and the hex (which end by y = 500)
  const name = fitText(card.name, {
    sizes: [76, 68, 60, 52, 46, 40],
    width,
    height: (line ? 390 : 430) - (brandY + 28),
    bold: true,
  });
  const nameY = brandY + 28 + name.size;
  const leading = LEADING;
  const afterName = nameY + (name.lines.length - 1) * name.size * leading;
  const s = SWATCH;
  const body = [
    `<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="${s.radius}" fill="${hex}"/>`,
    // the ink pooling at the swatch's edge, as on paper
    `<rect x="${s.x + 4}" y="${s.y + 4}" width="${s.width - 8}" height="${s.height - 8}" rx="${s.radius - 4}" fill="none" stroke="${darker(hex, 0.8)}" stroke-opacity="0.55" stroke-width="8"/>`,
    lineTexts(
      brand.lines,
      { x: left, y: brandY, size: brand.size, leading: 1 },
      `font-family="${SANS}" fill="${MUTED}" letter-spacing="1"`,
    ),
    lineTexts(
      name.lines,
      { x: left, y: nameY, size: name.size, leading },
      `font-family="${SERIF}" font-weight="bold" fill="${TEXT}"`,
    ),
    line
      ? lineTexts(
          line.lines,
          { x: left, y: afterName + 30 + line.size, size: line.size, leading: 1 },
          `font-family="${SANS}" font-style="italic" fill="${MUTED}"`,
        )
      : '',
    `<text x="${left}" y="${afterName + (line ? 110 : 70)}" font-family="${MONO}" font-size="24" fill="${MUTED}">${text(hex.toUpperCase())}</text>`,
  ].join('');
  return frame(body, card.site, card.host, left);
}

/** A story: the section's name, the title large, its date; the site below. */
export function newsCardSvg(card: NewsCard): string {
  const left = 112;
  const width = 1136 - left;
  const title = fitText(card.title, {
    sizes: [80, 72, 64, 56, 50, 44, 40],
    width,
    height: 400 - 150,
    bold: true,
  });
  const leading = LEADING;
  const titleY = 150 + title.size;
  const afterTitle = titleY + (title.lines.length - 1) * title.size * leading;
  const body = [
    `<rect x="64" y="64" width="14" height="502" rx="7" fill="${PRIMARY}"/>`,
    `<text x="${left}" y="118" font-family="${SANS}" font-size="28" letter-spacing="2" fill="${OCHRE}">TIDINGS &amp; STORIES</text>`,
    lineTexts(
      title.lines,
      { x: left, y: titleY, size: title.size, leading },
      `font-family="${SERIF}" font-weight="bold" fill="${TEXT}"`,
    ),
    `<text x="${left}" y="${afterTitle + 64}" font-family="${SANS}" font-size="26" fill="${MUTED}">${text(card.date)}</text>`,
  ].join('');
  return frame(body, card.site, card.host, left);
}
