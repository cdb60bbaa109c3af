import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

const PAGE = 100;

/** Audit entries newest first, optionally by one actor (username) and action; 100 a page. */
export function auditEntries(
  db: Kysely<Database>,
  filter: { actor?: string | undefined; action?: string | undefined; before?: number | undefined },
) {
  let q = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .selectAll('audit_log')
    .select('users.username');
  if (filter.actor) q = q.where('users.username_norm', '=', filter.actor.toLowerCase());
  if (filter.action) q = q.where('audit_log.action', '=', filter.action);
  if (filter.before !== undefined) q = q.where('audit_log.id', '<', filter.before);
  return q
    .orderBy('audit_log.id', 'desc')
    .limit(PAGE + 1)
    .execute();
}
export type AuditRow = Awaited<ReturnType<typeof auditEntries>>[number];
export const AUDIT_PAGE = PAGE;

/**
 * Readable names of the targets on one page of the log, read now (an ink renamed since shows
 * its name of today; a deleted ink still has its row): inks and discoveries by brand and
 * name, members by username, stories by title. `inkOf` maps profile image submissions,
 * community images and comments to the ink they belong to.
 */
export async function targetNames(
  db: Kysely<Database>,
  ids: { ink: number[]; ink_submission: number[]; user: number[]; news: number[] } & {
    profile_image_submission: number[];
    community_image: number[];
    comment: number[];
  },
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const inkName = (r: { brand: string; name: string }) => `${r.brand} ${r.name}`;
  if (ids.ink.length) {
    const rows = await db
      .selectFrom('inks')
      .select(['id', 'brand', 'name'])
      .where('id', 'in', ids.ink)
      .execute();
    for (const r of rows) names.set(`ink:${r.id}`, inkName(r));
  }
  if (ids.ink_submission.length) {
    const rows = await db
      .selectFrom('ink_submissions')
      .select(['id', 'brand', 'name'])
      .where('id', 'in', ids.ink_submission)
      .execute();
    for (const r of rows) names.set(`ink_submission:${r.id}`, inkName(r));
  }
  // images, submissions of a profile image and comments: the ink each belongs to
  const ofInk = {
    profile_image_submission: () =>
      db
        .selectFrom('profile_image_submissions as t')
        .innerJoin('inks', 'inks.id', 't.ink_id')
        .select(['t.id as id', 'inks.brand as brand', 'inks.name as name'])
        .where('t.id', 'in', ids.profile_image_submission)
        .execute(),
    community_image: () =>
      db
        .selectFrom('community_images as t')
        .innerJoin('inks', 'inks.id', 't.ink_id')
        .select(['t.id as id', 'inks.brand as brand', 'inks.name as name'])
        .where('t.id', 'in', ids.community_image)
        .execute(),
    comment: () =>
      db
        .selectFrom('comments as t')
        .innerJoin('inks', 'inks.id', 't.ink_id')
        .select(['t.id as id', 'inks.brand as brand', 'inks.name as name'])
        .where('t.id', 'in', ids.comment)
        .execute(),
  };
  for (const type of ['profile_image_submission', 'community_image', 'comment'] as const) {
    if (!ids[type].length) continue;
    for (const r of await ofInk[type]()) names.set(`${type}:${r.id}`, inkName(r));
  }
  if (ids.user.length) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', 'in', ids.user)
      .execute();
    for (const r of rows) names.set(`user:${r.id}`, r.username);
  }
  if (ids.news.length) {
    const rows = await db
      .selectFrom('news')
      .select(['id', 'title'])
      .where('id', 'in', ids.news)
      .execute();
    for (const r of rows) names.set(`news:${r.id}`, r.title);
  }
  return names;
}
