import type { CommunityStats } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';

const ACTIVE_DAYS = 30;

/**
 * decisions.md "Community stats", read from the counts the database keeps (ADR 061): the live
 * inks, their community images and their brands from one row per brand, and the members active in the
 * last 30 days as the whole days since then (one row per day) plus the members whose last
 * activity falls in the first, partial day (a range of the last-active index).
 */
export async function communityStats(db: Db, now = new Date()): Promise<CommunityStats> {
  const since = new Date(now.getTime() - ACTIVE_DAYS * 24 * 3600 * 1000);
  const firstWholeDay = new Date(since);
  firstWholeDay.setUTCHours(24, 0, 0, 0);
  const wholeDaysFrom = firstWholeDay.toISOString().slice(0, 10);
  // one query, one round trip: the brands' sums, and the members' two counts beside them
  const row = await db
    .selectFrom('brand_counts')
    .select((eb) => [
      eb.fn.sum<number | string>('live_inks').as('inks'),
      eb.fn.sum<number | string>('images').as('images'),
      eb.fn.count<number | string>('brand_norm').filterWhere('live_inks', '>', 0).as('brands'),
      eb
        .selectFrom('active_member_days')
        .where('day', '>=', wholeDaysFrom)
        .select((e) => e.fn.sum<number | string>('members').as('n'))
        .as('days'),
      eb
        .selectFrom('users')
        .where('last_active_at', '>=', since.toISOString())
        .where('last_active_at', '<', firstWholeDay.toISOString())
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .as('partial'),
    ])
    .executeTakeFirstOrThrow();
  return {
    // (a sum of no rows is null: Number(null) is 0)
    inkProfiles: Number(row.inks),
    imagesShared: Number(row.images),
    activeMembers: Number(row.days ?? 0) + Number(row.partial ?? 0),
    inkBrands: Number(row.brands),
  };
}
