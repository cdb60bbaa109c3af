import type { AuditEntry } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, select, t } from '@lingui/core/macro';
import { i18n } from '#src/lib/i18n.ts';

/**
 * How the audit log reads (ADR 021, the staff console): each action in words, where its
 * target lives, and its details as short lines. Pure, so it is tested on its own.
 */

export const AUDIT_ACTIONS: Record<string, MessageDescriptor> = {
  'ink.edit': msg`edited an ink`,
  'ink.delete': msg`deleted an ink`,
  'ink.restore': msg`restored an ink`,
  'submission.approve': msg`approved a discovery`,
  'submission.reject': msg`rejected a discovery`,
  'profile_image.approve': msg`approved a profile image`,
  'profile_image.reject': msg`rejected a profile image`,
  'community_image.remove': msg`removed a community image`,
  'community_image.official': msg`changed an image’s official mark`,
  'comment.remove': msg`removed a comment`,
  'sample_message.remove': msg`removed a message on a sample request`,
  'report.resolve': msg`resolved a report`,
  'report.reopen': msg`reopened a dismissed report`,
  'sample_thread.read': msg`read the messages of a reported sample request`,
  'user.role': msg`changed a role`,
  'user.limit': msg`limited a member`,
  'user.suspend': msg`suspended a member`,
  'user.lift': msg`lifted a member’s limit or suspension`,
  'user.appeal': msg`appealed their limit or suspension`,
  'user.appeal_upheld': msg`kept a restriction after its appeal`,
  'votes.reset': msg`reset votes on an ink`,
  'news.create': msg`wrote a story`,
  'news.update': msg`edited a story`,
  'news.publish': msg`published a story`,
  'news.unpublish': msg`unpublished a story`,
  'news.delete': msg`deleted a story`,
  'brand_alias.add': msg`added a brand alias`,
  'brand_alias.remove': msg`removed a brand alias`,
  'alias_suggestion.accept': msg`accepted a suggested other name`,
  'alias_suggestion.reject': msg`rejected a suggested other name`,
  'revision.revert': msg`reverted a change to an ink`,
  'catalogue_review.pick': msg`changed an ink after a catalogue question`,
  'catalogue_review.keep': msg`kept an ink as it was after a catalogue question`,
  'catalogue_review.dismiss': msg`dismissed a catalogue question`,
  'correction.accept': msg`accepted a member's correction`,
  'correction.reject': msg`rejected a member's correction`,
  'correction_settings.update': msg`changed which corrections apply at once`,
  'token.create': msg`created an access token`,
  'token.revoke': msg`revoked an access token`,
};

/** The filter's choices: every action the server records, in words. */
export function auditActionOptions(): { value: string; label: string }[] {
  return Object.entries(AUDIT_ACTIONS).map(([value, words]) => {
    const label = i18n._(words);
    return { value, label: label.charAt(0).toUpperCase() + label.slice(1) };
  });
}

export function actionText(action: string): string {
  const words = AUDIT_ACTIONS[action];
  return words ? i18n._(words) : action;
}

const TARGET_WORDS: Record<string, MessageDescriptor> = {
  ink: msg`Ink`,
  user: msg`Member`,
  ink_submission: msg`Discovery`,
  profile_image_submission: msg`Profile image`,
  community_image: msg`Community image`,
  comment: msg({ message: 'Comment', context: 'noun' }),
  sample_message: msg`Message on a sample request`,
  report: msg({ message: 'Report', context: 'noun' }),
  news: msg`Story`,
  brand_alias: msg`Brand alias`,
  alias_suggestion: msg`Suggested name`,
  access_token: msg`Access token`,
};

/** Kinds of target that belong to an ink: named by the ink they are on. */
const ON_AN_INK = new Set(['profile_image_submission', 'community_image', 'comment']);

/**
 * The target as words and, when it has a page, its address: by its name where the server
 * knows it ("Discovery: Sailor Yama-dori", "Comment on Pilot Kon-peki"), else by kind and id.
 */
export function auditTarget(e: AuditEntry): { label: string; href: string | null } {
  const words = TARGET_WORDS[e.targetType];
  const kind = words ? i18n._(words) : e.targetType;
  const name = e.targetName;
  const label =
    name === null
      ? t`${kind} #${{ id: String(e.targetId) }}`
      : ON_AN_INK.has(e.targetType)
        ? t`${kind} on ${name}`
        : t`${kind}: ${name}`;
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

const FIELD_WORDS: Record<string, MessageDescriptor> = {
  name: msg`name`,
  brand: msg`brand`,
  line: msg`line`,
  color: msg`colour family`,
  colorHex: msg`colour`,
  description: msg`description`,
  images: msg`images`,
  properties: msg`properties`,
  featured: msg`featured`,
  aliases: msg`other names`,
};

/** A value as a short piece of text: strings quoted and cut, lists joined, nothing as "none". */
export function shortValue(v: unknown, max = 60): string {
  if (v === null || v === undefined || v === '') return t`none`;
  if (typeof v === 'boolean') return v ? t`yes` : t`no`;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return t`none`;
    if (v.every((x) => typeof x === 'string' && (x.startsWith('/') || x.startsWith('http')))) {
      const count = v.length;
      return plural(count, { one: '# image', other: '# images' });
    }
    return v.map((x) => shortValue(x, 30)).join(', ');
  }
  if (typeof v === 'string') {
    const s = v.replace(/\s+/g, ' ').trim();
    const text = s.length > max ? `${s.slice(0, max - 1)}…` : s;
    return t`“${text}”`;
  }
  return shortValue(JSON.stringify(v), max);
}

function record(v: unknown): Record<string, unknown> | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** Limits, suspensions, appeals (ADR 041) as short lines; null for other actions. */
function restrictionDetails(e: AuditEntry): string[] | null {
  const d = e.details;
  const who = typeof d.username === 'string' ? d.username : t`The member`;
  // limited or suspended (another state as it is); `restricted` when the entry does not say
  const was = (v: unknown) => (typeof v === 'string' ? v : null);
  switch (e.action) {
    case 'user.limit':
    case 'user.suspend': {
      const reason = shortValue(d.reason, 120);
      const lines = [t`reason: ${reason}`];
      const state = was(d.before);
      if (state)
        lines.push(
          t`${who} was ${select(state, { limited: 'limited', suspended: 'suspended', other: state })} before`,
        );
      return lines;
    }
    case 'user.lift': {
      const state = was(d.was) ?? 'restricted';
      const wasState = select(state, {
        limited: 'limited',
        suspended: 'suspended',
        restricted: 'restricted',
        other: state,
      });
      return [
        d.appeal === 'pending'
          ? t`${who} was ${wasState}, with an appeal waiting`
          : d.appeal === 'upheld'
            ? t`${who} was ${wasState}, kept once after an appeal`
            : t`${who} was ${wasState}`,
      ];
    }
    case 'user.appeal_upheld': {
      const state = was(d.restriction) ?? 'restricted';
      return [
        t`${who} stays ${select(state, { limited: 'limited', suspended: 'suspended', restricted: 'restricted', other: state })}`,
      ];
    }
    case 'user.appeal': {
      const state = was(d.restriction) ?? 'restricted';
      return [
        t`against being ${select(state, { limited: 'limited', suspended: 'suspended', restricted: 'restricted', other: state })}`,
      ];
    }
    default:
      return null;
  }
}

/** The details as lines: "name: “A” → “B”" for an edit, "from: user → to: moderator"... */
export function auditDetails(e: AuditEntry): string[] {
  const before = record(e.details.before);
  const after = record(e.details.after);
  if (before && after) {
    return Object.keys(after).map((k) => {
      const words = FIELD_WORDS[k];
      const field = words ? i18n._(words) : k;
      const was = shortValue(before[k]);
      const now = shortValue(after[k]);
      return t`${field}: ${was} → ${now}`;
    });
  }
  const restriction = restrictionDetails(e);
  if (restriction) return restriction;
  if (e.action === 'votes.reset') {
    // 3 property votes of member #12; all 5 image votes
    const removed = typeof e.details.removed === 'number' ? e.details.removed : 0;
    const voter = typeof e.details.voterId === 'number' ? String(e.details.voterId) : null;
    if (e.details.kind === 'image')
      return [
        voter === null
          ? t`all ${plural(removed, { one: '# image vote', other: '# image votes' })} of everyone`
          : t`${plural(removed, { one: '# image vote', other: '# image votes' })} of member #${voter}`,
      ];
    return [
      voter === null
        ? t`all ${plural(removed, { one: '# property vote', other: '# property votes' })} of everyone`
        : t`${plural(removed, { one: '# property vote', other: '# property votes' })} of member #${voter}`,
    ];
  }
  if (e.targetType === 'alias_suggestion' && typeof e.details.spelling === 'string') {
    // “Kon-peki Deep Sky” for Kon-peki, suggested by 2 members
    const ink = typeof e.details.ink === 'string' ? e.details.ink : t`an ink`;
    const members = typeof e.details.members === 'number' ? e.details.members : 0;
    const spelling = shortValue(e.details.spelling);
    return [
      t`${spelling} for ${ink}, suggested by ${plural(members, { one: '# member', other: '# members' })}`,
    ];
  }
  if (e.targetType === 'brand_alias' && typeof e.details.alias === 'string') {
    // “J. Herbin” for Jacques Herbin
    const brand = typeof e.details.brand === 'string' ? e.details.brand : t`a brand`;
    const alias = shortValue(e.details.alias);
    return [t`${alias} for ${brand}`];
  }
  if ('from' in e.details && 'to' in e.details) {
    return [`${shortValue(e.details.from)} → ${shortValue(e.details.to)}`];
  }
  return Object.entries(e.details)
    .filter(([k]) => k !== 'inkId')
    .map(([k, v]) => `${k}: ${shortValue(v)}`);
}
