import type { Conn } from '#src/db/database.ts';
import { catalogueVersion } from '#src/shared/ink-records/ink-records.queries.ts';

export { catalogueVersion };

/** The columns an open-data record is made from: the public fields only (ADR 031). */
export type OpenDataInkRow = {
  id: number;
  brand: string;
  line: string | null;
  name: string;
  color_hex: string;
  lab_l: number;
  lab_a: number;
  lab_b: number;
  color_family: string;
  images: string;
  property_mask: number;
  crowd_property_mask: number;
  source_property_mask: number;
  source: string | null;
  submitted_by: number | null;
  created_at: string | Date;
  updated_at: string | Date;
};

/**
 * A slice of the live catalogue in id order: the inks after `afterId`, at most `limit`. The
 * files are built slice by slice (keyset, never an offset), so no query holds the whole
 * catalogue and the event loop is free between slices.
 */
export function liveInksAfter(db: Conn, afterId: number, limit: number) {
  return db
    .selectFrom('inks')
    .select([
      'id',
      'brand',
      'line',
      'name',
      'color_hex',
      'lab_l',
      'lab_a',
      'lab_b',
      'color_family',
      'images',
      'property_mask',
      'crowd_property_mask',
      'source_property_mask',
      'source',
      'submitted_by',
      'created_at',
      'updated_at',
    ])
    .where('deleted_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute() as Promise<OpenDataInkRow[]>;
}

/** Other names of the inks with ids in [first, last], in the order they were added. */
export function aliasesBetween(db: Conn, first: number, last: number) {
  return db
    .selectFrom('ink_aliases')
    .select(['ink_id', 'alias'])
    .where('ink_id', '>=', first)
    .where('ink_id', '<=', last)
    .orderBy('ink_id')
    .orderBy('id')
    .execute();
}

/**
 * The approved profile images of the inks with ids in [first, last] and who shared them (a
 * username, public on the site; null once the account is gone): the credits of an ink's images.
 */
export function approvedImagesBetween(db: Conn, first: number, last: number) {
  return db
    .selectFrom('profile_image_submissions')
    .leftJoin('users', 'users.id', 'profile_image_submissions.user_id')
    .select([
      'profile_image_submissions.ink_id',
      'profile_image_submissions.image_url',
      'profile_image_submissions.is_official',
      'profile_image_submissions.user_id',
      'users.username',
    ])
    .where('profile_image_submissions.status', '=', 'approved')
    .where('profile_image_submissions.ink_id', '>=', first)
    .where('profile_image_submissions.ink_id', '<=', last)
    .orderBy('profile_image_submissions.id')
    .execute();
}

/** Usernames of the given members (who shared an ink). */
export async function usernamesOf(db: Conn, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}
