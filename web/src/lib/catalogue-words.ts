import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  OTHER_BRAND,
  type ColorFamily,
  type InkProperty,
} from '@inklore/contract/catalogue/catalogue.rules';
import { i18n } from '#src/lib/i18n.ts';

/**
 * The catalogue's words in the page's language (ADR 078). The contract keeps its English
 * values (the API's, the addresses'); the web shows these instead. The English is the
 * contract's, word for word (catalogue-words.test.ts).
 */
export const COLOUR_FAMILY_WORDS: Record<ColorFamily, MessageDescriptor> = {
  Black: msg({ message: 'Black', context: 'colour family' }),
  Blue: msg({ message: 'Blue', context: 'colour family' }),
  Brown: msg({ message: 'Brown', context: 'colour family' }),
  Green: msg({ message: 'Green', context: 'colour family' }),
  'Grey/Silver': msg({ message: 'Grey/Silver', context: 'colour family' }),
  Orange: msg({ message: 'Orange', context: 'colour family' }),
  Pink: msg({ message: 'Pink', context: 'colour family' }),
  Purple: msg({ message: 'Purple', context: 'colour family' }),
  Red: msg({ message: 'Red', context: 'colour family' }),
  Teal: msg({ message: 'Teal', context: 'colour family' }),
  'Yellow/Gold': msg({ message: 'Yellow/Gold', context: 'colour family' }),
  White: msg({ message: 'White', context: 'colour family' }),
  Other: msg({ message: 'Other', context: 'colour family' }),
};

/**
 * A colour family as the page's language says it (the filter, the ink's fields, the chips); a
 * value the web does not know (a newer server's) as it is.
 */
export function colourFamilyWord(family: ColorFamily): string {
  const words = COLOUR_FAMILY_WORDS[family] as MessageDescriptor | undefined;
  return words ? i18n._(words) : family;
}

/** The brand filter's "Other" (every brand the filter does not name). */
export const OTHER_BRAND_WORD: MessageDescriptor = msg({
  message: 'Other',
  context: 'brand filter: every other brand',
});

/** A brand of the brand filter as people read it: a brand's own name, or "Other" in words. */
export function brandFilterWord(brand: string): string {
  return brand === OTHER_BRAND ? i18n._(OTHER_BRAND_WORD) : brand;
}

/** The catalogue's ink properties (Shading, Sheening, ...) in the page's language. */
export const INK_PROPERTY_WORDS: Record<InkProperty, MessageDescriptor> = {
  Scented: msg({ message: 'Scented', context: 'ink property' }),
  Shading: msg({ message: 'Shading', context: 'ink property' }),
  Sheening: msg({ message: 'Sheening', context: 'ink property' }),
  Shimmering: msg({ message: 'Shimmering', context: 'ink property' }),
  'Water-Resistant': msg({ message: 'Water-Resistant', context: 'ink property' }),
};

/** An ink property as the page's language says it. */
export function inkPropertyWord(property: InkProperty): string {
  const words = INK_PROPERTY_WORDS[property] as MessageDescriptor | undefined;
  return words ? i18n._(words) : property;
}
