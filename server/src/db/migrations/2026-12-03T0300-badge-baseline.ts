import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * Badges are told once (ADR 060): badge_awards holds those told of. The badges members hold
 * when this ships are recorded here without telling anyone, so that only badges earned from
 * now on make a notification. The measures and the rules are copied as they are today
 * (features/badges/badges.queries.ts, contract/src/badges/badges.ts): a migration never
 * changes once landed.
 */
const RULES: readonly { id: string; measure: string; target: number }[] = [
  { id: 'first-image', measure: 'communityImages', target: 1 },
  { id: 'gallery-regular', measure: 'communityImages', target: 10 },
  { id: 'sampler', measure: 'inventoryEntries', target: 10 },
  { id: 'collector', measure: 'inventoryEntries', target: 50 },
  { id: 'archivist', measure: 'inventoryEntries', target: 200 },
  { id: 'first-words', measure: 'comments', target: 1 },
  { id: 'conversationalist', measure: 'comments', target: 25 },
  { id: 'discoverer', measure: 'approvedDiscoveries', target: 1 },
  { id: 'explorer', measure: 'approvedDiscoveries', target: 5 },
  { id: 'crowd-pleaser', measure: 'upvotesReceived', target: 10 },
  { id: 'gallery-star', measure: 'upvotesReceived', target: 50 },
  { id: 'full-spectrum', measure: 'colorFamilies', target: 10 },
  { id: 'curator', measure: 'largestPublicCollection', target: 10 },
  { id: 'moderator', measure: 'staffRole', target: 1 },
  { id: 'admin', measure: 'staffRole', target: 2 },
];

/** Each measure per member, as SQL both databases run. */
const MEASURES: Record<string, string> = {
  communityImages: 'select user_id, count(*) as n from community_images group by user_id',
  inventoryEntries:
    'select user_id, count(distinct ink_id) as n from inventory_entries group by user_id',
  comments: 'select user_id, count(*) as n from comments group by user_id',
  approvedDiscoveries: `select user_id, count(*) as n from ink_submissions
    where status = 'approved' and user_id is not null group by user_id`,
  upvotesReceived: `select i.user_id, count(*) as n from community_image_votes v
    join community_images i on i.id = v.image_id group by i.user_id`,
  colorFamilies: `select e.user_id, count(distinct inks.color_family) as n from inventory_entries e
    join inks on inks.id = e.ink_id
    where e.status in ('owned', 'tried') and inks.deleted_at is null group by e.user_id`,
  largestPublicCollection: `select sizes.user_id, max(sizes.size) as n from (
    select c.user_id, c.id, count(*) as size from collection_inks ci
    join collections c on c.id = ci.collection_id join inks on inks.id = ci.ink_id
    where c.is_public = 1 and inks.deleted_at is null group by c.user_id, c.id) sizes
    group by sizes.user_id`,
  staffRole: `select id as user_id, case when role = 'admin' then 2 when role = 'moderator' then 1
    else 0 end as n from users where role in ('admin', 'moderator')`,
};

export async function up(db: Kysely<any>): Promise<void> {
  const at = new Date().toISOString();
  const awards: { user_id: number; badge_id: string; awarded_at: string }[] = [];
  for (const [measure, query] of Object.entries(MEASURES)) {
    const rules = RULES.filter((r) => r.measure === measure);
    const least = Math.min(...rules.map((r) => r.target));
    const { rows } = await sql<{ user_id: number; n: number | string }>`
      select m.user_id, m.n from (${sql.raw(query)}) m where m.n >= ${least}`.execute(db);
    for (const row of rows) {
      for (const rule of rules) {
        if (Number(row.n) >= rule.target) {
          awards.push({ user_id: row.user_id, badge_id: rule.id, awarded_at: at });
        }
      }
    }
  }
  for (let i = 0; i < awards.length; i += 500) {
    await db
      .insertInto('badge_awards')
      .values(awards.slice(i, i + 500))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('badge_awards').execute();
}
