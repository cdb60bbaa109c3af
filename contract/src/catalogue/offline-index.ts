import { z } from 'zod';

/**
 * One ink of the offline index (ADR 089), as a tuple to keep the index small: its id, brand,
 * name, and the colour the site's colour answers use (the members' consensus colour where
 * their calibrated swatches agree, else the catalogue's) as six lower-case hex digits, no '#'.
 */
export const OfflineIndexInk = z.tuple([
  z.number().int().describe('The ink id'),
  z.string().describe('Brand'),
  z.string().describe('Name'),
  z
    .string()
    .regex(/^[0-9a-f]{6}$/)
    .describe('Colour: six lower-case hex digits, no #'),
]);
export type OfflineIndexInk = z.infer<typeof OfflineIndexInk>;

/** GET /api/catalogue/offline-index: the compact catalogue the offline app searches (ADR 089). */
export const OfflineIndex = z
  .object({
    generatedAt: z.string().describe('When this server made the index (ISO 8601)'),
    total: z.number().int().describe('Inks in the catalogue'),
    capped: z
      .boolean()
      .describe('True when the catalogue holds more inks than the index: the most owned are in it'),
    inks: z.array(OfflineIndexInk).describe('[id, brand, name, hex] per ink, by brand then name'),
  })
  .meta({ id: 'OfflineIndex' });
export type OfflineIndex = z.infer<typeof OfflineIndex>;
