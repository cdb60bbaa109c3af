import { withDb } from '../fixtures/test.ts';
import type { TestUser } from './accounts.ts';

/** A collection written as the server would, with its inks in this order. */
export function seedCollection(
  user: TestUser,
  name: string,
  isPublic: boolean,
  inks: readonly { id: number }[],
): number {
  const now = new Date().toISOString();
  return withDb((db) => {
    const row = db
      .prepare<unknown[], { id: number }>(
        `insert into collections (user_id, name, description, is_public, created_at, updated_at)
         values (?, ?, null, ?, ?, ?) returning id`,
      )
      .get(user.id, name, isPublic ? 1 : 0, now, now);
    if (!row) throw new Error('the collection was not written');
    inks.forEach((ink, position) => {
      db.prepare(
        `insert into collection_inks (collection_id, ink_id, position, notes, added_at)
         values (?, ?, ?, null, ?)`,
      ).run(row.id, ink.id, position, now);
      db.prepare(
        `insert into inventory_entries (user_id, ink_id, status, created_at, updated_at)
         values (?, ?, 'owned', ?, ?) on conflict do nothing`,
      ).run(user.id, ink.id, now, now);
    });
    return row.id;
  });
}
