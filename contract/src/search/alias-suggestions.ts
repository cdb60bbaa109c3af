import { z } from 'zod';

/**
 * Other names of inks that members' imports suggest: a spelling from a Fountain
 * Pen Companion file never becomes an ink's other name by itself; staff (the editInk
 * capability) accept it (it joins the ink's other names) or reject it, and both are audited.
 */

export const ALIAS_SUGGESTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type AliasSuggestionStatus = (typeof ALIAS_SUGGESTION_STATUSES)[number];

/** At most this many suggestions in one answer (the most suggested first). */
export const ALIAS_SUGGESTIONS_PAGE = 100;

/** GET /api/admin/alias-suggestions?status= (moderators and admins). */
export const AliasSuggestionQuery = z
  .object({
    status: z
      .enum(ALIAS_SUGGESTION_STATUSES, { error: 'status is pending, accepted or rejected' })
      .optional()
      .default('pending'),
  })
  .strict();

export const AliasSuggestion = z
  .object({
    id: z.number().int(),
    ink: z.object({
      id: z.number().int(),
      brand: z.string(),
      line: z.string().nullable(),
      name: z.string(),
    }),
    spelling: z.string(),
    members: z.number().int().describe('How many members suggested it'),
    suggestedAt: z.string().describe('When it was first suggested'),
    status: z.enum(ALIAS_SUGGESTION_STATUSES),
    reviewedBy: z.string().nullable().describe('Username of the staff member who decided'),
    reviewedAt: z.string().nullable(),
  })
  .meta({ id: 'AliasSuggestion' });
export type AliasSuggestion = z.infer<typeof AliasSuggestion>;

export const AliasSuggestionList = z
  .object({
    suggestions: z.array(AliasSuggestion),
    total: z.number().int().describe('All suggestions with this status'),
  })
  .meta({ id: 'AliasSuggestionList' });
export type AliasSuggestionList = z.infer<typeof AliasSuggestionList>;
