import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { deltaEBand } from '@inklore/contract/color/color.rules';

/** The similar inks' bands (ADR 024), nearest first. */
export const BANDS = ['virtually the same', 'very close', 'same family'] as const;
export type Band = (typeof BANDS)[number];

export const BAND_RANGE: Record<Band, MessageDescriptor> = {
  'virtually the same': msg`ΔE under 2`,
  'very close': msg`ΔE 2 to 5`,
  'same family': msg`ΔE 5 to 10`,
};

/**
 * Inks grouped by their ΔE2000 band, in band order, nearest first within each; empty bands
 * are left out, and anything at 10 or beyond (outside every band) is dropped.
 */
export function groupByBand<T extends { deltaE: number }>(
  inks: readonly T[],
): { band: Band; inks: T[] }[] {
  const groups = new Map<Band, T[]>();
  for (const ink of [...inks].sort((x, y) => x.deltaE - y.deltaE)) {
    const band = deltaEBand(ink.deltaE);
    if (band === 'different') continue;
    const list = groups.get(band) ?? [];
    list.push(ink);
    groups.set(band, list);
  }
  return BANDS.filter((b) => groups.has(b)).map((band) => ({ band, inks: groups.get(band) ?? [] }));
}

/** A ΔE figure as shown: one decimal. */
export function formatDeltaE(de: number): string {
  return de.toFixed(1);
}
