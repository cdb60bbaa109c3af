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
import { badgeWords } from '@inklore/contract/badges/badge-words';
import type { Locale } from '@inklore/contract/pages/locales.rules';
import { toIso } from '#src/db/dialect.ts';
import { ANONYMOUS_KINDS } from '#src/shared/member-links/member-links.queries.ts';
import type { FeedEventRow } from './feed.queries.ts';
import { NOTIFICATION_WORDS, type NotificationWords } from './notification-words.ts';
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

/** A rejection's reason ends the sentence with a full stop, however the moderator wrote it. */
const withStop = (s: string) => (/[.!?。！？]$/.test(s) ? s : `${s}.`);

/** The sentence and the place in the app of one notification (plain text), in `w`'s language. */
function textOf(
  w: NotificationWords,
  kind: NotificationKind,
  d: Details,
  who: string,
  inkName: string,
  row: NotificationRow,
  locale: Locale,
): { text: string; href: string | null } {
  const ink = row.ink_id === null || row.ink_deleted_at !== null ? null : inkPath(row.ink_id);
  const count = d.count ?? 1;
  const request = row.target_id === null ? '/samples' : `/samples/requests/${row.target_id}`;
  const reason = () => withStop(d.reason ?? w.noReason);
  switch (kind) {
    case 'discovery_reviewed': {
      const name = d.name ?? inkName;
      return d.outcome === 'approved'
        ? { text: w.discoveryApproved(name), href: ink }
        : { text: w.discoveryRejected(name, reason()), href: '/profile' };
    }
    case 'profile_image_reviewed':
      return d.outcome === 'approved'
        ? { text: w.imageApproved(inkName), href: ink }
        : { text: w.imageRejected(inkName, reason()), href: ink };
    case 'report_handled': {
      const thing = w.reported[d.targetType ?? ''] ?? w.reportedOther;
      return {
        text: d.outcome === 'removed' ? w.reportRemoved(thing) : w.reportKept(thing),
        href: null,
      };
    }
    case 'badge_earned': {
      const badge = BADGES.find((b) => b.id === d.badgeId);
      const words = badge && badgeWords(badge, locale);
      return {
        text: words ? w.badge(words.name, words.rule) : w.badgeUnknown,
        href: '/badge-showcase',
      };
    }
    case 'image_vote':
      return { text: w.imageVotes(count, inkName), href: ink };
    case 'image_comment':
      return { text: w.imageComments(count, who, inkName), href: ink };
    case 'mention':
      return { text: w.mention(who, inkName), href: ink };
    case 'new_follower':
      return {
        text: w.follower(who),
        href: row.username === null ? null : userPath(row.username),
      };
    case 'sample_request':
      return { text: w.sampleRequest(who, inkName), href: request };
    case 'sample_answer':
      return {
        text: /^accept/.test(d.answer ?? d.outcome ?? '')
          ? w.sampleAccepted(who, inkName)
          : w.sampleDeclined(who, inkName),
        href: request,
      };
    case 'sample_message':
      return { text: w.sampleMessage(who, inkName), href: request };
    case 'wishlist_offered':
      return { text: w.wishlistOffered(who, inkName), href: ink };
  }
}

/**
 * A notification as the API gives it, its sentence in `locale` (ADR 081: the page's language
 * on the notifications page, the member's in the digest).
 */
export function presentNotification(row: NotificationRow, locale: Locale = 'en'): Notification {
  const w = NOTIFICATION_WORDS[locale];
  const kind = row.kind as NotificationKind;
  const d = parseDetails(row.details);
  const actor = ANONYMOUS_KINDS.includes(kind) ? null : presentMember(row);
  const who = actor ? w.person(actor.username) : w.someone;
  // a removed ink is not named: its page is gone and its name may be why it was removed
  const inkName =
    row.ink_deleted_at !== null
      ? w.removedInk
      : row.ink_name === null || row.ink_brand === null
        ? w.anInk
        : `${row.ink_brand} ${row.ink_name}`;
  const { text, href } = textOf(w, kind, d, who, inkName, row, locale);
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
