import type { Collection, CollectionItem } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import { presentInk } from '#src/shared/ink-records/ink-records.present.ts';
import type { CollectionRow, ItemRow } from './collections.queries.ts';

export function presentCollection(
  row: CollectionRow,
  swatches: string[],
  hasInk?: boolean,
): Collection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPublic: row.is_public === 1,
    inkCount: row.ink_count,
    owner: { id: row.user_id, username: row.username, displayName: row.display_name },
    swatches,
    ...(hasInk === undefined ? {} : { hasInk }),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export function presentItem(row: ItemRow, submitters: Map<number, string>): CollectionItem {
  const { item_notes, added_at, position, ...ink } = row;
  return {
    ink: presentInk(ink, submitters),
    notes: item_notes,
    addedAt: toIso(added_at),
    position,
  };
}
