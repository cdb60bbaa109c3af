import { z } from 'zod';
import { COLOR_FAMILIES, LIMITS } from '../catalogue/catalogue.rules.ts';
import { CollectionName } from '../collections/collections.ts';
import { MembersExport } from '../members/members.ts';
import { PensExport } from '../pens/pens.ts';
import { SocialExport } from '../social/social.ts';
import { INVENTORY_KINDS, INVENTORY_STATUSES } from '../shared/members.rules.ts';
import { idNumber } from '../shared/params.ts';
import { ALIAS_LIMITS } from '../search/search.ts';
import { nameProblem } from '../shared/text.rules.ts';
import { DuplicateCandidate } from '../submissions/submissions.ts';

/**
 * Moving in from Fountain Pen Companion (its CSV export of a collection) and taking one's
 * data out. The preview writes nothing; the member confirms what to import.
 */

/**
 * The largest CSV the import reads, and the most rows (bounded imports). A
 * Fountain Pen Companion export of 5,000 inks with comments is well under 3 MB.
 */
export const IMPORT_MAX_BYTES = 3 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
/** The largest confirm body (5,000 chosen rows with notes and tags fit in it). */
export const IMPORT_CONFIRM_MAX_BYTES = 4 * 1024 * 1024;

export const IMPORT_TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and import each one.`;
export const IMPORT_TOO_MANY_ROWS = `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows. Split it into smaller files and import each one.`;
export const IMPORT_CONFIRM_TOO_LARGE = `This import is larger than ${IMPORT_CONFIRM_MAX_BYTES / 1024 / 1024} MB. Import the file in smaller parts.`;

/**
 * A spelling from an import that may become a suggestion for staff (never an ink's other
 * name by itself): visible characters only (the name rule), at most
 * ALIAS_LIMITS.maxLength characters (what an ink's other name holds) and at most
 * `overName` characters longer than the ink's name ("Kon-peki Deep Sky" for Kon-peki, not
 * a sentence that contains it).
 */
export const SPELLING_LIMITS = { overName: 40, maxLength: ALIAS_LIMITS.maxLength } as const;

/** Null when `spelling` may be suggested as another name of the ink called `inkName`. */
export function spellingProblem(spelling: string, inkName: string): string | null {
  const name = nameProblem(spelling);
  if (name !== null) return name;
  const max = Math.min(SPELLING_LIMITS.maxLength, inkName.length + SPELLING_LIMITS.overName);
  return spelling.length > max ? `A spelling has at most ${max} characters.` : null;
}

/** POST /api/auth/import/fpc/preview {csv}: the file's text. */
export const ImportPreviewBody = z
  .object({
    csv: z
      .string({ error: 'Send the CSV file as text.' })
      .min(1, 'The file is empty.')
      .max(IMPORT_MAX_BYTES, IMPORT_TOO_LARGE),
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
    status: z
      .enum(INVENTORY_STATUSES)
      .describe(
        "Archived rows become tried, others owned; Inklore's own Status column (an Inklore export read back) says it exactly",
      ),
    notes: z.string().nullable().describe('Comment and private comment, joined'),
    acquiredDate: z.string().nullable().describe('YYYY-MM-DD, from Date Added'),
    colorHex: z.string().nullable().describe('#RRGGBB from Color, when the file has one'),
    kind: z.enum(INVENTORY_KINDS).describe('From Type (bottle when empty or unknown)'),
    swabbed: z.boolean().describe('From Swabbed'),
    lastUsed: z.string().nullable().describe('YYYY-MM-DD, from Last Usage (or Last Used)'),
    rating: z
      .number()
      .int()
      .nullable()
      .describe("From Inklore's own Rating column (an Inklore export read back)"),
    tags: z.array(z.string()),
    alreadyInInventory: z.boolean().describe('The member holds an entry of this ink and kind'),
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

/** One chosen row of the confirm call. */
export const ImportConfirmItem = z
  .object({
    inkId: idNumber('inkId'),
    status: z.enum(INVENTORY_STATUSES),
    notes: z.string().trim().max(1000).nullable().optional(),
    acquiredDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'acquiredDate is YYYY-MM-DD')
      .nullable()
      .optional(),
    kind: z
      .enum(INVENTORY_KINDS, { error: 'kind is bottle, sample, cartridge or swab' })
      .optional()
      .describe('bottle when not given'),
    swabbed: z.boolean().optional(),
    lastUsed: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'lastUsed is YYYY-MM-DD')
      .nullable()
      .optional(),
    rating: z
      .number()
      .int()
      .min(1, 'rating is a whole number from 1 to 5')
      .max(5, 'rating is a whole number from 1 to 5')
      .nullable()
      .optional()
      .describe('Kept only for owned or tried (an existing rating stays when not given)'),
    tags: z
      .array(CollectionName)
      .max(20, 'At most 20 tags per ink.')
      .optional()
      .describe(
        'Collection names (with tagsAsCollections): the collection name rule (80 characters, visible ones only)',
      ),
    spelling: z
      .string()
      .trim()
      .max(LIMITS.inkNameMaxLength)
      .optional()
      .describe(
        "The name as the file wrote it: suggested to staff as another name of the ink when it is close to its name, search would not find the ink by it yet and SPELLING_LIMITS allow it; never an ink's other name by itself",
      ),
  })
  .strict();

const confirmItems = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, 'Choose at least one ink to import.')
    .max(
      IMPORT_MAX_ROWS,
      `At most ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} inks per import. Import the file in smaller parts.`,
    );

/** POST /api/auth/import/fpc/confirm: the rows the member chose, each with its ink. */
export const ImportConfirmBody = z
  .object({
    items: confirmItems(ImportConfirmItem),
    tagsAsCollections: z.boolean().optional().default(false),
  })
  .strict();
/**
 * The confirm body as the route checks it before the handler: the items are checked one by
 * one by ImportConfirmItem afterwards, in slices (5,000 items at once hold the event loop
 * for tens of milliseconds, ADR 038).
 */
export const ImportConfirmEnvelope = z
  .object({
    items: confirmItems(z.unknown()),
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
    spellingsSuggested: z
      .number()
      .int()
      .describe('Spellings of the file sent to staff as suggested other names of inks'),
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
        kind: z.enum(INVENTORY_KINDS),
        swabbed: z.boolean(),
        lastUsed: z.string().nullable(),
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
    rowsWaiting: z
      .array(
        z.object({
          brand: z.string(),
          line: z.string().nullable(),
          name: z.string(),
          colorHex: z.string().nullable(),
          kind: z.enum(INVENTORY_KINDS),
          status: z.enum(INVENTORY_STATUSES),
          notes: z.string().nullable(),
          state: z.enum(['open', 'submitted']),
        }),
      )
      .describe('Rows of your imports that match no ink yet (ADR 051)'),
    ...PensExport.shape,
    ...SocialExport.shape,
    ...MembersExport.shape,
  })
  .meta({ id: 'ExportData' });
export type ExportData = z.infer<typeof ExportData>;

// --- Rows that matched no ink (ADR 051) --------------------------------------------------

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const day = (what: string) =>
  z.string().regex(DAY_TEXT, `${what} is YYYY-MM-DD`).nullable().optional();
const visible = (what: string, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} has at most ${max} characters.`)
    .refine((v) => nameProblem(v) === null, `${what}: use visible characters only.`);
const hex = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Give the colour as #rrggbb.')
  .transform((v) => v.toUpperCase());

/** One row of the file that matched nothing, as the preview gave it. */
export const UnmatchedRowInput = z
  .object({
    brand: visible('The brand', LIMITS.brandMaxLength),
    line: z
      .string()
      .trim()
      .max(200, 'The line has at most 200 characters.')
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    name: visible('The name', LIMITS.inkNameMaxLength),
    colorHex: hex.nullable().optional(),
    kind: z.enum(INVENTORY_KINDS, { error: 'kind is bottle, sample, cartridge or swab' }),
    status: z.enum(INVENTORY_STATUSES),
    rating: z.number().int().min(1).max(5).nullable().optional(),
    notes: z.string().trim().max(1000).nullable().optional(),
    acquiredDate: day('acquiredDate'),
    swabbed: z.boolean().optional(),
    lastUsed: day('lastUsed'),
  })
  .strict();

/**
 * POST /api/auth/import/unmatched: keeps the rows of an import that matched nothing, to be
 * offered as discoveries or matched later (a row kept before is not repeated).
 */
export const KeepUnmatchedBody = z
  .object({
    rows: z
      .array(UnmatchedRowInput)
      .min(1, 'Send at least one row.')
      .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows at once.`),
  })
  .strict();
export type KeepUnmatchedBody = z.input<typeof KeepUnmatchedBody>;

export const UnmatchedRow = z
  .object({
    id: z.number().int(),
    brand: z.string(),
    line: z.string().nullable(),
    name: z.string(),
    colorHex: z.string().nullable().describe('#RRGGBB from the file, when it had one'),
    kind: z.enum(INVENTORY_KINDS),
    status: z.enum(INVENTORY_STATUSES),
    notes: z.string().nullable(),
    state: z
      .enum(['open', 'submitted'])
      .describe('open: waiting for the member; submitted: a discovery waiting for staff'),
    submissionId: z.number().int().nullable(),
    candidates: z
      .array(ImportCandidate)
      .describe(
        'Open rows: catalogue inks the row may be now (the catalogue grows), best first; match the row to one',
      ),
    createdAt: z.string(),
  })
  .meta({ id: 'UnmatchedRow' });
export type UnmatchedRow = z.infer<typeof UnmatchedRow>;
/** GET /api/auth/import/unmatched: the member's rows not resolved yet, oldest first. */
export const UnmatchedRows = z.array(UnmatchedRow);

/** The most rows offered as discoveries in one call. */
export const OFFER_MAX = 50;

/**
 * POST /api/auth/import/unmatched/discoveries: rows offered as discoveries (one or all), each
 * with the fields a discovery needs, prefilled from the row and checked by the same rules as
 * a discovery shared by hand (POST /api/submissions).
 */
export const OfferDiscoveriesBody = z
  .object({
    items: z
      .array(
        z
          .object({
            id: idNumber('id'),
            brand: z.string(),
            line: z.string().nullable().optional(),
            name: z.string(),
            color: z.enum(COLOR_FAMILIES, { error: 'Choose a colour family.' }),
            colorHex: z.string(),
            confirmDuplicate: z.boolean().optional().default(false),
          })
          .strict(),
      )
      .min(1, 'Choose at least one row.')
      .max(OFFER_MAX, `At most ${OFFER_MAX} rows at once.`),
  })
  .strict();
export type OfferDiscoveriesBody = z.input<typeof OfferDiscoveriesBody>;

export const OfferOutcome = z
  .object({
    id: z.number().int(),
    outcome: z
      .enum(['submitted', 'duplicate', 'refused'])
      .describe(
        'submitted: a discovery waiting for staff; duplicate: the catalogue may have it (send again with confirmDuplicate, or match the row); refused: see message',
      ),
    message: z.string().nullable(),
    duplicates: z.array(DuplicateCandidate),
  })
  .meta({ id: 'OfferOutcome' });
export type OfferOutcome = z.infer<typeof OfferOutcome>;

export const OfferResult = z
  .object({ results: z.array(OfferOutcome), rows: UnmatchedRows })
  .meta({ id: 'OfferResult' });
export type OfferResult = z.infer<typeof OfferResult>;

/** POST /api/auth/import/unmatched/{id}/match: the row is this catalogue ink after all. */
export const MatchRowBody = z.object({ inkId: idNumber('inkId') }).strict();
