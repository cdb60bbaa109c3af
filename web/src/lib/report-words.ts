import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportReason } from '@inklore/contract/shared/members.rules';
import { i18n } from '#src/lib/i18n.ts';

/**
 * Spec §5: why something is reported, in the page's language (ADR 078). The contract keeps
 * its English (REPORT_REASON_LABELS); the web shows these instead, the contract's English word
 * for word (report-words.test.ts). Shared: the report dialog and the staff console's reports.
 */
export const REPORT_REASON_WORDS: Record<ReportReason, MessageDescriptor> = {
  spam: msg({ message: 'Spam', context: 'report reason' }),
  inappropriate: msg({ message: 'Inappropriate content', context: 'report reason' }),
  copyright: msg({ message: 'Copyright violation', context: 'report reason' }),
  harassment: msg({ message: 'Harassment', context: 'report reason' }),
  misinformation: msg({ message: 'Misinformation', context: 'report reason' }),
  other: msg({ message: 'Other', context: 'report reason' }),
};

/** A report's reason as the page's language says it. */
export function reportReasonWord(reason: ReportReason): string {
  return i18n._(REPORT_REASON_WORDS[reason]);
}
