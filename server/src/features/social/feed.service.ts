import { FOLLOW_LIMITS, type FeedItem, type FeedPage } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { blockedEitherWay } from '#src/shared/member-links/member-links.queries.ts';
import {
  newestEventId,
  olderCandidates,
  recentCandidates,
  withDetails,
  type FeedEvent,
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
 * The next candidates below `before` (without it: from the newest), newest first: from the
 * recent window first, then merged per followed member and brand below it.
 */
async function candidates(
  db: Db,
  userId: number,
  before: number | undefined,
): Promise<FeedEvent[]> {
  // the top read once: both steps below it, so an event written meanwhile is in neither and
  // none is in both
  const top = before ?? (await newestEventId(db)) + 1;
  const recent = await recentCandidates(db, userId, { before: top, window: WINDOW, limit: BATCH });
  if (recent.length === BATCH) return recent;
  const floor = top - WINDOW;
  if (floor <= 0) return recent;
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
  const shown: FeedEventRow[] = [];
  const brands = new Map<string, string>();
  let cursor = before;
  let more = true;
  const [hidden, first] = await Promise.all([
    blockedEitherWay(db, actor.id),
    candidates(db, actor.id, before),
  ]);
  let events = first;
  for (let round = 0; round < ROUNDS; round++) {
    if (events.length < BATCH) more = false;
    if (events.length === 0) break;
    const details = await withDetails(db, events);
    for (const [k, v] of details.brands) brands.set(k, v);
    for (const row of details.rows) if (feedEventVisible(row, hidden)) shown.push(row);
    cursor = events.at(-1)?.id ?? cursor;
    if (shown.length > size || !more || round === ROUNDS - 1) break;
    events = await candidates(db, actor.id, cursor);
  }
  const page = shown.slice(0, size);
  const items: FeedItem[] = page.map((r) => presentFeedItem(r, brands));
  // More to read: a shown event past this page, or candidates not read yet.
  const nextBefore =
    shown.length > size ? (page.at(-1)?.id ?? null) : more ? (cursor ?? null) : null;
  return { items, nextBefore };
}
