import { FOLLOW_LIMITS, type FeedItem, type FeedPage } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { blockedEitherWay } from '#src/shared/member-links/member-links.queries.ts';
import {
  brandSpellings,
  eventsByIds,
  newestEventId,
  olderCandidates,
  recentCandidates,
  type FeedEventRow,
} from './feed.queries.ts';
import { feedEventVisible } from './social.policy.ts';
import { presentFeedItem } from './social.present.ts';

/*
 * The feed (ADR 060): what the members and brands I follow did in public, newest first,
 * FOLLOW_LIMITS.feedPageSize a page by an id cursor, each event checked again as it is read
 * (social.policy.ts feedEventVisible). How a page is found: feed.queries.ts.
 */

/** How deep the first step reads back by id before it merges per source (feed.queries.ts). */
const WINDOW = 4000;
/** Candidates read per round; events no longer shown make a round come up short. */
const BATCH = 40;
/** Rounds per request: a page of mostly hidden events answers early with a cursor to go on. */
const ROUNDS = 6;

/**
 * The next candidates below `before`, newest first: from the recent window first, then merged
 * per followed member and brand below it.
 */
async function candidates(db: Db, userId: number, before: number): Promise<number[]> {
  const floor = Math.max(0, before - WINDOW);
  const recent = await recentCandidates(db, userId, { before, floor, limit: BATCH });
  if (recent.length === BATCH || floor === 0) return recent;
  const older = await olderCandidates(db, userId, {
    before: floor + 1,
    limit: BATCH - recent.length,
  });
  return [...recent, ...older];
}

export async function feed(
  db: Db,
  actor: RequestActor,
  before: number | undefined,
): Promise<FeedPage> {
  const size = FOLLOW_LIMITS.feedPageSize;
  const hidden = await blockedEitherWay(db, actor.id);
  const shown: FeedEventRow[] = [];
  // A cursor past the newest event reads from the newest (the window counts from the cursor).
  const top = (await newestEventId(db)) + 1;
  let cursor = before === undefined ? top : Math.min(before, top);
  let more = true;
  for (let round = 0; round < ROUNDS && shown.length <= size && more; round++) {
    const ids = await candidates(db, actor.id, cursor);
    if (ids.length < BATCH) more = false;
    if (ids.length === 0) break;
    const rows = new Map((await eventsByIds(db, ids)).map((r) => [r.id, r]));
    for (const id of ids) {
      const row = rows.get(id);
      if (row && feedEventVisible(row, hidden)) shown.push(row);
    }
    cursor = ids.at(-1) ?? cursor;
  }
  const page = shown.slice(0, size);
  const brandNorms = [
    ...new Set(page.flatMap((r) => (r.brand_norm === null ? [] : [r.brand_norm]))),
  ];
  const brands = await brandSpellings(db, brandNorms);
  const items: FeedItem[] = page.map((r) => presentFeedItem(r, brands));
  // More to read: a shown event past this page, or candidates not read yet.
  const nextBefore = shown.length > size ? (page.at(-1)?.id ?? null) : more ? cursor : null;
  return { items, nextBefore };
}
