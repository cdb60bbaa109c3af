import type { ColorFamily, PaletteInk, PaletteSuggestion } from '@inklore/contract';
import type { InkBriefRow, OwnedInkRow } from './palette.queries.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** An owned ink on the wheel. */
export function presentPaletteInk(row: OwnedInkRow): PaletteInk {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    hex: row.color_hex,
    l: round2(row.lab_l),
    a: round2(row.lab_a),
    b: round2(row.lab_b),
  };
}

/** A catalogue ink a gap suggests: how far from the region's centre, and how many offer it. */
export function presentSuggestion(
  row: InkBriefRow,
  deltaE: number,
  offers: number,
): PaletteSuggestion {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    colorHex: row.color_hex,
    color: row.color_family as ColorFamily,
    deltaE: round2(deltaE),
    offers,
  };
}
