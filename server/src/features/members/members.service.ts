import {
  MEMBER_MESSAGES,
  SAMPLE_LIMITS,
  type BlockedMember,
  type Comparison,
  type MembersExport,
  type Relation,
} from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { lockMemberFor, nowIso, toIso } from '#src/db/dialect.ts';
import type { UserRow } from '#src/db/schema.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { AppError, badRequest, notFound } from '#src/lib/errors.ts';
import { eitherBlocked } from '#src/shared/member-links/member-links.queries.ts';
import { findUserById, findUserByUsername } from '#src/shared/user-records/user-records.queries.ts';
import { assertMayBlock, assertNotBlocked } from './members.policy.ts';
import { presentBlock, presentInk, presentMember } from './members.present.ts';
import {
  blocksOf,
  countBlocksOf,
  deleteBlock,
  deleteFollowsBetween,
  follows,
  insertBlock,
  isBlocking,
  messagesForExport,
  offersForExport,
  publicInkBriefs,
  requestsForExport,
} from './members.queries.ts';
import { closePendingBetween } from './requests.queries.ts';

/**
 * A member another member may meet by name: a live account (a deleted one is gone), not
 * suspended. Anything else is "not found", in the same words.
 */
export async function memberNamed(db: Db, username: string): Promise<UserRow> {
  const user = await findUserByUsername(db, username);
  if (!user || user.restriction === 'suspended') throw notFound(MEMBER_MESSAGES.userNotFound);
  return user;
}

/**
 * What we both have, what only they have, what only I have (ADR 059): each side counts only
 * what its member made public (public collections, and owned inks with "Show my ink colours
 * on my profile"), live inks only, by brand and name. Refused when either blocked the other.
 */
export async function compare(db: Db, actor: RequestActor, username: string): Promise<Comparison> {
  const them = await memberNamed(db, username);
  assertNotBlocked(await eitherBlocked(db, actor.id, them.id));
  const me = await findUserById(db, actor.id);
  if (!me) throw notFound(MEMBER_MESSAGES.userNotFound);
  const [theirs, mine] = await Promise.all([
    publicInkBriefs(db, them.id, them.show_ink_colors === 1),
    publicInkBriefs(db, me.id, me.show_ink_colors === 1),
  ]);
  const mineIds = new Set(mine.map((r) => r.ink_id));
  const theirIds = new Set(theirs.map((r) => r.ink_id));
  return {
    them: presentMember(them),
    both: theirs.filter((r) => mineIds.has(r.ink_id)).map(presentInk),
    onlyThem: theirs.filter((r) => !mineIds.has(r.ink_id)).map(presentInk),
    onlyMe: mine.filter((r) => !theirIds.has(r.ink_id)).map(presentInk),
    minePublicEmpty: mine.length === 0,
  };
}

/** My standing with a member, for their profile's buttons (whether they blocked me is not told). */
export async function relation(db: Db, actor: RequestActor, username: string): Promise<Relation> {
  const them = await memberNamed(db, username);
  if (them.id === actor.id) return { following: false, followsMe: false, blocked: false };
  const [following, followsMe, blocked] = await Promise.all([
    follows(db, actor.id, them.id),
    follows(db, them.id, actor.id),
    isBlocking(db, actor.id, them.id),
  ]);
  return { following, followsMe, blocked };
}

export async function myBlocks(db: Db, actor: RequestActor): Promise<BlockedMember[]> {
  return (await blocksOf(db, actor.id)).map(presentBlock);
}

/**
 * Blocks a member (trust rule block): in the same transaction the follows both ways end and
 * what waits between the two is closed (the blocker's requests withdrawn, those asked of the
 * blocker declined). Blocking again changes nothing.
 */
export async function block(db: Db, actor: RequestActor, username: string): Promise<void> {
  assertMayBlock(actor);
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound(MEMBER_MESSAGES.userNotFound);
  if (user.id === actor.id) throw badRequest(MEMBER_MESSAGES.blockSelf);
  await db.transaction().execute(async (trx) => {
    await lockMemberFor(trx, db.kind, 'blocks', actor.id);
    await lockMemberFor(trx, db.kind, 'memberPair', Math.min(actor.id, user.id));
    if (await isBlocking(trx, actor.id, user.id)) return;
    if ((await countBlocksOf(trx, actor.id)) >= SAMPLE_LIMITS.blocksPerMember) {
      throw new AppError(409, 'conflict', MEMBER_MESSAGES.tooManyBlocks);
    }
    const at = nowIso();
    await insertBlock(trx, actor.id, user.id, at);
    await deleteFollowsBetween(trx, actor.id, user.id);
    await closePendingBetween(trx, actor.id, user.id, at);
  });
}

/** Ends a block (204 whether or not there was one; an unknown member is 404). */
export async function unblock(db: Db, actor: RequestActor, username: string): Promise<void> {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound(MEMBER_MESSAGES.userNotFound);
  await deleteBlock(db, actor.id, user.id);
}

/**
 * The export's part (transfer feature, through app.ts): my offers, my requests, the messages
 * I wrote (never the other member's words) and the members I blocked.
 */
export async function exportMembers(db: Db, userId: number): Promise<MembersExport> {
  const [offers, requests, messages, blocks] = await Promise.all([
    offersForExport(db, userId),
    requestsForExport(db, userId),
    messagesForExport(db, userId),
    blocksOf(db, userId),
  ]);
  return {
    sampleOffers: offers.map((o) => ({
      inkId: o.ink_id,
      brand: o.brand,
      name: o.name,
      note: o.note,
      createdAt: toIso(o.created_at),
    })),
    sampleRequests: requests.map((r) => {
      const asked = r.requester_id === userId;
      return {
        id: r.id,
        inkId: r.ink_id,
        role: asked ? ('requester' as const) : ('owner' as const),
        otherMember: asked ? r.owner : r.requester,
        state: r.state,
        createdAt: toIso(r.created_at),
        answeredAt: r.answered_at === null ? null : toIso(r.answered_at),
      };
    }),
    sampleMessages: messages.map((m) => ({
      requestId: m.request_id,
      body: m.body,
      createdAt: toIso(m.created_at),
    })),
    blocks: blocks.map((b) => ({ username: b.username, since: toIso(b.created_at) })),
  };
}
