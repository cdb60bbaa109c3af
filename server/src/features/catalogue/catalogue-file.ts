import { COLOR_FAMILIES, INK_PROPERTIES } from '@inklore/contract';
import { z } from 'zod';

/**
 * A catalogue file (ADR 048): a JSON array of ink records, each with a stable `id` from its
 * source (server/src/seed/data/inks.more.json and its README). Read whole and checked before
 * anything is written: one bad record stops the import with its place and the problem.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const hex = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb')
  .transform((v) => v.toLowerCase());

const ColorSource = z.object({
  hex,
  source: text(300),
  sourceId: text(300),
  colorMethod: z.string().max(100).optional(),
  deltaE00: z.number().optional(),
});

export const CatalogueRecord = z.object({
  id: text(300).describe('Stable id: the source and the id in it'),
  brand: text(100),
  name: text(200),
  line: text(100).optional(),
  colorHex: hex,
  colorFamily: z.enum(COLOR_FAMILIES),
  properties: z.array(z.enum(INK_PROPERTIES)).max(INK_PROPERTIES.length),
  source: text(300),
  sourceId: text(300).describe('The id in the source (the demo data of earlier versions kept it)'),
  colorMethod: z.string().max(100).optional(),
  licence: z.string().max(200).optional(),
  aliases: z.array(text(100)).max(20).optional(),
  colorSources: z.array(ColorSource).max(10).optional(),
  colorReview: z.array(text(500)).max(20).optional(),
});
export type CatalogueRecord = z.output<typeof CatalogueRecord>;

export type ParsedFile = { records: CatalogueRecord[]; problems: string[] };

/** The records of a catalogue file, or the problems that stop it (the first 20). */
export function parseCatalogueFile(content: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (err) {
    return { records: [], problems: [`The file is not JSON: ${(err as Error).message}`] };
  }
  if (!Array.isArray(data)) {
    return { records: [], problems: ['The file must be a JSON array of ink records.'] };
  }
  const records: CatalogueRecord[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const [i, raw] of (data as unknown[]).entries()) {
    const parsed = CatalogueRecord.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push(
        `Record ${i + 1}: ${issue?.path.join('.') || 'record'}: ${issue?.message ?? 'invalid'}`,
      );
    } else if (seen.has(parsed.data.id)) {
      problems.push(
        `Record ${i + 1}: the id ${parsed.data.id} is also record ${seen.get(parsed.data.id)}'s.`,
      );
    } else {
      seen.set(parsed.data.id, i + 1);
      records.push(parsed.data);
    }
    if (problems.length >= 20) break;
  }
  return { records, problems };
}
