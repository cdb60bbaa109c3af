import { z } from 'zod';
import type { INVENTORY_KINDS } from '../shared/members.rules.ts';
import { idNumber } from '../shared/params.ts';
import { Day } from '../shared/days.ts';
import { PEN_KINDS, PEN_LIMITS } from '../pens/pens.rules.ts';
import { ImportCandidate, IMPORT_MAX_ROWS } from './transfer.ts';

/**
 * Moving pens in from Fountain Pen Companion (ADR 058): its CSV exports of pens ("Brand;
 * Model;Nib;Color;Material;Trim Color;Filling System;Price;Comment;Archived;..."), of
 * currently inked ("Pen;Ink;Date Inked;Date Cleaned;Comment") and of daily usage ("Pen;Ink;
 * Used On"), read with the same preview and confirmation as its ink collection. Nothing is
 * written by the preview.
 */

export const PEN_FILE_KINDS = ['pens', 'inkings', 'uses'] as const;
export type PenFileKind = (typeof PEN_FILE_KINDS)[number];

/** A pen a row names: one of the member's (penId), or a new one made from the file. */
export const PenImportPen = z.object({
  penId: z.number().int().nullable().describe("One of the member's pens, when one matches"),
  kind: z.enum(PEN_KINDS),
  brand: z.string(),
  model: z.string().nullable(),
  nibSize: z.string().nullable(),
  color: z.string().nullable(),
});
export type PenImportPen = z.infer<typeof PenImportPen>;

const problem = z
  .string()
  .nullable()
  .describe('Why the row cannot be imported as it is (null when it can)');

export const PenImportRow = z
  .object({
    row: z.number().int(),
    pen: PenImportPen,
    material: z.string().nullable(),
    fillingSystem: z.string().nullable(),
    notes: z.string().nullable().describe('Comment, with Trim Color and Price when given'),
    archived: z.boolean(),
    already: z
      .boolean()
      .describe('The member has this pen already (same brand, model, nib and colour)'),
  })
  .meta({ id: 'PenImportRow' });
export type PenImportRow = z.infer<typeof PenImportRow>;

export const InkingImportRow = z
  .object({
    row: z.number().int(),
    penText: z.string().describe('The Pen column as written'),
    inkText: z.string().describe('The Ink column as written'),
    pen: PenImportPen,
    outcome: z.enum(['matched', 'uncertain', 'unmatched']),
    candidates: z.array(ImportCandidate),
    inkedOn: z.string().nullable(),
    cleanedOn: z.string().nullable(),
    note: z.string().nullable(),
    problem,
    already: z
      .boolean()
      .describe('The member has this pairing already (same pen, ink and day inked)'),
  })
  .meta({ id: 'InkingImportRow' });
export type InkingImportRow = z.infer<typeof InkingImportRow>;

export const UseImportRow = z
  .object({
    row: z.number().int(),
    penText: z.string(),
    inkText: z.string(),
    pen: PenImportPen,
    outcome: z.enum(['matched', 'uncertain', 'unmatched']),
    candidates: z.array(ImportCandidate),
    day: z.string().nullable(),
    problem,
  })
  .meta({ id: 'UseImportRow' });
export type UseImportRow = z.infer<typeof UseImportRow>;

export const PenImportPreview = z
  .object({
    kind: z.enum(PEN_FILE_KINDS),
    pens: z.array(PenImportRow),
    inkings: z.array(InkingImportRow),
    uses: z.array(UseImportRow),
  })
  .meta({ id: 'PenImportPreview' });
export type PenImportPreview = z.infer<typeof PenImportPreview>;

const short = (max: number) => z.string().trim().max(max).nullable().optional();

/** A pen of the confirm call: an existing one by id, or the fields of a new one. */
const PenRef = z
  .object({
    penId: idNumber('penId').nullable().optional(),
    kind: z.enum(PEN_KINDS).optional().default('fountain'),
    brand: z.string().trim().min(1, 'Every pen needs a brand.').max(PEN_LIMITS.brandMaxLength),
    model: short(PEN_LIMITS.modelMaxLength),
    nibSize: short(PEN_LIMITS.nibMaxLength),
    color: short(PEN_LIMITS.colorMaxLength),
  })
  .strict();

const rows = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(
      IMPORT_MAX_ROWS,
      `At most ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows per import. Import the file in smaller parts.`,
    )
    .optional()
    .default([]);

/** POST /api/auth/import/fpc/pens/confirm: the rows the member chose. */
export const PenImportConfirmBody = z
  .object({
    pens: rows(
      PenRef.extend({
        material: short(PEN_LIMITS.materialMaxLength),
        fillingSystem: short(PEN_LIMITS.fillingMaxLength),
        notes: short(PEN_LIMITS.notesMaxLength),
        archived: z.boolean().optional().default(false),
      }).strict(),
    ),
    inkings: rows(
      z
        .object({
          pen: PenRef,
          inkId: idNumber('inkId'),
          inkedOn: Day('inked'),
          cleanedOn: Day('cleaned').nullable().optional(),
          note: short(PEN_LIMITS.inkingNoteMaxLength),
          addAs: z
            .enum(['bottle', 'sample'] satisfies (typeof INVENTORY_KINDS)[number][])
            .optional(),
        })
        .strict(),
    ),
    uses: rows(z.object({ pen: PenRef, inkId: idNumber('inkId'), day: Day('used') }).strict()),
  })
  .strict()
  .refine(
    (b) => b.pens.length + b.inkings.length + b.uses.length > 0,
    'Choose at least one row to import.',
  );
export type PenImportConfirmBody = z.input<typeof PenImportConfirmBody>;

export const PenImportResult = z
  .object({
    pensCreated: z.number().int(),
    inkingsCreated: z.number().int(),
    usesCreated: z.number().int(),
    addedToInventory: z.number().int().describe('Inks the pairings added to the ink-ventory'),
    skipped: z
      .array(
        z.object({ what: z.enum(PEN_FILE_KINDS), index: z.number().int(), message: z.string() }),
      )
      .describe('Rows not written, with why (index into the body’s list)'),
  })
  .meta({ id: 'PenImportResult' });
export type PenImportResult = z.infer<typeof PenImportResult>;
