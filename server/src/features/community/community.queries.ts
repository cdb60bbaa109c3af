import type { CommunityStats } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';

const ACTIVE_DAYS = 30;

/**
 * decisions.md "Community stats". imagesShared sums the inks' community image counts, which
 * the community-image feature keeps in step with its table.
 */
export async function communityStats(db: Db, now = new Date()): Promise<CommunityStats> {
  const since = new Date(now.getTime() - ACTIVE_DAYS * 24 * 3600 * 1000).toISOString();
  const [inks, members] = await Promise.all([
    db
      .selectFrom('inks')
      .where('deleted_at', 'is', null)
      .select((eb) => [
        eb.fn.countAll<number>().as('inks'),
        eb.fn.count<number>('brand_norm').distinct().as('brands'),
        eb.fn.coalesce(eb.fn.sum<number>('community_image_count'), eb.lit(0)).as('images'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .where('last_active_at', '>=', since)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    inkProfiles: inks.inks,
    imagesShared: inks.images,
    activeMembers: members.n,
    inkBrands: inks.brands,
  };
}
