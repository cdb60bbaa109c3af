import { z } from 'zod';
import { idNumber, positiveId } from '../shared/params.ts';
import { InkBrief } from '../pens/pens.ts';
import { MemberBrief } from '../members/members.ts';
import { DIGEST_FREQUENCIES, FEED_KINDS, NOTIFICATION_KINDS } from './social.rules.ts';

/**
 * Follows, the feed and notifications (ADR 060). The feed shows only what each member made
 * public and nothing from a member who blocked me; notifications are mine alone; the digest
 * mail is off by default and has a one-click unsubscribe (RFC 8058).
 */

/** A brand as followed: the catalogue's spelling. */
export const BrandParams = z.object({
  brand: z.string().trim().min(1, 'brand is required').max(100, 'brand is too long'),
});

/** GET /api/auth/follows: who and which brands I follow. */
export const Follows = z
  .object({
    members: z.array(z.object({ member: MemberBrief, since: z.string() })),
    brands: z.array(z.object({ brand: z.string(), since: z.string() })),
  })
  .meta({ id: 'Follows' });
export type Follows = z.infer<typeof Follows>;

/** GET /api/users/{username}/followers-count: public counts on a profile. */
export const FollowCounts = z
  .object({ followers: z.number().int(), following: z.number().int() })
  .meta({ id: 'FollowCounts' });
export type FollowCounts = z.infer<typeof FollowCounts>;

/** A cursor: items older than this id (an id, so the one id rule of ADR 037). */
const before = positiveId('before');

/** GET /api/auth/feed?before= */
export const FeedQuery = z.object({ before: before.optional() }).strict();

export const FeedItem = z
  .object({
    id: z.number().int(),
    kind: z.enum(FEED_KINDS),
    at: z.string(),
    /** The member who did it; null for a brand's news and new inks. */
    actor: MemberBrief.nullable(),
    /** The followed brand, for news and new inks. */
    brand: z.string().nullable(),
    ink: InkBrief.nullable(),
    /** A collection's or news item's title; an image's caption. */
    title: z.string().nullable(),
    /** An image's thumbnail. */
    imageUrl: z.string().nullable(),
    /** Where the item leads in the app (a path). */
    href: z.string(),
  })
  .meta({ id: 'FeedItem' });
export type FeedItem = z.infer<typeof FeedItem>;

export const FeedPage = z
  .object({ items: z.array(FeedItem), nextBefore: z.number().int().nullable() })
  .meta({ id: 'FeedPage' });
export type FeedPage = z.infer<typeof FeedPage>;

/** GET /api/auth/notifications?before= */
export const NotificationsQuery = z.object({ before: before.optional() }).strict();

export const Notification = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    at: z.string(),
    read: z.boolean(),
    actor: MemberBrief.nullable(),
    ink: InkBrief.nullable(),
    /** The sentence shown, plain text (a rejection's reason included). */
    text: z.string(),
    /** Where it leads in the app (a path), or null. */
    href: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const NotificationPage = z
  .object({ items: z.array(Notification), nextBefore: z.number().int().nullable() })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPage>;

/** GET /api/auth/notifications/count: the bell. */
export const BellCount = z.object({ unread: z.number().int() }).meta({ id: 'BellCount' });
export type BellCount = z.infer<typeof BellCount>;

/** POST /api/auth/notifications/read: some (ids) or all. */
export const MarkReadBody = z
  .union([
    z.object({ ids: z.array(idNumber('ids')).min(1).max(100, 'at most 100 ids') }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ])
  .describe('{"ids": [...]} or {"all": true}');
export type MarkReadBody = z.input<typeof MarkReadBody>;

/** GET/PUT /api/auth/notifications/settings */
export const NotificationSettings = z
  .object({
    /** Kinds turned off (none by default). */
    off: z.array(z.enum(NOTIFICATION_KINDS, { error: 'unknown notification kind' })).max(50),
    digest: z.enum(DIGEST_FREQUENCIES, { error: 'digest must be off, daily or weekly' }),
  })
  .strict()
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** POST /api/unsubscribe?token= (RFC 8058 one-click) and the page /unsubscribe?token=. */
export const UnsubscribeQuery = z
  .object({ token: z.string().min(1, 'token is required').max(200, 'token is too long') })
  .strict();

/**
 * The export's part (GET /api/auth/export.json): whom and which brands I follow, and my
 * notification settings. Never who follows me, nor anyone else's data.
 */
export const SocialExport = z.object({
  follows: z.object({
    members: z.array(z.object({ username: z.string(), since: z.string() })),
    brands: z.array(z.object({ brand: z.string(), since: z.string() })),
  }),
  notificationSettings: NotificationSettings,
});
export type SocialExport = z.infer<typeof SocialExport>;

/** POST /api/unsubscribe's answer: SOCIAL_MESSAGES.unsubscribed. */
export const Unsubscribed = z.object({ message: z.string() }).meta({ id: 'Unsubscribed' });
export type Unsubscribed = z.infer<typeof Unsubscribed>;
