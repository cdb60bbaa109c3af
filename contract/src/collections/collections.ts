import { z } from 'zod';
import { INVENTORY_STATUSES, COLLECTION_LIMITS } from '../shared/members.rules.ts';
import { idNumber, positiveId } from '../shared/params.ts';
import { nameProblem, textProblem } from '../shared/text.rules.ts';
import { Ink } from '../inks/inks.ts';

/**
 * Named collections (decisions.md "Collections: one model"; ADR 018): a member's own lists
 * of inks, public (the default) or private. Private ones are the owner's alone: to anyone
 * else they do not exist (404).
 */

/** The one rule for a collection's name: the routes' and the import's tags. */
export const CollectionName = z
  .string({ error: 'Give the collection a name.' })
  .trim()
  .min(1, 'Give the collection a name.')
  .max(
    COLLECTION_LIMITS.nameMaxLength,
    `A collection name has at most ${COLLECTION_LIMITS.nameMaxLength} characters.`,
  )
  .refine((s) => nameProblem(s) === null, 'Use visible characters only in the name.');

const description = z
  .string()
  .trim()
  .max(
    COLLECTION_LIMITS.descriptionMaxLength,
    `The description has at most ${COLLECTION_LIMITS.descriptionMaxLength} characters.`,
  )
  .refine((s) => textProblem(s) === null, 'Remove the control characters from the description.')
  .transform((s) => (s === '' ? null : s))
  .nullable();

/** POST /api/auth/collections {name, description?, isPublic?} (decisions.md). */
export const CollectionBody = z
  .object({
    name: CollectionName,
    description: description.optional().transform((v) => v ?? null),
    isPublic: z.boolean().optional().default(true),
  })
  .strict();
export type CollectionBody = z.input<typeof CollectionBody>;

/** PATCH /api/auth/collections/{id}: any of the fields. */
export const CollectionPatch = z
  .object({
    name: CollectionName.optional(),
    description: description.optional(),
    isPublic: z.boolean().optional(),
  })
  .strict();
export type CollectionPatch = z.input<typeof CollectionPatch>;

/** POST /api/auth/collections/{collectionId}/inks/{inkId} (spec §7: status, notes). */
export const CollectionInkBody = z
  .object({
    status: z
      .enum(INVENTORY_STATUSES, { error: 'Choose a status.' })
      .optional()
      .default('owned')
      .describe("Sets the member's ink-ventory entry for the ink (created when missing)"),
    notes: z
      .string()
      .trim()
      .max(
        COLLECTION_LIMITS.notesMaxLength,
        `Notes have at most ${COLLECTION_LIMITS.notesMaxLength} characters.`,
      )
      .refine((s) => textProblem(s) === null, 'Remove the control characters from the notes.')
      .transform((s) => (s === '' ? null : s))
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .strict();
export type CollectionInkBody = z.input<typeof CollectionInkBody>;

/** PUT /api/auth/collections/{id}/order {inkIds}: the collection's inks in a new order. */
export const CollectionOrderBody = z
  .object({
    inkIds: z.array(idNumber('inkIds')).max(COLLECTION_LIMITS.inksPerCollection),
  })
  .strict();

export const CollectionParams = z.object({
  collectionId: positiveId('collectionId'),
  inkId: positiveId('inkId'),
});

/** GET /api/auth/collections?inkId=: with inkId, each says whether it holds that ink. */
export const MyCollectionsQuery = z
  .object({
    inkId: positiveId('inkId').optional(),
  })
  .strict();

export const Collection = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    isPublic: z.boolean(),
    inkCount: z.number().int(),
    owner: z.object({
      id: z.number().int(),
      username: z.string(),
      displayName: z.string().nullable(),
    }),
    /** A few of its inks' colours, for the collection's card. */
    swatches: z.array(z.string()),
    hasInk: z.boolean().optional().describe('Whether it holds the ink asked about (inkId)'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Collection' });
export type Collection = z.infer<typeof Collection>;
export const CollectionList = z.array(Collection).meta({ id: 'CollectionList' });

export const CollectionItem = z
  .object({
    ink: Ink,
    notes: z.string().nullable().describe("The owner's note on this ink in this collection"),
    addedAt: z.string(),
    position: z.number().int(),
  })
  .meta({ id: 'CollectionItem' });
export type CollectionItem = z.infer<typeof CollectionItem>;

export const CollectionDetail = Collection.extend({ inks: z.array(CollectionItem) }).meta({
  id: 'CollectionDetail',
});
export type CollectionDetail = z.infer<typeof CollectionDetail>;

/** GET /api/collections?user=: public collections (of one member), newest first. */
export const CollectionListQuery = z
  .object({ user: z.string().trim().min(1).max(40).optional() })
  .strict();

/** GET /api/collections/stats (the spec's refresh call): public figures. */
export const CollectionsStats = z
  .object({
    publicCollections: z.number().int(),
    curators: z.number().int().describe('Members with at least one public collection'),
    inksCollected: z.number().int().describe('Distinct inks in public collections'),
  })
  .meta({ id: 'CollectionsStats' });
export type CollectionsStats = z.infer<typeof CollectionsStats>;
