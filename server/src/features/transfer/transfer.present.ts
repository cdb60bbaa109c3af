import type { ImportPreview } from '@inklore/contract';
import type { Slices } from '#src/lib/slices.ts';

/**
 * The preview as JSON, a row at a time between slices (ADR 038): the route sends
 * this text as it is, since checking and writing 5,000 rows through the response schema at
 * once held the event loop for about 100 ms. Every row is ImportPreview's row as the service
 * built it (typed), so the schema still describes the answer.
 */
export async function previewJson(preview: ImportPreview, slices: Slices): Promise<string> {
  const parts: string[] = [];
  for (const row of preview.rows) {
    parts.push(
      JSON.stringify({
        row: row.row,
        brand: row.brand,
        line: row.line,
        name: row.name,
        outcome: row.outcome,
        candidates: row.candidates.map((c) => ({
          inkId: c.inkId,
          brand: c.brand,
          line: c.line,
          name: c.name,
          colorHex: c.colorHex,
          score: c.score,
        })),
        status: row.status,
        notes: row.notes,
        acquiredDate: row.acquiredDate,
        colorHex: row.colorHex,
        kind: row.kind,
        swabbed: row.swabbed,
        lastUsed: row.lastUsed,
        rating: row.rating,
        tags: row.tags,
        alreadyInInventory: row.alreadyInInventory,
      }),
    );
    await slices.pause();
  }
  return `{"rows":[${parts.join(',')}],"counts":${JSON.stringify(preview.counts)}}`;
}
