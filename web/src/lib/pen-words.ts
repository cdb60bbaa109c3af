import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PenKind } from '@inklore/contract/pens/pens.rules';
import { i18n } from '#src/lib/i18n.ts';

/*
 * The pens' words in the page's language (ADR 078). The contract keeps its English for the
 * server and the API (PEN_KIND_LABELS, PEN_MESSAGES); the web shows these, the same English
 * word for word (pen-words.test.ts).
 */

/** A pen's kind as people read it. */
export const PEN_KIND_WORDS: Record<PenKind, MessageDescriptor> = {
  fountain: msg`Fountain pen`,
  dip: msg`Dip pen`,
  brush: msg({ message: 'Brush', context: 'pen kind' }),
};

/** A pen's kind in words; a kind the web does not know (a newer server's) as it is. */
export function penKindWord(kind: PenKind): string {
  const words = PEN_KIND_WORDS[kind] as MessageDescriptor | undefined;
  return words ? i18n._(words) : kind;
}

/** Why an inked pen is not archived (the contract's PEN_MESSAGES.archiveInked, said before asking). */
export const ARCHIVE_INKED_WORDS: MessageDescriptor = msg`This pen is inked. Clean it first, then archive it.`;
