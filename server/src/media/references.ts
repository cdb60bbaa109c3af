import type { Db } from '#src/db/database.ts';
import { mediaReferenced } from './references.queries.ts';
import type { MediaStore } from './storage.ts';

/**
 * Removes the files of these URLs that no record refers to any more. Called after the
 * transaction that dropped the references has committed; a file another record shares
 * (the same content uploaded twice) stays.
 */
export async function removeUnreferenced(
  db: Db,
  media: MediaStore,
  urls: readonly (string | null | undefined)[],
): Promise<void> {
  for (const url of new Set(urls)) {
    if (url && !(await mediaReferenced(db, url))) await media.remove(url);
  }
}
