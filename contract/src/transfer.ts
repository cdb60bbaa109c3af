import { z } from 'zod';
import { LIMITS } from './catalogue.ts';
import { INVENTORY_STATUSES } from './members.ts';
import { idNumber } from './params.ts';

/**
 * Moving in from Fountain Pen Companion (its CSV export of a collection) and taking one's
 * data out (issue 13). The preview writes nothing; the member confirms what to import.
 */

/** The largest CSV the import reads. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

/** POST /api/auth/import/fpc/preview {csv}: the file's text. */
export const ImportPreviewBody = z
  .object({
    csv: z
      .string({ error: 'Send the CSV file as text.' })
      .min(1, 'The file is empty.')
      .max(IMPORT_MAX_BYTES, 'The file is larger than 10 MB.'),
  })
  .strict();

export const ImportCandidate = z.object({
  inkId: z.number().int(),
  brand: z.string(),
  line: z.string().nullable(),
  name: z.string(),
  colorHex: z.string(),
  score: z.number().describe('1 for the same brand, line and name; lower for close ones'),
});
export type ImportCandidate = z.infer<typeof ImportCandidate>;

export const ImportRow = z
  .object({
    row: z.number().int().describe('Line in the file (the header is line 1)'),
    brand: z.string(),
    line: z.string().nullable(),
    name: z.string(),
    outcome: z.enum(['matched', 'uncertain', 'unmatched']),
    candidates: z.array(ImportCandidate).describe('Best first; one when matched'),
    status: z.enum(INVENTORY_STATUSES).describe('Archived rows become tried; others owned'),
    notes: z.string().nullable().describe('Comment and private comment, joined'),
    acquiredDate: z.string().nullable().describe('YYYY-MM-DD, from Date Added'),
    tags: z.array(z.string()),
    alreadyInInventory: z.boolean(),
  })
  .meta({ id: 'ImportRow' });
export type ImportRow = z.infer<typeof ImportRow>;

export const ImportPreview = z
  .object({
    rows: z.array(ImportRow),
    counts: z.object({
      matched: z.number().int(),
      uncertain: z.number().int(),
      unmatched: z.number().int(),
    }),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof ImportPreview>;

/** POST /api/auth/import/fpc/confirm: the rows the member chose, each with its ink. */
export const ImportConfirmBody = z
  .object({
    items: z
      .array(
        z
          .object({
            inkId: idNumber('inkId'),
            status: z.enum(INVENTORY_STATUSES),
            notes: z.string().trim().max(1000).nullable().optional(),
            acquiredDate: z
              .string()
              .regex(/^\d{4}-\d{2}-\d{2}$/, 'acquiredDate is YYYY-MM-DD')
              .nullable()
              .optional(),
            tags: z.array(z.string().trim().min(1).max(80)).max(20).optional(),
            spelling: z
              .string()
              .trim()
              .max(LIMITS.inkNameMaxLength)
              .optional()
              .describe(
                'The name as the file wrote it: kept as another name of the ink when it is close to its name and search would not find the ink by it yet',
              ),
          })
          .strict(),
      )
      .min(1, 'Choose at least one ink to import.')
      .max(IMPORT_MAX_ROWS),
    tagsAsCollections: z.boolean().optional().default(false),
  })
  .strict();
export type ImportConfirmBody = z.input<typeof ImportConfirmBody>;

export const ImportResult = z
  .object({
    created: z.number().int().describe('New ink-ventory entries'),
    updated: z.number().int().describe('Entries that existed and were updated'),
    collectionsCreated: z.number().int(),
    addedToCollections: z.number().int(),
  })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof ImportResult>;

/** GET /api/auth/export.json: everything that is the member's own. */
export const ExportData = z
  .object({
    exportedAt: z.string(),
    user: z.object({ username: z.string(), email: z.string(), displayName: z.string().nullable() }),
    inventory: z.array(
      z.object({
        inkId: z.number().int(),
        brand: z.string(),
        line: z.string().nullable(),
        name: z.string(),
        colorHex: z.string(),
        status: z.enum(INVENTORY_STATUSES),
        rating: z.number().int().nullable(),
        notes: z.string().nullable(),
        acquiredDate: z.string().nullable(),
        addedAt: z.string(),
      }),
    ),
    collections: z.array(
      z.object({
        name: z.string(),
        description: z.string().nullable(),
        isPublic: z.boolean(),
        inks: z.array(
          z.object({
            inkId: z.number().int(),
            name: z.string(),
            brand: z.string(),
            notes: z.string().nullable(),
          }),
        ),
      }),
    ),
    comments: z.array(
      z.object({
        inkId: z.number().int(),
        content: z.string(),
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    ),
    images: z.array(
      z.object({
        inkId: z.number().int(),
        imageUrl: z.string(),
        caption: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'ExportData' });
export type ExportData = z.infer<typeof ExportData>;
