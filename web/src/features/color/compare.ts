import { deltaE2000, deltaEBand, type Lab } from '@inklore/contract/color/color.rules';
import { looksAlike, visionDeltaE, type Vision } from '@inklore/contract/color/vision.rules';
import { differencePhrases, differenceWords, type DeltaEBand } from '#src/lib/color-words.ts';

export type ComparedInk = { id: number; name: string; lab: Lab };

export type Pair<T> = {
  a: T;
  b: T;
  deltaE: number;
  band: DeltaEBand;
  /** How the second differs from the first, in the page's language. */
  words: string;
  /** Practically the same colour: no difference worth words. */
  same: boolean;
  /** With a colour vision setting (ADR 087): the difference as that reader sees it. */
  seen: { deltaE: number; looksAlike: boolean } | null;
};

/**
 * Every pair of the compared inks, in the order picked (1-2, 1-3, 2-3, ...), with its CIEDE2000
 * difference, its band and how the second differs from the first in words; with a colour
 * vision, also the difference after simulating it and whether the two look alike.
 */
export function pairwise<T extends ComparedInk>(
  inks: readonly T[],
  vision: Vision = 'none',
): Pair<T>[] {
  const pairs: Pair<T>[] = [];
  inks.forEach((a, i) => {
    for (const b of inks.slice(i + 1)) {
      const deltaE = deltaE2000(a.lab, b.lab);
      pairs.push({
        a,
        b,
        deltaE,
        band: deltaEBand(deltaE),
        words: differenceWords(a.lab, b.lab),
        same: differencePhrases(a.lab, b.lab).length === 0,
        seen:
          vision === 'none'
            ? null
            : {
                deltaE: visionDeltaE(a.lab, b.lab, vision),
                looksAlike: looksAlike(a.lab, b.lab, vision),
              },
      });
    }
  });
  return pairs;
}
