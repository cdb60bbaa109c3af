import type { AuditEntry } from '@inklore/contract';

/**
 * How the audit log reads (ADR 021, the staff console): each action in words, where its
 * target lives, and its details as short lines. Pure, so it is tested on its own.
 */

export const AUDIT_ACTIONS: Record<string, string> = {
  'ink.edit': 'edited an ink',
  'ink.delete': 'deleted an ink',
  'ink.restore': 'restored an ink',
  'submission.approve': 'approved a discovery',
  'submission.reject': 'rejected a discovery',
  'profile_image.approve': 'approved a profile image',
  'profile_image.reject': 'rejected a profile image',
  'community_image.remove': 'removed a community image',
  'community_image.official': 'changed an image’s official mark',
  'comment.remove': 'removed a comment',
  'sample_message.remove': 'removed a message on a sample request',
  'report.resolve': 'resolved a report',
  'report.reopen': 'reopened a dismissed report',
  'sample_thread.read': 'read the messages of a reported sample request',
  'user.role': 'changed a role',
  'user.limit': 'limited a member',
  'user.suspend': 'suspended a member',
  'user.lift': 'lifted a member’s limit or suspension',
  'user.appeal': 'appealed their limit or suspension',
  'user.appeal_upheld': 'kept a restriction after its appeal',
  'votes.reset': 'reset votes on an ink',
  'news.create': 'wrote a story',
  'news.update': 'edited a story',
  'news.publish': 'published a story',
  'news.unpublish': 'unpublished a story',
  'news.delete': 'deleted a story',
  'brand_alias.add': 'added a brand alias',
  'brand_alias.remove': 'removed a brand alias',
  'alias_suggestion.accept': 'accepted a suggested other name',
  'alias_suggestion.reject': 'rejected a suggested other name',
  'revision.revert': 'reverted a change to an ink',
  'catalogue_review.pick': 'changed an ink after a catalogue question',
  'catalogue_review.keep': 'kept an ink as it was after a catalogue question',
  'catalogue_review.dismiss': 'dismissed a catalogue question',
  'correction.accept': "accepted a member's correction",
  'correction.reject': "rejected a member's correction",
  'correction_settings.update': 'changed which corrections apply at once',
  'token.create': 'created an access token',
  'token.revoke': 'revoked an access token',
};

/** The filter's choices: every action the server records, in words. */
export const AUDIT_ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({
  value,
  label: label.charAt(0).toUpperCase() + label.slice(1),
}));

export function actionText(action: string): string {
  return AUDIT_ACTIONS[action] ?? action;
}

const TARGET_WORDS: Record<string, string> = {
  ink: 'Ink',
  user: 'Member',
  ink_submission: 'Discovery',
  profile_image_submission: 'Profile image',
  community_image: 'Community image',
  comment: 'Comment',
  sample_message: 'Message on a sample request',
  report: 'Report',
  news: 'Story',
  brand_alias: 'Brand alias',
  alias_suggestion: 'Suggested name',
  access_token: 'Access token',
};

/** Kinds of target that belong to an ink: named by the ink they are on. */
const ON_AN_INK = new Set(['profile_image_submission', 'community_image', 'comment']);

/**
 * The target as words and, when it has a page, its address: by its name where the server
 * knows it ("Discovery: Sailor Yama-dori", "Comment on Pilot Kon-peki"), else by kind and id.
 */
export function auditTarget(e: AuditEntry): { label: string; href: string | null } {
  const kind = TARGET_WORDS[e.targetType] ?? e.targetType;
  const label =
    e.targetName === null
      ? `${kind} #${e.targetId}`
      : ON_AN_INK.has(e.targetType)
        ? `${kind} on ${e.targetName}`
        : `${kind}: ${e.targetName}`;
  const inkId = typeof e.details.inkId === 'number' ? e.details.inkId : null;
  if (e.targetType === 'ink' && e.action !== 'ink.delete')
    return { label, href: `/ink/${e.targetId}` };
  if (e.targetType === 'news' && e.action !== 'news.delete')
    return { label, href: `/news/${e.targetId}` };
  if (e.action === 'brand_alias.add') return { label, href: '/admin?tab=brand-aliases' };
  // a member limited, suspended or appealing: their profile; their appeal: the Members tab
  if (e.action === 'user.appeal') return { label, href: '/admin?tab=members' };
  if (e.targetType === 'user' && typeof e.details.username === 'string')
    return { label, href: `/user/${encodeURIComponent(e.details.username)}` };
  if (inkId !== null) return { label, href: `/ink/${inkId}` };
  return { label, href: null };
}

const FIELD_WORDS: Record<string, string> = {
  name: 'name',
  brand: 'brand',
  line: 'line',
  color: 'colour family',
  colorHex: 'colour',
  description: 'description',
  images: 'images',
  properties: 'properties',
  featured: 'featured',
  aliases: 'other names',
};

/** A value as a short piece of text: strings quoted and cut, lists joined, nothing as "none". */
export function shortValue(v: unknown, max = 60): string {
  if (v === null || v === undefined || v === '') return 'none';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return 'none';
    if (v.every((x) => typeof x === 'string' && (x.startsWith('/') || x.startsWith('http'))))
      return `${v.length} ${v.length === 1 ? 'image' : 'images'}`;
    return v.map((x) => shortValue(x, 30)).join(', ');
  }
  if (typeof v === 'string') {
    const s = v.replace(/\s+/g, ' ').trim();
    return `“${s.length > max ? `${s.slice(0, max - 1)}…` : s}”`;
  }
  return shortValue(JSON.stringify(v), max);
}

function record(v: unknown): Record<string, unknown> | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

const RESTRICTION_WORDS: Record<string, string> = { limited: 'limited', suspended: 'suspended' };

/** Limits, suspensions, appeals (ADR 041) as short lines; null for other actions. */
function restrictionDetails(e: AuditEntry): string[] | null {
  const d = e.details;
  const who = typeof d.username === 'string' ? d.username : 'The member';
  const was = (v: unknown) => (typeof v === 'string' ? (RESTRICTION_WORDS[v] ?? v) : null);
  switch (e.action) {
    case 'user.limit':
    case 'user.suspend': {
      const lines = [`reason: ${shortValue(d.reason, 120)}`];
      const before = was(d.before);
      if (before) lines.push(`${who} was ${before} before`);
      return lines;
    }
    case 'user.lift': {
      const before = was(d.was) ?? 'restricted';
      return [
        `${who} was ${before}${d.appeal === 'pending' ? ', with an appeal waiting' : d.appeal === 'upheld' ? ', kept once after an appeal' : ''}`,
      ];
    }
    case 'user.appeal_upheld':
      return [`${who} stays ${was(d.restriction) ?? 'restricted'}`];
    case 'user.appeal':
      return [`against being ${was(d.restriction) ?? 'restricted'}`];
    default:
      return null;
  }
}

/** The details as lines: "name: “A” → “B”" for an edit, "from: user → to: moderator"... */
export function auditDetails(e: AuditEntry): string[] {
  const before = record(e.details.before);
  const after = record(e.details.after);
  if (before && after) {
    return Object.keys(after).map(
      (k) => `${FIELD_WORDS[k] ?? k}: ${shortValue(before[k])} → ${shortValue(after[k])}`,
    );
  }
  const restriction = restrictionDetails(e);
  if (restriction) return restriction;
  if (e.action === 'votes.reset') {
    // 3 property votes of member #12; all 5 image votes
    const kind = e.details.kind === 'image' ? 'image' : 'property';
    const removed = typeof e.details.removed === 'number' ? e.details.removed : 0;
    const votes = `${removed} ${kind} ${removed === 1 ? 'vote' : 'votes'}`;
    return [
      typeof e.details.voterId === 'number'
        ? `${votes} of member #${e.details.voterId}`
        : `all ${votes} of everyone`,
    ];
  }
  if (e.targetType === 'alias_suggestion' && typeof e.details.spelling === 'string') {
    // “Kon-peki Deep Sky” for Kon-peki, suggested by 2 members
    const ink = typeof e.details.ink === 'string' ? e.details.ink : 'an ink';
    const members = typeof e.details.members === 'number' ? e.details.members : 0;
    return [
      `${shortValue(e.details.spelling)} for ${ink}, suggested by ${members} ${members === 1 ? 'member' : 'members'}`,
    ];
  }
  if (e.targetType === 'brand_alias' && typeof e.details.alias === 'string') {
    // “J. Herbin” for Jacques Herbin
    const brand = typeof e.details.brand === 'string' ? e.details.brand : 'a brand';
    return [`${shortValue(e.details.alias)} for ${brand}`];
  }
  if ('from' in e.details && 'to' in e.details) {
    return [`${shortValue(e.details.from)} → ${shortValue(e.details.to)}`];
  }
  return Object.entries(e.details)
    .filter(([k]) => k !== 'inkId')
    .map(([k, v]) => `${k}: ${shortValue(v)}`);
}
