import type { ImportCandidate } from '@inklore/contract';
import type { Slices } from '#src/lib/slices.ts';
import { compact, editDistance } from '#src/shared/ink-records/ink-names.ts';

/**
 * Matches an imported row to catalogue inks: the same brand (as the catalogue writes it),
 * line and name ignoring case, accents, punctuation and spaces is a match (score 1); a
 * name a typo or two away, or one that holds the other whole, is a candidate scored by
 * how close it is.
 */
export type CatalogueInk = {
  id: number;
  brand: string;
  line: string | null;
  name: string;
  color_hex: string;
};

type Keyed = CatalogueInk & { name_c: string; full_c: string; line_c: string };

export class InkMatcher {
  readonly #byBrand = new Map<string, Keyed[]>();

  constructor(inks: (CatalogueInk & { brand_key: string })[] = []) {
    for (const ink of inks) this.add(ink);
  }

  /** A matcher of many inks, built in slices (issue 30: a file may name every brand). */
  static async build(
    inks: (CatalogueInk & { brand_key: string })[],
    slices: Slices,
  ): Promise<InkMatcher> {
    const matcher = new InkMatcher();
    for (const ink of inks) {
      matcher.add(ink);
      await slices.pause();
    }
    return matcher;
  }

  add(ink: CatalogueInk & { brand_key: string }): void {
    const keyed: Keyed = {
      ...ink,
      name_c: compact(ink.name),
      line_c: compact(ink.line ?? ''),
      full_c: compact(`${ink.line ?? ''} ${ink.name}`),
    };
    const list = this.#byBrand.get(ink.brand_key) ?? [];
    list.push(keyed);
    this.#byBrand.set(ink.brand_key, list);
  }

  /** The best candidates, best first, at most three (one when it is a match). */
  match(brandKey: string, line: string | null, name: string): ImportCandidate[] {
    const inks = this.#byBrand.get(brandKey) ?? [];
    const nameC = compact(name);
    const lineC = compact(line ?? '');
    const fullC = compact(`${line ?? ''} ${name}`);
    if (nameC === '') return [];
    const scored: { ink: Keyed; score: number }[] = [];
    for (const ink of inks) {
      let score = 0;
      if (ink.name_c === nameC) {
        // same name: the same line (or a line missing on either side) makes it certain
        score = lineC === '' || ink.line_c === '' || ink.line_c === lineC ? 1 : 0.9;
      } else if (ink.name_c === fullC || ink.full_c === nameC || ink.full_c === fullC) {
        score = 1; // the line written into the name on one side
      } else {
        const allowed = nameC.length >= 12 ? 2 : nameC.length >= 5 ? 1 : 0;
        const d = allowed > 0 ? editDistance(nameC, ink.name_c, allowed) : allowed + 1;
        if (d <= allowed) score = 0.85 - 0.1 * d;
        else if (
          Math.min(nameC.length, ink.name_c.length) >= 5 &&
          (ink.name_c.includes(nameC) || nameC.includes(ink.name_c))
        ) {
          score = 0.6;
        }
      }
      if (score > 0) scored.push({ ink, score });
    }
    scored.sort((a, b) => b.score - a.score || a.ink.name.localeCompare(b.ink.name));
    return scored.slice(0, 3).map(({ ink, score }) => ({
      inkId: ink.id,
      brand: ink.brand,
      line: ink.line,
      name: ink.name,
      colorHex: ink.color_hex,
      score: Math.round(score * 100) / 100,
    }));
  }
}
