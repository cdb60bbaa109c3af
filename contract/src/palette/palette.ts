import { z } from 'zod';
import { InkBrief } from '../pens/pens.ts';
import { PALETTE_BANDS, PALETTE_LIMITS } from './palette.rules.ts';

/**
 * GET /api/users/{username}/palette (docs/api.md "A member's palette"): the member's owned
 * inks by hue and lightness, and the regions of colour they own none of (the grid:
 * palette.rules.ts).
 */

/** An owned ink on the wheel: its colour as hex and as CIELAB (D65). */
export const PaletteInk = z
  .object({
    id: z.number().int(),
    name: z.string(),
    brand: z.string(),
    hex: z.string().describe('#rrggbb'),
    l: z.number().describe('CIELAB L*, 0 (black) to 100 (white)'),
    a: z.number().describe('CIELAB a*'),
    b: z.number().describe('CIELAB b*'),
  })
  .meta({ id: 'PaletteInk' });
export type PaletteInk = z.infer<typeof PaletteInk>;

export const PaletteRegion = z
  .object({
    hueFrom: z
      .number()
      .int()
      .nullable()
      .describe('The CIE LCh hue angle where the sector begins (included); null for a neutral'),
    hueTo: z
      .number()
      .int()
      .nullable()
      .describe('Where it ends (not included), 30 degrees on; null for a neutral'),
    band: z
      .enum(PALETTE_BANDS)
      .describe(
        'light (L* 60 and up), mid (40 up to 60), dark (under 40); a neutral (chroma under 8) is black (L* under 35) or grey',
      ),
  })
  .meta({ id: 'PaletteRegion' });

/** A catalogue ink the member does not own, near the centre of a gap. */
export const PaletteSuggestion = InkBrief.extend({
  deltaE: z.number().describe("CIEDE2000 from the region's centre"),
  offers: z
    .number()
    .int()
    .describe(
      'Members offering samples of it (GET /api/inks/{id}/samples lists who; none either side of a block with you)',
    ),
}).meta({ id: 'PaletteSuggestion' });
export type PaletteSuggestion = z.infer<typeof PaletteSuggestion>;

export const PaletteGap = z
  .object({
    region: PaletteRegion,
    words: z.string().describe("The region in English words, e.g. 'dark greens'"),
    catalogueInks: z.number().int().describe('Live catalogue inks in the region'),
    inks: z
      .array(PaletteSuggestion)
      .describe(
        `The ${PALETTE_LIMITS.inksPerGap} catalogue inks of the region nearest its centre (the mean CIELAB of its inks), nearest first`,
      ),
  })
  .meta({ id: 'PaletteGap' });
export type PaletteGap = z.infer<typeof PaletteGap>;

export const Palette = z
  .object({
    inks: z
      .array(PaletteInk)
      .describe(
        `The member's owned live inks (status owned, any kind, each once), the first ${PALETTE_LIMITS.wheelInks} by id`,
      ),
    inksTotal: z.number().int().describe('How many owned live inks the member has in all'),
    gaps: z
      .array(PaletteGap)
      .describe(
        `Regions of the grid where the catalogue has inks and the member owns none: at most ${PALETTE_LIMITS.gaps}, those with the most catalogue inks first`,
      ),
  })
  .meta({ id: 'Palette' });
export type Palette = z.infer<typeof Palette>;
