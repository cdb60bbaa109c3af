import { z } from 'zod';
import { INK_PROPERTIES } from '../catalogue/catalogue.rules.ts';
import { limitParam, pageParam } from '../shared/params.ts';
import { textProblem } from '../shared/text.rules.ts';
import { InkAliases } from '../search/search.ts';
import { inkFields } from '../submissions/submissions.ts';
import { RevisionValue } from '../revisions/revisions.ts';
import {
  CORRECTION_FIELDS,
  CORRECTION_LIMITS,
  CORRECTION_STATUSES,
  CORRECTIONS_MAX_LIMIT,
  CORRECTIONS_PAGE_SIZE,
} from './corrections.rules.ts';

export * from './corrections.rules.ts';

const note = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, `${what} has at most ${max} characters.`)
    .refine((s) => textProblem(s) === null, `${what}: remove the control characters.`)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const noteField = note('The note', CORRECTION_LIMITS.noteMaxLength).describe(
  'Why, or where the member saw it (for staff)',
);

/** POST /api/inks/{id}/corrections: one field and its new value, with an optional note. */
export const CorrectionBody = z
  .discriminatedUnion(
    'field',
    [
      z
        .object({ field: z.literal('description'), value: inkFields.description, note: noteField })
        .strict(),
      z
        .object({ field: z.literal('colorHex'), value: inkFields.colorHex, note: noteField })
        .strict(),
      z.object({ field: z.literal('color'), value: inkFields.color, note: noteField }).strict(),
      z
        .object({
          field: z.literal('properties'),
          value: z
            .array(
              z.enum(INK_PROPERTIES, { error: `Properties are ${INK_PROPERTIES.join(', ')}.` }),
            )
            .max(INK_PROPERTIES.length)
            .transform((v) => [...new Set(v)]),
          note: noteField,
        })
        .strict(),
      z.object({ field: z.literal('line'), value: inkFields.line, note: noteField }).strict(),
      z.object({ field: z.literal('aliases'), value: InkAliases, note: noteField }).strict(),
    ],
    { error: `field must be one of: ${CORRECTION_FIELDS.join(', ')}.` },
  )
  .describe('What to correct: one field of the ink and its new value');
export type CorrectionBody = z.input<typeof CorrectionBody>;

export const Correction = z
  .object({
    id: z.number().int(),
    ink: z.object({
      id: z.number().int(),
      name: z.string(),
      brand: z.string(),
      colorHex: z.string(),
    }),
    field: z.enum(CORRECTION_FIELDS),
    label: z.string().describe('The field as people read it, e.g. "Colour family"'),
    before: RevisionValue.describe('The ink held this when the correction was suggested'),
    after: RevisionValue.describe('The suggested value'),
    current: RevisionValue.describe('The ink holds this now'),
    note: z.string().nullable(),
    status: z.enum(CORRECTION_STATUSES),
    author: z
      .object({ username: z.string(), trusted: z.boolean() })
      .nullable()
      .describe('null: the account was deleted'),
    appliedAtOnce: z
      .boolean()
      .describe("Applied without review: a trusted member's, where staff chose so, or staff's own"),
    reviewedBy: z.object({ username: z.string() }).nullable(),
    reviewedAt: z.string().nullable(),
    reason: z.string().nullable().describe("Staff's reason for saying no"),
    revisionId: z.number().int().nullable().describe('The revision it made'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Correction' });
export type Correction = z.infer<typeof Correction>;

export const CorrectionList = z
  .object({
    data: z.array(Correction),
    page: z.number().int(),
    hasMore: z.boolean(),
    total: z.number().int(),
  })
  .meta({ id: 'CorrectionList' });
export type CorrectionList = z.infer<typeof CorrectionList>;

export const CorrectionQuery = z
  .object({
    status: z
      .enum(['pending', 'reviewed'], { error: 'status must be pending or reviewed' })
      .optional()
      .describe('pending (default): waiting for staff; reviewed: accepted, rejected or withdrawn'),
    page: pageParam.optional(),
    limit: limitParam(CORRECTIONS_MAX_LIMIT)
      .optional()
      .describe(`Default ${CORRECTIONS_PAGE_SIZE}, at most ${CORRECTIONS_MAX_LIMIT}`),
  })
  .strict();

export const CorrectionRejectBody = z
  .object({ reason: note('The reason', CORRECTION_LIMITS.reasonMaxLength) })
  .strict();
export type CorrectionRejectBody = z.input<typeof CorrectionRejectBody>;

/** Which kinds of change a trusted member's correction applies at once (staff's choice). */
export const CorrectionSettings = z
  .object({
    applyAtOnce: z
      .object(
        Object.fromEntries(CORRECTION_FIELDS.map((f) => [f, z.boolean()])) as Record<
          (typeof CORRECTION_FIELDS)[number],
          z.ZodBoolean
        >,
      )
      .strict()
      .describe(
        "Per field: true, a trusted member's correction applies at once (staff may revert it in the History); false, it waits for review",
      ),
  })
  .strict()
  .meta({ id: 'CorrectionSettings' });
export type CorrectionSettings = z.infer<typeof CorrectionSettings>;
