import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImageCategory } from '@inklore/contract/shared/members.rules';
import { i18n } from '#src/lib/i18n.ts';

/**
 * A community image's category in the page's language (ADR 078): the contract's values stay
 * the API's, the English word for word the same (image-words.test.ts).
 */
export const IMAGE_CATEGORY_WORDS: Record<ImageCategory, MessageDescriptor> = {
  Swatch: msg({ message: 'Swatch', context: 'image category' }),
  Handwriting: msg({ message: 'Handwriting', context: 'image category' }),
  Illustration: msg({ message: 'Illustration', context: 'image category' }),
  Other: msg({ message: 'Other', context: 'image category' }),
};

/** A category as people read it; one the web does not know (a newer server's) as it is. */
export function imageCategoryWord(category: ImageCategory): string {
  const words = IMAGE_CATEGORY_WORDS[category] as MessageDescriptor | undefined;
  return words ? i18n._(words) : category;
}
