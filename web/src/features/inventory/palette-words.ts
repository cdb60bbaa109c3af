import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CHROMATIC_BANDS,
  HUE_SECTOR_DEGREES,
  type ChromaticBand,
  type NeutralBand,
  type PaletteRegion,
} from '@inklore/contract/palette/palette.rules';
import { i18n } from '#src/lib/i18n.ts';

/*
 * The palette's regions in the page's language (ADR 078): the web's twins of the contract's
 * HUE_NAMES, NEUTRAL_NAMES and REGION_WORDS (contract/src/palette/palette.rules.ts), which
 * keep their English for the API's `words`. The English is the contract's, word for word
 * (palette-words.test.ts compares them).
 */

/** Each hue sector's name, from 0° (the summary's "most in blues and greens"). */
export const HUE_NAME_WORDS: readonly MessageDescriptor[] = [
  msg({ message: 'crimsons', context: 'palette region' }),
  msg({ message: 'reds', context: 'palette region' }),
  msg({ message: 'oranges', context: 'palette region' }),
  msg({ message: 'yellows', context: 'palette region' }),
  msg({ message: 'greens', context: 'palette region' }),
  msg({ message: 'sea greens', context: 'palette region' }),
  msg({ message: 'teals', context: 'palette region' }),
  msg({ message: 'teal blues', context: 'palette region' }),
  msg({ message: 'steel blues', context: 'palette region' }),
  msg({ message: 'blues', context: 'palette region' }),
  msg({ message: 'violets', context: 'palette region' }),
  msg({ message: 'magentas', context: 'palette region' }),
];

export const NEUTRAL_WORDS: Record<NeutralBand, MessageDescriptor> = {
  black: msg({ message: 'blacks', context: 'palette region' }),
  grey: msg({ message: 'greys', context: 'palette region' }),
};

/** Each chromatic region's words, by sector from 0°: light, mid, dark. */
export const REGION_WORD_TABLE: readonly (readonly [
  light: MessageDescriptor,
  mid: MessageDescriptor,
  dark: MessageDescriptor,
])[] = [
  [
    msg({ message: 'pinks', context: 'palette region' }),
    msg({ message: 'crimsons', context: 'palette region' }),
    msg({ message: 'burgundies', context: 'palette region' }),
  ],
  [
    msg({ message: 'corals', context: 'palette region' }),
    msg({ message: 'reds', context: 'palette region' }),
    msg({ message: 'dark reds', context: 'palette region' }),
  ],
  [
    msg({ message: 'ambers', context: 'palette region' }),
    msg({ message: 'oranges', context: 'palette region' }),
    msg({ message: 'browns', context: 'palette region' }),
  ],
  [
    msg({ message: 'yellows', context: 'palette region' }),
    msg({ message: 'olives', context: 'palette region' }),
    msg({ message: 'dark olives', context: 'palette region' }),
  ],
  [
    msg({ message: 'light greens', context: 'palette region' }),
    msg({ message: 'greens', context: 'palette region' }),
    msg({ message: 'dark greens', context: 'palette region' }),
  ],
  [
    msg({ message: 'light sea greens', context: 'palette region' }),
    msg({ message: 'sea greens', context: 'palette region' }),
    msg({ message: 'dark sea greens', context: 'palette region' }),
  ],
  [
    msg({ message: 'turquoises', context: 'palette region' }),
    msg({ message: 'teals', context: 'palette region' }),
    msg({ message: 'dark teals', context: 'palette region' }),
  ],
  [
    msg({ message: 'pale blues', context: 'palette region' }),
    msg({ message: 'teal blues', context: 'palette region' }),
    msg({ message: 'petrol blues', context: 'palette region' }),
  ],
  [
    msg({ message: 'light steel blues', context: 'palette region' }),
    msg({ message: 'steel blues', context: 'palette region' }),
    msg({ message: 'prussian blues', context: 'palette region' }),
  ],
  [
    msg({ message: 'cornflower blues', context: 'palette region' }),
    msg({ message: 'blues', context: 'palette region' }),
    msg({ message: 'dark blues', context: 'palette region' }),
  ],
  [
    msg({ message: 'lilacs', context: 'palette region' }),
    msg({ message: 'violets', context: 'palette region' }),
    msg({ message: 'indigos', context: 'palette region' }),
  ],
  [
    msg({ message: 'hot pinks', context: 'palette region' }),
    msg({ message: 'magentas', context: 'palette region' }),
    msg({ message: 'plums', context: 'palette region' }),
  ],
];

/** A region in words: "dark greens", "blacks". */
export function regionWordsIn(r: PaletteRegion): string {
  if (r.hueFrom === null) {
    const words = NEUTRAL_WORDS[r.band as NeutralBand] as MessageDescriptor | undefined;
    return words ? i18n._(words) : r.band;
  }
  const sector = Math.floor(r.hueFrom / HUE_SECTOR_DEGREES);
  const words = REGION_WORD_TABLE[sector]?.[CHROMATIC_BANDS.indexOf(r.band as ChromaticBand)];
  return words ? i18n._(words) : r.band;
}

/** A hue sector's name (0 to 11), or a neutral's. */
export function groupWords(group: number | NeutralBand): string {
  const words = typeof group === 'number' ? HUE_NAME_WORDS[group] : NEUTRAL_WORDS[group];
  return words ? i18n._(words) : String(group);
}
