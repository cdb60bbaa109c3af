import {
  hexToLab,
  SIMILAR_MAX_DELTA_E,
  NEAR_MAX_DELTA_E,
  NEAR_MAX_RESULTS,
  type InkProperty,
  type CommunityColor,
  type InkWithDistance,
  deltaE2000,
  labToHex,
} from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { notFound } from '#src/lib/errors.ts';
import { presentInk } from '#src/shared/ink-records/ink-records.present.ts';
import {
  catalogueVersion,
  inksByIds,
  submitterNames,
} from '#src/shared/ink-records/ink-records.queries.ts';
import { facetPredicate } from '#src/shared/ink-records/facets.ts';
import { labRows, swatchPhotoColors } from './color.queries.ts';
import { ColorIndex, type IndexedInk } from './color-index.ts';

/**
 * One Lab index per open database and catalogue version in this process: rebuilt at the
 * first colour query after any change to an ink (the version the database bumps), whoever
 * made it.
 */
const cache = new WeakMap<Db, { version: number; index: Promise<ColorIndex> }>();

export async function colorIndex(db: Db): Promise<ColorIndex> {
  const version = await catalogueVersion(db);
  const cached = cache.get(db);
  if (cached?.version === version) return cached.index;
  const index = labRows(db).then(
    (rows) =>
      new ColorIndex(
        rows.map((r) => ({
          id: r.id,
          l: r.lab_l,
          a: r.lab_a,
          b: r.lab_b,
          brandNorm: r.brand_norm,
          colorFamily: r.color_family,
          mask: r.property_mask,
        })),
      ),
  );
  cache.set(db, { version, index });
  index.catch(() => {
    if (cache.get(db)?.index === index) cache.delete(db);
  });
  return index;
}

export type ColorFacets = { brands: string[]; colors: string[]; properties: InkProperty[] };

/** The facets of /api/inks as a test on an indexed ink (the same meaning as applyFacets). */
export function facetTest(f: ColorFacets): (ink: IndexedInk) => boolean {
  const test = facetPredicate(f);
  return (ink) => test(ink.brandNorm, ink.colorFamily, ink.mask);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

async function withDistances(
  db: Db,
  near: { id: number; deltaE: number }[],
): Promise<InkWithDistance[]> {
  const rows = await inksByIds(
    db,
    near.map((n) => n.id),
  );
  const names = await submitterNames(db, rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return near.flatMap((n) => {
    const row = byId.get(n.id);
    return row ? [{ ...presentInk(row, names), deltaE: round2(n.deltaE) }] : [];
  });
}

/**
 * GET /api/inks/{id}/similar: the nearest live inks by CIEDE2000 within 10 (the bands:
 * virtually the same < 2, very close 2-5, same family 5-10), never the ink itself.
 */
export async function similarInks(
  db: Db,
  inkId: number,
  q: { limit?: number | undefined; brand: string[]; properties: InkProperty[] },
): Promise<{ data: InkWithDistance[] }> {
  const index = await colorIndex(db);
  const self = index.ink(inkId);
  if (!self) throw notFound('Ink not found. It may have been removed.');
  const accept = facetTest({ brands: q.brand, colors: [], properties: q.properties });
  const near = index.near(
    self,
    SIMILAR_MAX_DELTA_E,
    (ink) => ink.id !== inkId && accept(ink),
    q.limit ?? 12,
  );
  return { data: await withDistances(db, near) };
}

/** GET /api/inks?near=RRGGBB: a page of the 500 nearest inks within ΔE 25, and their number. */
export async function nearPage(
  db: Db,
  hex: string,
  f: ColorFacets,
  offset: number,
  limit: number,
): Promise<{ data: InkWithDistance[]; total: number }> {
  const index = await colorIndex(db);
  const all = index.near(hexToLab(`#${hex}`), NEAR_MAX_DELTA_E, facetTest(f), NEAR_MAX_RESULTS);
  return { data: await withDistances(db, all.slice(offset, offset + limit)), total: all.length };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/**
 * The ink's community colour: the median, in CIELAB, of the colours read from
 * its swatch photos, beside the catalogue colour, never replacing it.
 */
export async function communityColor(db: Db, inkId: number): Promise<CommunityColor> {
  const index = await colorIndex(db);
  const self = index.ink(inkId);
  if (!self) throw notFound('Ink not found. It may have been removed.');
  const rows = await swatchPhotoColors(db, inkId);
  if (rows.length === 0) return { colorHex: null, lab: null, photos: 0, deltaE: null };
  const lab = {
    l: median(rows.map((r) => r.photo_l ?? 0)),
    a: median(rows.map((r) => r.photo_a ?? 0)),
    b: median(rows.map((r) => r.photo_b ?? 0)),
  };
  return {
    colorHex: labToHex(lab),
    lab: { l: round2(lab.l), a: round2(lab.a), b: round2(lab.b) },
    photos: rows.length,
    deltaE: round2(deltaE2000(lab, self)),
  };
}
