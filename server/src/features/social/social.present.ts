import {
  BADGES,
  NOTIFICATION_KINDS,
  penName,
  type ColorFamily,
  type FeedItem,
  type InkBrief,
  type MemberBrief,
  type Notification,
  type NotificationKind,
  type NotificationSettings,
} from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import { ANONYMOUS_KINDS } from '#src/shared/member-links/member-links.queries.ts';
import type { FeedEventRow } from './feed.queries.ts';
import type { NotificationRow } from './social.queries.ts';

/*
 * The only way the feed's and the notifications' rows become JSON (ADR 060). Every sentence
 * is plain text (the web app never inserts it as HTML; the digest mail escapes it).
 */

type MemberColumns = {
  username: string | null;
  display_name: string | null;
  custom_profile_image: string | null;
  profile_image_url: string | null;
};

export function presentMember(row: MemberColumns): MemberBrief | null {
  if (row.username === null) return null;
  return {
    username: row.username,
    displayName: row.display_name,
    avatarUrl: row.custom_profile_image ?? row.profile_image_url,
  };
}

type InkColumns = {
  ink_id: number | null;
  ink_name: string | null;
  ink_brand: string | null;
  color_hex: string | null;
  color_family: string | null;
};

function presentInk(row: InkColumns): InkBrief | null {
  if (row.ink_id === null || row.ink_name === null || row.ink_brand === null) return null;
  return {
    id: row.ink_id,
    name: row.ink_name,
    brand: row.ink_brand,
    colorHex: row.color_hex ?? '#000000',
    color: row.color_family as ColorFamily,
  };
}

const inkPath = (id: number) => `/ink/${id}`;
const userPath = (username: string) => `/user/${encodeURIComponent(username)}`;

/** A feed event as the feed shows it; `brands` spells the brand events' brands. */
export function presentFeedItem(row: FeedEventRow, brands: ReadonlyMap<string, string>): FeedItem {
  const actor = presentMember(row);
  const ink = presentInk(row);
  const brand = row.brand_norm === null ? null : (brands.get(row.brand_norm) ?? row.brand_norm);
  const base = {
    id: row.id,
    kind: row.kind,
    at: toIso(row.created_at),
    actor,
    brand,
    ink,
    title: null as string | null,
    imageUrl: null as string | null,
  };
  switch (row.kind) {
    case 'image':
      return {
        ...base,
        title: row.caption,
        imageUrl: row.thumbnail_url,
        href: ink ? inkPath(ink.id) : '/',
      };
    case 'discovery':
    case 'brand_ink':
      return { ...base, href: ink ? inkPath(ink.id) : '/' };
    case 'collection':
      return { ...base, title: row.collection_name, href: `/collections/${row.target_id}` };
    case 'inking':
      return {
        ...base,
        title:
          row.pen_brand === null ? null : penName({ brand: row.pen_brand, model: row.pen_model }),
        href: actor ? userPath(actor.username) : '/',
      };
    case 'news':
      return {
        ...base,
        title: row.news_title,
        imageUrl: row.cover_image_url,
        href: `/news/${row.target_id}`,
      };
  }
}

/** What a notification's details may hold (written by the features that tell). */
type Details = {
  count?: number;
  outcome?: string;
  reason?: string;
  name?: string;
  targetType?: string;
  badgeId?: string;
  answer?: string;
};

function parseDetails(text: string): Details {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

const REPORTED_THING: Record<string, string> = {
  comment: 'comment',
  community_image: 'community image',
  ink_profile: 'ink page',
  sample_message: 'message',
};

/** A rejection's reason ends the sentence with a full stop, however the moderator wrote it. */
const withStop = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/** The sentence and the place in the app of one notification (plain text). */
function textOf(
  kind: NotificationKind,
  d: Details,
  who: string,
  inkName: string,
  row: NotificationRow,
): { text: string; href: string | null } {
  const ink = row.ink_id === null || row.ink_deleted_at !== null ? null : inkPath(row.ink_id);
  const count = d.count ?? 1;
  const request = row.target_id === null ? '/samples' : `/samples/requests/${row.target_id}`;
  switch (kind) {
    case 'discovery_reviewed': {
      const name = d.name ?? inkName;
      return d.outcome === 'approved'
        ? { text: `Your discovery "${name}" was approved: it is in the catalogue now.`, href: ink }
        : {
            text: `Your discovery "${name}" was rejected: ${withStop(d.reason ?? 'No reason was given')}`,
            href: '/profile',
          };
    }
    case 'profile_image_reviewed':
      return d.outcome === 'approved'
        ? {
            text: `Your image of ${inkName} was approved: it is the ink's main image now.`,
            href: ink,
          }
        : {
            text: `Your image of ${inkName} was rejected: ${withStop(d.reason ?? 'No reason was given')}`,
            href: ink,
          };
    case 'report_handled': {
      const thing = REPORTED_THING[d.targetType ?? ''] ?? 'content';
      return d.outcome === 'removed'
        ? {
            text: `Thank you for your report: the moderators removed the ${thing} you reported.`,
            href: null,
          }
        : {
            text: `The moderators looked at the ${thing} you reported and decided to keep it. Thank you for your report.`,
            href: null,
          };
    }
    case 'badge_earned': {
      const badge = BADGES.find((b) => b.id === d.badgeId);
      return {
        text: badge
          ? `You earned the badge "${badge.name}": ${badge.rule}`
          : 'You earned a new badge.',
        href: '/badge-showcase',
      };
    }
    case 'image_vote':
      return {
        text:
          count === 1
            ? `A member voted on your image of ${inkName}.`
            : `${count} members voted on your image of ${inkName}.`,
        href: ink,
      };
    case 'image_comment':
      return {
        text:
          count === 1
            ? `${who} commented on ${inkName}, where you shared an image.`
            : `${count} new comments on ${inkName}, where you shared an image.`,
        href: ink,
      };
    case 'mention':
      return { text: `${who} mentioned you in a comment on ${inkName}.`, href: ink };
    case 'new_follower':
      return {
        text: `${who} followed you.`,
        href: row.username === null ? null : userPath(row.username),
      };
    case 'sample_request':
      return { text: `${who} asked you for a sample of ${inkName}.`, href: request };
    case 'sample_answer':
      return {
        text: /^accept/.test(d.answer ?? d.outcome ?? '')
          ? `${who} accepted your request for a sample of ${inkName}.`
          : `${who} declined your request for a sample of ${inkName}.`,
        href: request,
      };
    case 'sample_message':
      return { text: `${who} wrote on the sample request for ${inkName}.`, href: request };
    case 'wishlist_offered':
      return { text: `${who} offers samples of ${inkName}, which is on your wishlist.`, href: ink };
  }
}

export function presentNotification(row: NotificationRow): Notification {
  const kind = row.kind as NotificationKind;
  const d = parseDetails(row.details);
  const actor = ANONYMOUS_KINDS.includes(kind) ? null : presentMember(row);
  const who = actor ? actor.username : 'A member';
  // a removed ink is not named: its page is gone and its name may be why it was removed
  const inkName =
    row.ink_deleted_at !== null
      ? 'an ink that was removed'
      : row.ink_name === null || row.ink_brand === null
        ? 'an ink'
        : `${row.ink_brand} ${row.ink_name}`;
  const { text, href } = textOf(kind, d, who, inkName, row);
  return {
    id: row.id,
    kind,
    at: toIso(row.created_at),
    read: row.read_at !== null,
    actor,
    ink: row.ink_deleted_at === null ? presentInk(row) : null,
    text,
    href,
  };
}

/** The kinds turned off, as stored (a JSON array); anything else reads as none. */
export function parseKinds(text: string): NotificationKind[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? NOTIFICATION_KINDS.filter((k) => (value as unknown[]).includes(k))
      : [];
  } catch {
    return [];
  }
}

export function presentSettings(
  row: { off_kinds: string; digest: 'off' | 'daily' | 'weekly' } | undefined,
): NotificationSettings {
  if (!row) return { off: [], digest: 'off' };
  return { off: parseKinds(row.off_kinds), digest: row.digest };
}
