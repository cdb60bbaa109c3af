// The colour families' words inside a sentence, apart from catalogue-words.ts, which every
// first load has (a swatch's colour family): only the ink page says a family in a sentence,
// so these words, and their messages (ADR 078), stay out of the first load (ADR 082).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ColorFamily } from '@inklore/contract/catalogue/catalogue.rules';
import { i18n } from '#src/lib/i18n.ts';

/**
 * A colour family inside a sentence ("Kon-peki is a blue fountain pen ink by Pilot"): the
 * English is the family in lower case; other languages say it as their sentences need.
 */
export const COLOUR_FAMILY_IN_SENTENCE: Record<ColorFamily, MessageDescriptor> = {
  Black: msg({ message: 'black', context: 'colour family in a sentence' }),
  Blue: msg({ message: 'blue', context: 'colour family in a sentence' }),
  Brown: msg({ message: 'brown', context: 'colour family in a sentence' }),
  Green: msg({ message: 'green', context: 'colour family in a sentence' }),
  'Grey/Silver': msg({ message: 'grey/silver', context: 'colour family in a sentence' }),
  Orange: msg({ message: 'orange', context: 'colour family in a sentence' }),
  Pink: msg({ message: 'pink', context: 'colour family in a sentence' }),
  Purple: msg({ message: 'purple', context: 'colour family in a sentence' }),
  Red: msg({ message: 'red', context: 'colour family in a sentence' }),
  Teal: msg({ message: 'teal', context: 'colour family in a sentence' }),
  'Yellow/Gold': msg({ message: 'yellow/gold', context: 'colour family in a sentence' }),
  White: msg({ message: 'white', context: 'colour family in a sentence' }),
  Other: msg({ message: 'other', context: 'colour family in a sentence' }),
};

/** A colour family as a word inside a sentence (see COLOUR_FAMILY_IN_SENTENCE). */
export function colourFamilyInSentence(family: ColorFamily): string {
  const words = COLOUR_FAMILY_IN_SENTENCE[family] as MessageDescriptor | undefined;
  return words ? i18n._(words) : family.toLowerCase();
}
