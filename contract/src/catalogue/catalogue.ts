import { z } from 'zod';
import { limitParam, pageParam } from '../shared/params.ts';
import { REVISED_FIELDS } from '../revisions/revisions.rules.ts';
import { RevisionValue } from '../revisions/revisions.ts';

/**
 * The catalogue import's questions for staff (ADR 048): a colour the data flags or whose
 * sources disagree, or a field staff or members changed that a newer file would change again.
 */

export const CATALOGUE_REVIEW_KINDS = ['color', 'difference'] as const;
export const CATALOGUE_REVIEW_STATUSES = ['pending', 'picked', 'kept', 'dismissed'] as const;
export const CATALOGUE_REVIEWS_PAGE_SIZE = 20;

export const CatalogueReviewCandidate = z
  .object({
    value: RevisionValue,
    source: z.string().describe('The data set, e.g. github.com/Pomax/inkdb-data'),
    sourceId: z.string().describe("The record's id in it"),
    note: z
      .string()
      .nullable()
      .describe('How the colour was measured; its distance from the first'),
  })
  .meta({ id: 'CatalogueReviewCandidate' });

export const CatalogueReview = z
  .object({
    id: z.number().int(),
    ink: z.object({
      id: z.number().int(),
      name: z.string(),
      brand: z.string(),
      line: z.string().nullable(),
      colorHex: z.string(),
    }),
    kind: z
      .enum(CATALOGUE_REVIEW_KINDS)
      .describe('color: a doubtful colour; difference: the file differs from what people set'),
    field: z.enum(REVISED_FIELDS),
    label: z.string().describe('The field as people read it'),
    stored: RevisionValue.describe('The ink held this when the question was queued'),
    current: RevisionValue.describe('The ink holds this now'),
    candidates: z.array(CatalogueReviewCandidate),
    reasons: z.array(z.string()),
    sourceId: z.string(),
    status: z.enum(CATALOGUE_REVIEW_STATUSES),
    createdAt: z.string(),
    resolvedBy: z.object({ username: z.string() }).nullable(),
    resolvedAt: z.string().nullable(),
    revisionId: z.number().int().nullable().describe("The revision staff's pick made"),
  })
  .meta({ id: 'CatalogueReview' });
export type CatalogueReview = z.infer<typeof CatalogueReview>;

export const CatalogueReviewQuery = z
  .object({
    status: z
      .enum(['pending', 'answered'], { error: 'status must be pending or answered' })
      .optional()
      .describe('pending (default, oldest first) or answered (newest first)'),
    page: pageParam.optional(),
    limit: limitParam(100).optional(),
  })
  .strict();

export const CatalogueReviewList = z
  .object({
    data: z.array(CatalogueReview),
    page: z.number().int(),
    hasMore: z.boolean(),
    total: z.number().int(),
  })
  .meta({ id: 'CatalogueReviewList' });
export type CatalogueReviewList = z.infer<typeof CatalogueReviewList>;

export const CatalogueReviewAnswer = z
  .discriminatedUnion(
    'action',
    [
      z
        .object({
          action: z.literal('pick'),
          value: RevisionValue.describe(
            'For a colour: any #rrggbb (a candidate or another); for a difference: the candidate',
          ),
        })
        .strict(),
      z.object({ action: z.literal('keep') }).strict(),
      z.object({ action: z.literal('dismiss') }).strict(),
    ],
    { error: 'action must be pick, keep or dismiss' },
  )
  .describe(
    'pick: set the field (a revision); keep: the stored value stays; dismiss: not a question',
  );
export type CatalogueReviewAnswer = z.infer<typeof CatalogueReviewAnswer>;
