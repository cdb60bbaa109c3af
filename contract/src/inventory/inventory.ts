import { z } from 'zod';
import { INVENTORY_NOTES_MAX_LENGTH, INVENTORY_STATUSES } from '../shared/members.rules.ts';

const DAY_MS = 86_400_000;

/**
 * The day an ink was acquired: 'YYYY-MM-DD' (a full ISO timestamp is accepted and cut to its
 * day). A real calendar day from 1900 up to tomorrow (time zones), nothing later.
 */
export const AcquiredDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'Use a date like 2026-11-22.')
  .transform((s) => s.slice(0, 10))
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
  }, 'That day does not exist.')
  .refine((d) => d >= '1900-01-01', 'Use a date from 1900 on.')
  .refine(
    (d) => Date.parse(`${d}T00:00:00Z`) <= Date.now() + DAY_MS,
    'The acquired date cannot be in the future.',
  );

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
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'InventoryEntry' });
export type InventoryEntry = z.infer<typeof InventoryEntry>;

/** GET /api/inks/{id}/collection: the signed-in member's entry, or null. */
export const InventoryEntryOrNull = InventoryEntry.nullable();

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
