import { hexToLab } from '@inklore/contract/color/color.rules';
import { colorWords, type ColorWordsLocale } from '@inklore/contract/color/color-words.rules';

/** What color-names.ts loads once a vision is set: a hex's colour in words. */
export function colorWordsOfHex(hex: string, locale: ColorWordsLocale): string {
  return colorWords(hexToLab(hex), locale);
}
