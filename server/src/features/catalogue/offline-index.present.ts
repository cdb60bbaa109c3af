import { labToHex, type OfflineIndex, type OfflineIndexInk } from '@inklore/contract';
import type { OfflineIndexRow } from './offline-index.queries.ts';

/**
 * An ink's colour in the index: the one the site's colour answers use (ADR 087), its members'
 * consensus colour when it has one, else the catalogue's; six lower-case hex digits, no '#'.
 */
function hexOf(row: OfflineIndexRow): string {
  const { consensus_l: l, consensus_a: a, consensus_b: b } = row;
  const hex = l !== null && a !== null && b !== null ? labToHex({ l, a, b }) : row.color_hex;
  return hex.replace(/^#/, '').toLowerCase();
}

/** The offline index (ADR 089) from its rows, made at `generatedAt`, of at most `cap` inks. */
export function presentOfflineIndex(
  rows: readonly OfflineIndexRow[],
  cap: number,
  generatedAt: string,
): OfflineIndex {
  const total = rows[0]?.total ?? 0;
  return {
    generatedAt,
    total,
    capped: total > cap,
    inks: rows.map((r): OfflineIndexInk => [r.id, r.brand, r.name, hexOf(r)]),
  };
}
