import { z } from 'zod';
import { LIMITS } from '../catalogue/catalogue.rules.ts';
import { nameProblem } from '../shared/text.rules.ts';

/**
 * Search that understands how ink people type: other names of inks and brands,
 * the marks of what a search matched, and "Did you mean" when nothing did.
 */
export const ALIAS_LIMITS = {
  /** Other names one ink may have. */
  perInk: 20,
  maxLength: 100,
} as const;

const aliasText = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .min(1, `${what} must not be empty.`)
    .max(ALIAS_LIMITS.maxLength, `${what} has at most ${ALIAS_LIMITS.maxLength} characters.`)
    .refine((s) => nameProblem(s) === null, `${what}: use visible characters only.`);

/** Other names of an ink, as staff or a member write them: trimmed, each once. */
export const InkAliases = z
  .array(aliasText('Another name'))
  .max(ALIAS_LIMITS.perInk, `At most ${ALIAS_LIMITS.perInk} other names.`)
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((a) => {
      const key = a.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .describe('Other names or spellings: original script, transliterations, old names');

/** [start, end) in UTF-16 code units of the text as the response writes it. */
export const MarkRange = z.tuple([z.number().int(), z.number().int()]);
export type MarkRange = z.infer<typeof MarkRange>;

/** The parts of an ink's name, brand and line a text search matched. */
export const SearchMarks = z
  .object({
    name: z.array(MarkRange),
    brand: z.array(MarkRange),
    line: z.array(MarkRange),
    alias: z
      .string()
      .optional()
      .describe('The other name the search matched, when the name itself did not match'),
  })
  .meta({ id: 'SearchMarks' });
export type SearchMarks = z.infer<typeof SearchMarks>;

/** How many "Did you mean" suggestions a search without results offers, at most. */
export const SUGGESTION_LIMIT = 3;

/** A brand's other name (the admin console's brand alias list). */
export const BrandAlias = z
  .object({
    id: z.number().int(),
    brand: z.string().describe('The brand as the catalogue writes it'),
    alias: z.string(),
    inkCount: z.number().int().describe('Live inks of the brand'),
    createdAt: z.string(),
  })
  .meta({ id: 'BrandAlias' });
export type BrandAlias = z.infer<typeof BrandAlias>;
export const BrandAliasList = z.array(BrandAlias).meta({ id: 'BrandAliasList' });

/** POST /api/admin/brand-aliases */
export const BrandAliasBody = z
  .object({
    brand: z
      .string({ error: 'The brand is required.' })
      .trim()
      .min(1, 'The brand is required.')
      .max(LIMITS.brandMaxLength, `The brand has at most ${LIMITS.brandMaxLength} characters.`)
      .refine((s) => nameProblem(s) === null, 'The brand: use visible characters only.'),
    alias: aliasText('The other name'),
  })
  .strict();
export type BrandAliasBody = z.input<typeof BrandAliasBody>;
