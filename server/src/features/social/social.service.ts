import {
  FOLLOW_LIMITS,
  MEMBER_MESSAGES,
  SOCIAL_MESSAGES,
  type BellCount,
  type FollowCounts,
  type Follows,
  type MarkReadBody,
  type NotificationPage,
  type NotificationSettings,
  type SocialExport,
} from '@inklore/contract';
import type { Locale } from '@inklore/contract/pages/locales.rules';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import { lockMemberFor, nowIso, toIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import { randomToken } from '#src/lib/tokens.ts';
import { brandKey } from '#src/shared/ink-records/ink-names.ts';
import { eitherBlocked, notify } from '#src/shared/member-links/member-links.queries.ts';
import { normUsername } from '#src/shared/user-records/user-names.ts';
import { assertMayFollow, assertRoomForBrand, assertRoomForMember } from './social.policy.ts';
import {
  parseKinds,
  presentMember,
  presentNotification,
  presentSettings,
} from './social.present.ts';
import {
  countBrandFollows,
  countFollowers,
  countFollowing,
  countUnread,
  deleteBrandFollow,
  deleteFollow,
  digestOffByKey,
  followedBrands,
  followedMembers,
  follows,
  followsBrand,
  insertBrandFollow,
  insertFollow,
  liveBrand,
  markRead,
  memberByUsername,
  notificationsOf,
  saveSettings,
  settingsOf,
} from './social.queries.ts';

export type SocialDeps = { db: Db; config: Config };

/*
 * Follows and notifications (ADR 060). The feed is feed.service.ts, the mail digest
 * digest.service.ts.
 */

/** A member others may follow or count: live and not suspended; 404 otherwise. */
async function liveMember(db: Db, username: string) {
  const member = await memberByUsername(db, normUsername(username));
  if (!member || member.restriction === 'suspended') {
    throw notFound(MEMBER_MESSAGES.userNotFound);
  }
  return member;
}

/** The per-account limit on new follows (RATE_LIMIT_FOLLOW_USER: FOLLOW_LIMITS.followsPerDay a day). */
const countNewFollow = (deps: SocialDeps, userId: number) =>
  hit(deps.db, `follow:user:${userId}`, deps.config.rateLimits.FOLLOW_USER);

/**
 * PUT /api/auth/follows/members/{username}: not oneself, nobody blocked either way, at most
 * FOLLOW_LIMITS.membersPerMember, new follows rate-limited; following again changes nothing.
 * The member followed is told (new_follower), in the same transaction. The rules are checked
 * first without locks (a refusal counts no follow against the rate limit), then again in the
 * transaction that writes, under the member's 'follows' lock and then the pair's, in the order
 * the members feature's block() takes its locks: requests sent at once never pass the limit,
 * and a follow and a block sent at once never leave a follow across the block.
 */
export async function followMember(
  deps: SocialDeps,
  actor: RequestActor,
  username: string,
): Promise<void> {
  const { db } = deps;
  const followee = await liveMember(db, username);
  assertMayFollow(actor.id, followee, await eitherBlocked(db, actor.id, followee.id));
  if (await follows(db, actor.id, followee.id)) return;
  assertRoomForMember(await countFollowing(db, actor.id));
  await countNewFollow(deps, actor.id);
  await db.transaction().execute(async (trx) => {
    await lockMemberFor(trx, db.kind, 'follows', actor.id);
    await lockMemberFor(trx, db.kind, 'memberPair', Math.min(actor.id, followee.id));
    assertMayFollow(actor.id, followee, await eitherBlocked(trx, actor.id, followee.id));
    if (await follows(trx, actor.id, followee.id)) return;
    assertRoomForMember(await countFollowing(trx, actor.id));
    if (!(await insertFollow(trx, actor.id, followee.id, nowIso()))) return;
    // one unread notification per follower: following, unfollowing and following again tells
    // the member once until they read it
    await notify(trx, {
      userId: followee.id,
      kind: 'new_follower',
      actorId: actor.id,
      targetId: actor.id,
      collapse: 'target',
    });
  });
}

/** DELETE /api/auth/follows/members/{username}: 204 whether or not I followed them. */
export async function unfollowMember(db: Db, actor: RequestActor, username: string): Promise<void> {
  const member = await memberByUsername(db, normUsername(username));
  if (!member) throw notFound(MEMBER_MESSAGES.userNotFound);
  await deleteFollow(db, actor.id, member.id);
}

/**
 * PUT /api/auth/follows/brands/{brand}: a brand of the catalogue (a live ink has it; 404
 * otherwise), at most FOLLOW_LIMITS.brandsPerMember, new follows rate-limited.
 */
export async function followBrand(
  deps: SocialDeps,
  actor: RequestActor,
  brand: string,
): Promise<void> {
  const { db } = deps;
  const norm = brandKey(brand);
  if (norm === '' || (await liveBrand(db, norm)) === undefined) {
    throw notFound(SOCIAL_MESSAGES.brandNotFound);
  }
  if (await followsBrand(db, actor.id, norm)) return;
  assertRoomForBrand(await countBrandFollows(db, actor.id));
  await countNewFollow(deps, actor.id);
  // counted again under the member's lock: requests sent at once never pass the limit
  await db.transaction().execute(async (trx) => {
    await lockMemberFor(trx, db.kind, 'follows', actor.id);
    if (await followsBrand(trx, actor.id, norm)) return;
    assertRoomForBrand(await countBrandFollows(trx, actor.id));
    await insertBrandFollow(trx, actor.id, norm, nowIso());
  });
}

/** DELETE /api/auth/follows/brands/{brand}: 204 whether or not I followed it. */
export async function unfollowBrand(db: Db, actor: RequestActor, brand: string): Promise<void> {
  await deleteBrandFollow(db, actor.id, brandKey(brand));
}

/** GET /api/auth/follows: whom and which brands I follow, newest first. */
export async function myFollows(db: Db, actor: RequestActor): Promise<Follows> {
  const [members, brands] = await Promise.all([
    followedMembers(db, actor.id),
    followedBrands(db, actor.id),
  ]);
  return {
    members: members.flatMap((m) => {
      const member = presentMember(m);
      return member ? [{ member, since: toIso(m.created_at) }] : [];
    }),
    brands: brands.map((b) => ({ brand: b.brand ?? b.brand_norm, since: toIso(b.created_at) })),
  };
}

/** GET /api/users/{username}/follow-counts: public; 404 for an unknown or suspended member. */
export async function followCounts(db: Db, username: string): Promise<FollowCounts> {
  const member = await liveMember(db, username);
  const [followers, following] = await Promise.all([
    countFollowers(db, member.id),
    countFollowing(db, member.id),
  ]);
  return { followers, following };
}

// ---- notifications -----------------------------------------------------------------------------

/**
 * GET /api/auth/notifications?before=: mine, newest first, FOLLOW_LIMITS.notificationsPageSize
 * a page by id; none whose actor blocked me or whom I blocked.
 */
export async function myNotifications(
  db: Db,
  actor: RequestActor,
  before: number | undefined,
  locale: Locale = 'en',
): Promise<NotificationPage> {
  const size = FOLLOW_LIMITS.notificationsPageSize;
  const rows = await notificationsOf(db, actor.id, { before, limit: size + 1 });
  const page = rows.slice(0, size);
  return {
    items: page.map((row) => presentNotification(row, locale)),
    nextBefore: rows.length > size ? (page.at(-1)?.id ?? null) : null,
  };
}

/** GET /api/auth/notifications/count: unread, counted up to FOLLOW_LIMITS.bellMax + 1. */
export async function bellCount(db: Db, actor: RequestActor): Promise<BellCount> {
  return { unread: await countUnread(db, actor.id, FOLLOW_LIMITS.bellMax + 1) };
}

/**
 * POST /api/auth/notifications/read: the ids given, or all. Ids that are not mine (or not
 * there) change nothing and are not told apart from mine (ADR 060): 204 either way.
 */
export async function markNotificationsRead(
  db: Db,
  actor: RequestActor,
  body: MarkReadBody,
): Promise<void> {
  await markRead(db, actor.id, 'all' in body ? 'all' : body.ids, nowIso());
}

export async function notificationSettings(
  db: Db,
  actor: RequestActor,
): Promise<NotificationSettings> {
  return presentSettings(await settingsOf(db, actor.id));
}

/**
 * PUT /api/auth/notifications/settings: the kinds turned off and the digest. Turning the digest
 * on makes a new random unsubscribe key (the links of earlier mails stop working).
 */
export async function changeNotificationSettings(
  db: Db,
  actor: RequestActor,
  body: NotificationSettings,
): Promise<NotificationSettings> {
  const was = await settingsOf(db, actor.id);
  const turnedOn = body.digest !== 'off' && (was === undefined || was.digest === 'off');
  const key = turnedOn ? randomToken() : (was?.unsubscribe_key ?? null);
  await saveSettings(
    db,
    actor.id,
    {
      off_kinds: JSON.stringify(parseKinds(JSON.stringify(body.off))),
      digest: body.digest,
      unsubscribe_key: key,
    },
    nowIso(),
  );
  return notificationSettings(db, actor);
}

/**
 * POST /api/unsubscribe?token= (RFC 8058 one-click): the digest off for the key's member, no
 * session needed. 400 for a key no one has.
 */
export async function unsubscribe(db: Db, token: string): Promise<{ message: string }> {
  if (!(await digestOffByKey(db, token, nowIso()))) {
    throw new AppError(400, 'bad_request', SOCIAL_MESSAGES.badUnsubscribeLink);
  }
  return { message: SOCIAL_MESSAGES.unsubscribed };
}

/** The export's part (transfer feature, through app.ts): my follows and settings. */
export async function exportSocial(db: Db, userId: number): Promise<SocialExport> {
  const [members, brands, settings] = await Promise.all([
    followedMembers(db, userId),
    followedBrands(db, userId),
    settingsOf(db, userId),
  ]);
  return {
    follows: {
      members: members.map((m) => ({ username: m.username, since: toIso(m.created_at) })),
      brands: brands.map((b) => ({ brand: b.brand ?? b.brand_norm, since: toIso(b.created_at) })),
    },
    notificationSettings: presentSettings(settings),
  };
}
