import type { RevisedField } from '../revisions/revisions.rules.ts';
import type { TrustLevel } from '../trust/trust.rules.ts';

/**
 * Members' corrections to the catalogue (docs/spec/decisions.md "Trust and shared data" and
 * "The catalogue's history", ADR 053): what a correction may change, the words people read,
 * and the limits. Zod-free, for the server and the web app.
 */

/** The fields a member may suggest a correction to, one field a suggestion. */
export const CORRECTION_FIELDS = [
  'description',
  'colorHex',
  'color',
  'properties',
  'line',
  'aliases',
] as const satisfies readonly RevisedField[];
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

/** What the member chooses in "What needs correcting?". */
export const CORRECTION_FIELD_LABELS: Record<CorrectionField, string> = {
  description: 'Description',
  colorHex: 'Colour',
  color: 'Colour family',
  properties: 'Properties',
  line: 'Line',
  aliases: 'Other names',
};

/**
 * pending: waiting for staff; accepted: applied (by staff, or at once where staff chose so);
 * rejected: staff said no (with a reason the member sees); withdrawn: the member took it back.
 */
export const CORRECTION_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;

export const CORRECTION_LIMITS = {
  /** The member's note to staff ("Why?"). */
  noteMaxLength: 500,
  /** A staff member's reason for saying no. */
  reasonMaxLength: 500,
  /** Corrections one member may have waiting at once, over all inks. */
  pendingPerMember: 20,
};

export const CORRECTIONS_PAGE_SIZE = 20;
export const CORRECTIONS_MAX_LIMIT = 100;

export const CORRECTION_MESSAGES = {
  sameValue: 'That is what the ink says already. Change the value, or close this form.',
  onePending: (label: string) =>
    `You already suggested a change to the ${label.toLowerCase()} of this ink. Staff will look at it soon; you can withdraw it to suggest another.`,
  tooMany: `You have ${CORRECTION_LIMITS.pendingPerMember} corrections waiting for review. Please wait until staff have looked at some of them.`,
  sent: 'Thank you. Staff will review your correction.',
  applied: 'Thank you. Your correction is on the ink now.',
};

/**
 * What happens to a correction: staff's own apply at once (they may edit the ink anyway); a
 * trusted member's apply at once where staff chose so for the field; every other waits for
 * staff review.
 */
export function correctionOutcome(level: TrustLevel, applyAtOnce: boolean): 'apply' | 'review' {
  if (level === 'staff') return 'apply';
  return level === 'trusted' && applyAtOnce ? 'apply' : 'review';
}
