import {
  CARD_COLORS,
  CARD_FONTS,
  cardFrame,
  estimateWidth,
  fitText,
  lineTexts,
  safeHex,
  svgText,
} from '#src/lib/card-drawing.ts';

/**
 * A shared year's link-preview card, 1200 x 630 (ADR 057): "Year in Ink", the year (and "so
 * far" while it runs), the member's name, the days written and inks used, and the colours of
 * the year as one strip in hue order, each ink as wide as its days. Drawn only from the
 * public answer (YearInInk's public view), so it holds nothing about pens at all.
 */

/** Bump when the drawing changes: it is part of every image's ETag. */
export const YEAR_CARD_VERSION = 1;

/** The colour strip's box (the test reads a band's colour inside it). */
export const STRIP = { x: 64, y: 330, width: 1072, height: 150, radius: 24 } as const;

export type YearCard = {
  year: number;
  soFar: boolean;
  name: string;
  daysWritten: number;
  inksUsed: number;
  /** In hue order, each with its days. */
  strip: { hex: string; days: number }[];
  site: string;
  host: string;
};

const { text: TEXT, muted: MUTED, ochre: OCHRE, surface: SURFACE, rule: RULE } = CARD_COLORS;
const { serif: SERIF, sans: SANS } = CARD_FONTS;

/** The bands of the strip: [x, width, colour], each ink's share of all the inks' days. */
export function stripBands(strip: YearCard['strip']): [number, number, string][] {
  const total = strip.reduce((n, s) => n + Math.max(0, s.days), 0);
  if (total === 0) return [];
  const bands: [number, number, string][] = [];
  let sum = 0;
  let x: number = STRIP.x;
  for (const s of strip) {
    sum += Math.max(0, s.days);
    const end = Math.round(STRIP.x + (STRIP.width * sum) / total);
    if (end > x) bands.push([x, end - x, safeHex(s.hex)]);
    x = end;
  }
  return bands;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function yearCardSvg(card: YearCard): string {
  const left = STRIP.x;
  const right = STRIP.x + STRIP.width;
  const yearText = String(card.year);
  const yearSize = 128;
  const yearWidth = estimateWidth(yearText, yearSize, true);
  const name = fitText(card.name, { sizes: [44, 38, 32], width: 600, height: 44, bold: false });
  const s = STRIP;
  const bands = stripBands(card.strip);
  const stripBody =
    bands.length > 0
      ? bands
          .map(
            ([x, w, hex]) =>
              `<rect x="${x}" y="${s.y}" width="${w}" height="${s.height}" fill="${hex}"/>`,
          )
          .join('')
      : [
          `<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" fill="${SURFACE}"/>`,
          `<text x="${s.x + s.width / 2}" y="${s.y + s.height / 2 + 12}" text-anchor="middle" font-family="${SANS}" font-size="32" fill="${MUTED}">No days written yet</text>`,
        ].join('');
  const body = [
    `<text x="${left}" y="112" font-family="${SANS}" font-size="28" letter-spacing="2" fill="${OCHRE}">YEAR IN INK</text>`,
    `<text x="${left}" y="236" font-family="${SERIF}" font-size="${yearSize}" font-weight="bold" fill="${TEXT}">${svgText(yearText)}</text>`,
    card.soFar
      ? `<text x="${left + yearWidth + 20}" y="236" font-family="${SERIF}" font-size="44" font-style="italic" fill="${MUTED}">so far</text>`
      : '',
    lineTexts(
      name.lines,
      { x: left, y: 292, size: name.size, leading: 1 },
      `font-family="${SERIF}" fill="${TEXT}"`,
    ),
    `<text x="${right}" y="196" text-anchor="end" font-family="${SERIF}" font-size="96" font-weight="bold" fill="${TEXT}">${card.daysWritten}</text>`,
    `<text x="${right}" y="240" text-anchor="end" font-family="${SANS}" font-size="28" fill="${MUTED}">${card.daysWritten === 1 ? 'day written' : 'days written'}</text>`,
    `<text x="${right}" y="292" text-anchor="end" font-family="${SANS}" font-size="32" fill="${TEXT}">${plural(card.inksUsed, 'ink', 'inks')}</text>`,
    `<clipPath id="strip"><rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="${s.radius}"/></clipPath>`,
    `<g clip-path="url(#strip)">${stripBody}</g>`,
    `<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="${s.radius}" fill="none" stroke="${RULE}" stroke-width="2"/>`,
  ].join('');
  return cardFrame(body, card.site, card.host, left);
}
