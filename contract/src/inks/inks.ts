import { z } from 'zod';
import {
  BRAND_FILTERS,
  COLOR_FAMILIES,
  INK_PROPERTIES,
  INK_SORTS,
  LIMITS,
  OTHER_BRAND,
} from '../catalogue/catalogue.rules.ts';
import { limitParam, pageParam, repeated } from '../shared/params.ts';
import { LOOK_ALIKE_DELTA_E, VISIONS } from '../color/vision.rules.ts';
import { SearchMarks, SUGGESTION_LIMIT } from '../search/search.ts';

/** The widest ΔE2000 a colour search (near=) reaches; similar inks stop at 10. */
export const NEAR_MAX_DELTA_E = 25;
export const SIMILAR_MAX_DELTA_E = 10;
/** A colour search (near=) answers with at most this many inks, nearest first. */
export const NEAR_MAX_RESULTS = 500;

export const Ink = z
  .object({
    id: z.number().int(),
    name: z.string(),
    brand: z.string(),
    line: z.string().nullable().describe('The series or collection, e.g. Iroshizuku'),
    color: z.enum(COLOR_FAMILIES).describe('Colour family'),
    colorHex: z.string().regex(/^#[0-9a-f]{6}$/),
    lab: z
      .object({ l: z.number(), a: z.number(), b: z.number() })
      .describe('CIELAB (D65) of colorHex'),
    description: z.string().nullable().describe('Markdown'),
    descriptionHtml: z
      .string()
      .nullable()
      .optional()
      .describe(
        'The description rendered by the server as the news is (CommonMark, raw HTML off, links and images allow-listed): safe to insert as HTML (GET /api/inks/{id})',
      ),
    images: z.array(z.string()),
    properties: z.array(z.enum(INK_PROPERTIES)),
    communityProperties: z
      .array(z.enum(INK_PROPERTIES))
      .optional()
      .describe(
        'Those of `properties` that members voted for (at least 3 voters, two thirds agreeing), not set by the catalogue or staff',
      ),
    featured: z.boolean(),
    isOfficial: z.boolean(),
    averageRating: z.number().nullable().describe('Mean of real inventory ratings; null when none'),
    reviewCount: z.number().int(),
    communityImageCount: z.number().int(),
    source: z.string().nullable().describe('Where the catalogue data came from (credit)'),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
    submittedBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    aliases: z
      .array(z.string())
      .optional()
      .describe('Other names or spellings the search also finds it by (GET /api/inks/{id})'),
  })
  .meta({ id: 'Ink' });
export type Ink = z.infer<typeof Ink>;

const brandValue = z
  .string()
  .trim()
  .min(1, 'brand must not be empty')
  .max(LIMITS.brandMaxLength, `brand must be at most ${LIMITS.brandMaxLength} characters`);

export const InkListQuery = z
  .object({
    search: z
      .string()
      .max(LIMITS.searchMaxLength, `search must be at most ${LIMITS.searchMaxLength} characters`)
      .optional()
      .describe(
        'Free text over name, other names, brand (and its other names), line and description; the last word may be half typed; one typo forgiven in words of 5 letters, two from 9 (never the first letter)',
      ),
    brand: repeated(brandValue).describe(
      `Brand names (alternatives). "${OTHER_BRAND}" matches every brand not in: ${BRAND_FILTERS.join(', ')}`,
    ),
    color: repeated(
      z.enum(COLOR_FAMILIES, { error: `color must be one of: ${COLOR_FAMILIES.join(', ')}` }),
    ).describe('Colour families (alternatives)'),
    properties: repeated(
      z.enum(INK_PROPERTIES, { error: `properties must be among: ${INK_PROPERTIES.join(', ')}` }),
    ).describe('Properties an ink must all have'),
    near: z
      .string()
      .regex(/^[0-9a-fA-F]{6}$/, 'near is a colour as six hex digits, without #, e.g. 1f4e79')
      .transform((v) => v.toLowerCase())
      .optional()
      .describe(
        `Search by colour: the ${NEAR_MAX_RESULTS} inks nearest to #RRGGBB within ΔE2000 ${NEAR_MAX_DELTA_E}, nearest first, each with its deltaE (not with search)`,
      ),
    sort: z
      .enum(INK_SORTS, { error: `sort must be one of: ${INK_SORTS.join(', ')}` })
      .optional()
      .describe(
        'Order: relevance (the default with search; without one, the same as name), name (brand, then name; the default without search), newest, owned (most members with it in their ink-ventory), photographed (most approved community images), rating (highest average first, inks without a rating last), hue (rainbow order by colour family, then hue; greys, black and white last). Ties by name, then id. With near, only relevance (nearest first)',
      ),
    page: pageParam.optional().describe('From 1'),
    limit: limitParam(LIMITS.browseMaxLimit)
      .optional()
      .describe(`Default ${LIMITS.browsePageSize}, at most ${LIMITS.browseMaxLimit}`),
  })
  .strict();
export type InkListQuery = z.output<typeof InkListQuery>;

/** An ink with its CIEDE2000 distance from the colour asked about. */
export const InkWithDistance = Ink.extend({
  deltaE: z
    .number()
    .describe(
      'CIEDE2000 from the colour asked about (two decimals); with vision=, after simulating that vision',
    ),
  plainDeltaE: z
    .number()
    .optional()
    .describe('With vision= only: the CIEDE2000 for typical colour vision'),
  looksAlike: z
    .boolean()
    .optional()
    .describe(
      `With vision= only: the two look alike to that reader (ΔE00 under ${LOOK_ALIKE_DELTA_E})`,
    ),
  colorSource: z
    .enum(['catalogue', 'members'])
    .optional()
    .describe("members: measured from the members' agreeing calibrated swatches (ADR 087)"),
}).meta({ id: 'InkWithDistance' });
export type InkWithDistance = z.infer<typeof InkWithDistance>;

export const InkListResponse = z
  .object({
    data: z.array(
      Ink.extend({
        deltaE: z.number().optional().describe('With near= only'),
        colorSource: z
          .enum(['catalogue', 'members'])
          .optional()
          .describe(
            "With near= only: members when measured from the members' consensus colour (ADR 087)",
          ),
        marks: SearchMarks.optional().describe('With search= only: what the search matched'),
      }),
    ),
    page: z.number().int(),
    hasMore: z.boolean(),
    total: z.number().int(),
    suggestions: z
      .array(z.string())
      .max(SUGGESTION_LIMIT)
      .optional()
      .describe('With search= and no results: searches that would find something ("Did you mean")'),
  })
  .meta({ id: 'InkList' });
export type InkListResponse = z.infer<typeof InkListResponse>;

export const FeaturedInksResponse = z.array(Ink);

/** GET /api/inks/{id}/similar: limit 1-50, brand and properties as on /api/inks. */
export const SimilarQuery = z
  .object({
    limit: limitParam(50).optional().describe('Default 12, at most 50'),
    brand: repeated(brandValue),
    properties: repeated(
      z.enum(INK_PROPERTIES, { error: `properties must be among: ${INK_PROPERTIES.join(', ')}` }),
    ),
    vision: z
      .enum(VISIONS, { error: `vision must be one of: ${VISIONS.join(', ')}` })
      .optional()
      .describe('Measure after simulating this colour vision (Machado et al. 2009); default none'),
  })
  .strict();

export const SimilarResponse = z
  .object({
    data: z.array(InkWithDistance),
    colorSource: z
      .enum(['catalogue', 'members'])
      .optional()
      .describe("The colour the ink's answers start from (ADR 087)"),
  })
  .meta({ id: 'SimilarInks' });
export type SimilarResponse = z.infer<typeof SimilarResponse>;
