import { describe, expect, it } from 'vitest';
import { keptCountDrift } from '#src/shared/kept-counts/kept-counts.queries.ts';
import {
  activeSince,
  setLastActive,
} from '#src/shared/kept-counts/kept-counts.test-kit.queries.ts';
import { fileTestApp, withSession } from '../../../test/helpers.ts';
import { communityStats } from './community.queries.ts';

/** ADR 061: active members from the days the database keeps, and the partial first day. */

const { t } = fileTestApp({ inks: 50 });

describe('community stats from kept counts', () => {
  it('members active in the last 30 days: whole days kept, the partial first day counted', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => withSession(t)));
    const ids = members.map((m) => m.user.id);
    const now = new Date('2026-06-15T10:30:00.000Z');
    const at = (daysAgo: number, hour: number) => {
      const d = new Date(now.getTime() - daysAgo * 86_400_000);
      d.setUTCHours(hour, 0, 0, 0);
      return d.toISOString();
    };
    // 30 days ago at 09:00 is outside, at 11:00 inside (the boundary is 10:30 that day)
    const times = [at(30, 9), at(30, 11), at(29, 0), at(1, 23), at(0, 8), at(31, 12)];
    for (const [i, id] of ids.entries()) await setLastActive(t.db, [id], times[i] ?? null);
    const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
    for (const moment of [
      now,
      new Date('2026-06-15T23:59:59.000Z'),
      new Date('2026-06-16T00:00:00.000Z'),
    ]) {
      const s = new Date(moment.getTime() - 30 * 86_400_000).toISOString();
      expect((await communityStats(t.db, moment)).activeMembers).toBe(await activeSince(t.db, s));
    }
    expect(await activeSince(t.db, since)).toBeGreaterThanOrEqual(4);
    await setLastActive(t.db, ids, null);
    expect(await keptCountDrift(t.db)).toEqual([]);
    await setLastActive(t.db, ids.slice(0, 3), now.toISOString()); // three rows at once
    expect((await communityStats(t.db, now)).activeMembers).toBe(await activeSince(t.db, since));
    expect(await keptCountDrift(t.db)).toEqual([]);
  });
});
