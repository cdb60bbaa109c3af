import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RevisedField, RevisionKind } from '@inklore/contract/revisions/revisions.rules';
import { i18n } from '#src/lib/i18n.ts';

/*
 * The words of an ink's fields, its history and its corrections in the page's language
 * (ADR 078). The contract keeps its English for the server and the API (FIELD_LABELS,
 * CORRECTION_FIELD_LABELS, REVISION_KIND_LABELS, CORRECTION_MESSAGES); the web shows these,
 * the same English word for word (field-words.test.ts).
 */

/** Each field of an ink as people read it: the History's rows, "What needs correcting?". */
export const INK_FIELD_WORDS: Record<RevisedField, MessageDescriptor> = {
  name: msg({ message: 'Name', context: 'ink field' }),
  brand: msg({ message: 'Brand', context: 'ink field' }),
  line: msg({ message: 'Line', context: 'ink field' }),
  color: msg({ message: 'Colour family', context: 'ink field' }),
  colorHex: msg({ message: 'Colour', context: 'ink field' }),
  description: msg({ message: 'Description', context: 'ink field' }),
  properties: msg({ message: 'Properties', context: 'ink field' }),
  aliases: msg({ message: 'Other names', context: 'ink field' }),
  images: msg({ message: 'Images', context: 'ink field' }),
  featured: msg({ message: 'Featured', context: 'ink field' }),
};

/** A field inside a sentence ("Reject the correction of colour family"): lower case in English. */
export const INK_FIELD_IN_SENTENCE: Record<RevisedField, MessageDescriptor> = {
  name: msg({ message: 'name', context: 'ink field in a sentence' }),
  brand: msg({ message: 'brand', context: 'ink field in a sentence' }),
  line: msg({ message: 'line', context: 'ink field in a sentence' }),
  color: msg({ message: 'colour family', context: 'ink field in a sentence' }),
  colorHex: msg({ message: 'colour', context: 'ink field in a sentence' }),
  description: msg({ message: 'description', context: 'ink field in a sentence' }),
  properties: msg({ message: 'properties', context: 'ink field in a sentence' }),
  aliases: msg({ message: 'other names', context: 'ink field in a sentence' }),
  images: msg({ message: 'images', context: 'ink field in a sentence' }),
  featured: msg({ message: 'featured', context: 'ink field in a sentence' }),
};

/** A field as people read it; a field the web does not know (a newer server's) by its `label`. */
export function inkFieldWord(field: RevisedField, label?: string): string {
  const words = INK_FIELD_WORDS[field] as MessageDescriptor | undefined;
  return words ? i18n._(words) : (label ?? field);
}

/** A field inside a sentence (see INK_FIELD_IN_SENTENCE). */
export function inkFieldInSentence(field: RevisedField, label?: string): string {
  const words = INK_FIELD_IN_SENTENCE[field] as MessageDescriptor | undefined;
  return words ? i18n._(words) : (label ?? field).toLowerCase();
}

/** Who made a change in the History: the revision's kind. */
export const REVISION_KIND_WORDS: Record<RevisionKind, MessageDescriptor> = {
  staff: msg`Staff edit`,
  import: msg`Catalogue import`,
  correction: msg({ message: 'Correction', context: 'revision kind' }),
  revert: msg({ message: 'Revert', context: 'revision kind' }),
};

/** What the member reads once a correction is sent: waiting for staff, or applied at once. */
export const CORRECTION_SENT_WORDS = {
  sent: msg`Thank you. Staff will review your correction.`,
  applied: msg`Thank you. Your correction is on the ink now.`,
} satisfies Record<string, MessageDescriptor>;
