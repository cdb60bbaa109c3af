import { z } from 'zod';
import {
  INVENTORY_KINDS,
  INVENTORY_NOTES_MAX_LENGTH,
  INVENTORY_STATUSES,
} from '../shared/members.rules.ts';
import { Day } from '../shared/days.ts';

/** The day an ink was acquired. */
export const AcquiredDate = Day('acquired');
/** ADR 051: the day the member last used the ink. */
const LastUsedDate = Day('last used');

/** ADR 051: which of the member's entries for an ink (DEFAULT_INVENTORY_KIND when not given). */
export const InventoryKindField = z.enum(INVENTORY_KINDS, {
  error: 'Choose a kind: bottle, sample, cartridge or swab.',
});

/** ?kind= on GET, PUT and DELETE /api/inks/{id}/collection. */
export const InventoryKindQuery = z.object({ kind: InventoryKindField.optional() }).strict();

/** Spec §3 "Collection entry per ink" (GET, POST, PUT /api/inks/{id}/collection). */
export const InventoryBody = z
  .object({
    status: z.enum(INVENTORY_STATUSES, {
      error: 'Choose a status: owned, tried, want to try or wishlist.',
    }),
    rating: z
      .number({ error: 'The rating is a whole number from 1 to 5.' })
      .int('The rating is a whole number from 1 to 5.')
      .min(1, 'The rating is a whole number from 1 to 5.')
      .max(5, 'The rating is a whole number from 1 to 5.')
      .nullable()
      .optional(),
    notes: z
      .string()
      .trim()
      .max(
        INVENTORY_NOTES_MAX_LENGTH,
        `Notes have at most ${INVENTORY_NOTES_MAX_LENGTH} characters.`,
      )
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    acquiredDate: AcquiredDate.nullable().optional(),
    kind: InventoryKindField.optional().describe(
      "POST: the new entry's kind (bottle when not given). PUT: the entry's new kind (it keeps its kind when not given).",
    ),
    swabbed: z.boolean({ error: 'swabbed is true or false.' }).optional(),
    lastUsed: LastUsedDate.nullable().optional(),
  })
  .strict();
export type InventoryBody = z.input<typeof InventoryBody>;

export const InventoryEntry = z
  .object({
    inkId: z.number().int(),
    status: z.enum(INVENTORY_STATUSES),
    rating: z.number().int().nullable(),
    notes: z.string().nullable(),
    acquiredDate: z.string().nullable().describe('YYYY-MM-DD'),
    kind: z.enum(INVENTORY_KINDS),
    swabbed: z.boolean(),
    lastUsed: z.string().nullable().describe('YYYY-MM-DD'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'InventoryEntry' });
export type InventoryEntry = z.infer<typeof InventoryEntry>;

/**
 * GET /api/inks/{id}/collection: the signed-in member's entry of the kind asked, or without
 * ?kind= their first (bottle, sample, cartridge, swab), or null.
 */
export const InventoryEntryOrNull = InventoryEntry.nullable();

/** GET /api/inks/{id}/collection/entries: all the member's entries for the ink, by kind. */
export const InventoryEntries = z.array(InventoryEntry);

/** Spec §3 "Ink collection stats", with decisions.md's wantToTry. */
export const CollectionStats = z
  .object({
    inCollections: z.number().int().describe('Members with any entry for the ink'),
    owned: z.number().int(),
    tried: z.number().int(),
    wishlisted: z.number().int().describe('Entries with status wishlist'),
    wantToTry: z.number().int(),
  })
  .meta({ id: 'CollectionStats' });
export type CollectionStats = z.infer<typeof CollectionStats>;

/** GET /api/auth/inventory: the member's whole ink-ventory (on /profile), filtered and sorted. */
export const MyInventoryQuery = z
  .object({
    status: z
      .enum(INVENTORY_STATUSES, { error: 'status is owned, tried, want_to_try or wishlist' })
      .optional(),
    kind: z
      .enum(INVENTORY_KINDS, { error: 'kind is bottle, sample, cartridge or swab' })
      .optional(),
    search: z.string().trim().max(200).optional(),
    sort: z
      .enum(['added', 'name', 'brand', 'hue', 'rating'], {
        error: 'sort is added, name, brand, hue or rating',
      })
      .optional()
      .default('added'),
  })
  .strict();

export const MyInventoryItem = z
  .object({
    entry: InventoryEntry,
    ink: z.object({
      id: z.number().int(),
      name: z.string(),
      brand: z.string(),
      line: z.string().nullable(),
      colorHex: z.string(),
    }),
  })
  .meta({ id: 'MyInventoryItem' });
export type MyInventoryItem = z.infer<typeof MyInventoryItem>;
export const MyInventory = z.array(MyInventoryItem);
