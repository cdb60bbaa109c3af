import {
  CARD_COLORS,
  CARD_FONTS,
  LEADING,
  cardFrame,
  darker,
  fitText,
  lineTexts,
  safeHex,
  svgText,
} from '#src/lib/card-drawing.ts';

/**
 * The link-preview cards of an ink and a story, 1200 x 630, drawn as SVG with the shared
 * drawing of lib/card-drawing.ts (the size, the look, fitted text, the frame). Pure functions:
 * seo.service.ts turns the SVG into a PNG through lib/card-render.ts.
 */

/** The swatch of the ink card: its centre is the ink's colour exactly (the test reads it). */
export const SWATCH = { x: 64, y: 64, width: 500, height: 502, radius: 36 } as const;

/** Bump when the drawing changes: it is part of every image's ETag. */
export const CARD_DESIGN_VERSION = 1;

const { text: TEXT, muted: MUTED, primary: PRIMARY, ochre: OCHRE } = CARD_COLORS;
const { serif: SERIF, sans: SANS, mono: MONO } = CARD_FONTS;

export type InkCard = {
  name: string;
  brand: string;
  line: string | null;
  colorHex: string;
  site: string;
  host: string;
};

export type NewsCard = { title: string; date: string; site: string; host: string };

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
    `<text x="${left}" y="${afterName + (line ? 110 : 70)}" font-family="${MONO}" font-size="24" fill="${MUTED}">${svgText(hex.toUpperCase())}</text>`,
  ].join('');
  return cardFrame(body, card.site, card.host, left);
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
    `<text x="${left}" y="${afterTitle + 64}" font-family="${SANS}" font-size="26" fill="${MUTED}">${svgText(card.date)}</text>`,
  ].join('');
  return cardFrame(body, card.site, card.host, left);
}
