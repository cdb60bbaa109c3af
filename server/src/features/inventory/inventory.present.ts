import type { InventoryEntry } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { InventoryRow } from '#src/db/schema.ts';

/** An ink-ventory entry as the member sees it (their own only). */
export function presentEntry(row: InventoryRow): InventoryEntry {
  return {
    inkId: row.ink_id,
    status: row.status,
    rating: row.rating,
    notes: row.notes,
    acquiredDate: row.acquired_date,
    kind: row.kind,
    swabbed: row.swabbed === 1,
    lastUsed: row.last_used_date,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
